import type { NextConfig } from 'next'
import { formPostLimitBytes } from './lib/request/form-post-limit'
import { languageVariantRewrites } from './lib/legal/language-variants'
import { securityHeaderRules } from './lib/request/security-headers'

/** Set by scripts/hosting/edge.mjs for the Cloudflare worker build (OpenNext). */
const edgeBuild = process.env.EDGE_BUILD === '1'
const embeddedStoreStub = './lib/edge/embedded-store-unavailable.ts'

const nextConfig: NextConfig = {
  // The test suite builds into its own folder so it never overwrites the real build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The self-contained server (.next/standalone) only where it is used: `npm run build:standalone`, the
  // Dockerfile and the test build set NEXT_OUTPUT=standalone (OpenNext asks Next for it itself). A
  // config that always said so made `next start` warn that it "does not work with output: standalone".
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // The test build skips Next's own type check: `npm run typecheck` runs it once, before.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  reactStrictMode: true,
  experimental: {
    // The contact form without JavaScript posts to its page: Next's default would take 1 MB.
    serverActions: { bodySizeLimit: formPostLimitBytes },
    // The 404 for unmatched addresses (app/global-not-found.tsx), needed with two root layouts.
    globalNotFound: true,
    // The edge build minifies the server once, in OpenNext's esbuild step: Next's own pass first
    // inlines zod's `shape ?? {}` into code that esbuild then warns about (scripts/hosting/edge.mjs).
    serverMinification: !edgeBuild,
  },
  // PGlite loads its WebAssembly and data files from its own folder at run time.
  serverExternalPackages: edgeBuild ? [] : ['@electric-sql/pglite'],
  // The worker never offers the embedded store: keep its packages out of the worker bundle.
  ...(edgeBuild && {
    turbopack: {
      resolveAlias: {
        '@electric-sql/pglite': embeddedStoreStub,
        '@electric-sql/pglite/contrib/pgcrypto': embeddedStoreStub,
        'proper-lockfile': embeddedStoreStub,
      },
    },
  }),
  outputFileTracingIncludes: {
    // Every server entry that may open the store first reads the migrations from disk.
    ...Object.fromEntries(
      ['/api/consent', '/api/contact', '/api/health', '/api/contact/deliver', '/contact'].map((route) => [
        route,
        ['./db/migrations/*.sql'],
      ]),
    ),
    // node-postgres loads its socket for workerd from pg-cloudflare's "workerd" export, which Next's trace (default conditions) skips.
    ...(edgeBuild && { '/api/**': ['./node_modules/pg-cloudflare/dist/**', './node_modules/pg-cloudflare/esm/**'] }),
  },
  async rewrites() {
    return { beforeFiles: languageVariantRewrites(), afterFiles: [], fallback: [] }
  },
  async headers() {
    return securityHeaderRules()
  },
}

export default nextConfig
