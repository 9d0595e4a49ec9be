/**
 * What one answer of our server means for a body a client must get stored: delivered (2xx), worth sending again
 * (the server or the network may recover: 5xx, 408, 429, no answer) or refused for good (any other 4xx: the same
 * body would be refused again, so retrying would never end). The consent outbox follows it, and so do the
 * benches that play the browser.
 */
export type RetryDecision = 'delivered' | 'retry' | 'refused'

/** `status` is null when no answer came back (offline, DNS, connection reset). */
export function retryDecision(status: number | null): RetryDecision {
  if (status === null) return 'retry'
  if (status >= 200 && status < 300) return 'delivered'
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'refused'
  return 'retry'
}
