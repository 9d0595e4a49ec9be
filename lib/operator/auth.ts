import 'server-only'
import { env } from '@/lib/env'
import { sha256Hex } from '@/lib/sha256'

import { cronKeyGlobal } from '@/lib/contact/edge-cron'

/**
 * True for the operator's token, or for the key the worker's Cron Trigger presents (lib/contact/edge-cron.ts),
 * made per isolate and read here from the same isolate's global, so it is never configured, stored or sent.
 * Compared as hashes, so timing says nothing of the token.
 */
export async function isOperator(request: Request): Promise<boolean> {
  const presented = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!presented) return false
  const cronKey = (globalThis as Record<string, unknown>)[cronKeyGlobal]
  const accepted = [env.operatorToken, typeof cronKey === 'string' ? cronKey : undefined].filter(Boolean)
  const hash = await sha256Hex(presented)
  for (const token of accepted) if ((await sha256Hex(token!)) === hash) return true
  return false
}
