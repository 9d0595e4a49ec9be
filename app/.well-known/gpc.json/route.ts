import { gpcSupport } from '@/content/legal/gpc'

// The same answer for everyone: prerendered with the build.
export const dynamic = 'force-static'

/** Global Privacy Control's well-known resource (W3C GPC, §4.7): this site honours the signal as a refusal. */
export function GET(): Response {
  return Response.json({ gpc: gpcSupport.honoured, lastUpdate: gpcSupport.since })
}
