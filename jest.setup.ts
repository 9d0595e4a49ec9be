import { jest } from '@jest/globals'
import { pgliteFromImage } from './tests/unit/support/pglite-from-image'
// jest-dom matchers (toBeInTheDocument, toHaveAttribute, ...). The `jest-globals`
// entry registers them on `@jest/globals`' expect and types them for it (there is
// no @types/jest here, so tests import { describe, it, expect } from '@jest/globals').
import '@testing-library/jest-dom/jest-globals'

// Every in-memory PGlite starts from the run's initialised image instead of running initdb (1.5–3 s each).
jest.mock('@electric-sql/pglite', () => pgliteFromImage())
