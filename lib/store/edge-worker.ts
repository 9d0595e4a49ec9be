/** What the Cloudflare worker's platform offers the consent store: imported only on the worker, read in a request. */
import 'server-only'
import { getCloudflareContext } from '@opennextjs/cloudflare/cloudflare-context'

/**
 * The HYPERDRIVE binding's connection string (wrangler.jsonc): Cloudflare's pool in front of
 * PostgreSQL, which a worker's per-request connections need to hold a burst.
 */
export function hyperdriveUrl(): string | undefined {
  const bindings = getCloudflareContext().env as { HYPERDRIVE?: { connectionString: string } }
  return bindings.HYPERDRIVE?.connectionString
}

/** Lets `work` finish after the response has gone, within what the platform allows a request. */
export function waitUntil(work: Promise<unknown>): void {
  getCloudflareContext().ctx.waitUntil(work)
}
