'use client'

import { ErrorScreen } from '@/components/layout/error-screen'
import { defaultMode, themeAttribute } from '@/lib/theme/mode'
import './globals.css'

/** Last resort when the root layout itself fails: it must bring its own <html>. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="it" className={defaultMode} {...{ [themeAttribute]: defaultMode }}>
      <body>
        <ErrorScreen onRetry={reset} />
      </body>
    </html>
  )
}
