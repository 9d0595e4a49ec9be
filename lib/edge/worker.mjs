/**
 * The worker wrangler runs (wrangler.jsonc `main`): OpenNext's, as built into .open-next/ by
 * `npm run preview:edge`, plus the Cron Trigger that delivers contact requests (./leads-cron.mjs).
 * OpenNext's documented way to add handlers: opennext.js.org/cloudflare/howtos/custom-worker.
 */
// eslint-disable-next-line import/no-unresolved -- made by the OpenNext build
import handler from '../../.open-next/worker.js'
import { withLeadsCron } from './leads-cron.ts'

export default withLeadsCron(handler)
// eslint-disable-next-line import/no-unresolved -- made by the OpenNext build
export { DOQueueHandler, DOShardedTagCache, BucketCachePurge } from '../../.open-next/worker.js'
