import { defineCloudflareConfig } from '@opennextjs/cloudflare'
import staticAssetsIncrementalCache from '@opennextjs/cloudflare/overrides/incremental-cache/static-assets-incremental-cache'

const config = {
  ...defineCloudflareConfig({
    // Every page is prerendered and never revalidated: the worker serves the HTML built by
    // `next build` from its static assets, without rendering it again or a KV/R2 binding.
    incrementalCache: staticAssetsIncrementalCache,
    enableCacheInterception: true,
  }),
  // The same build as every host's (scripts/build.mjs), with the edge build's settings (next.config.ts).
  buildCommand: 'node scripts/build.mjs',
}

export default config
