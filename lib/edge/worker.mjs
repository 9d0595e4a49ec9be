/**
 * The worker wrangler runs (wrangler.jsonc `main`): OpenNext's, as built into .open-next/ by
 * `npm run preview:edge`, plus the Cron Trigger that delivers contact requests (../contact/edge-cron.ts).
 * OpenNext's documented way to add handlers: opennext.js.org/cloudflare/howtos/custom-worker.
 */
import handler from '../../.open-next/worker.js'
import { withContactCron } from '../contact/edge-cron.ts'

export default withContactCron(handler)
export { DOQueueHandler, DOShardedTagCache, BucketCachePurge } from '../../.open-next/worker.js'
