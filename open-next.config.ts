import { defineCloudflareConfig } from '@opennextjs/cloudflare'

const config = {
  // Every page is prerendered at build and served from the worker's assets; nothing is
  // revalidated at run time, so no incremental cache (R2/KV) binding is needed.
  ...defineCloudflareConfig({}),
  // Next directly rather than through `npm run build`, with the edge build's settings (next.config.ts).
  buildCommand: 'node node_modules/next/dist/bin/next build',
}

export default config
