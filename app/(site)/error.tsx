'use client'

import { ErrorScreen } from '@/components/layout/error-screen'

/** A page that fails while rendering shows the router's generic error screen. */
export default function RouteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen onRetry={reset} />
}
