// jest-dom matchers (toBeInTheDocument, toHaveAttribute, ...). The `jest-globals`
// entry registers them on `@jest/globals`' expect and types them for it (there is
// no @types/jest here, so tests import { describe, it, expect } from '@jest/globals').
import '@testing-library/jest-dom/jest-globals'
