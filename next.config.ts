import type { NextConfig } from 'next'
import { siteSecurityHeaders } from './lib/security-headers'

const nextConfig: NextConfig = {
  // The test suite builds into its own folder so it never overwrites the real build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The test build skips Next's own type check: `npm run typecheck` runs it once, before.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  reactStrictMode: true,
  // globalNotFound: the 404 for unmatched addresses (app/global-not-found.tsx), needed with two root layouts.
  experimental: { optimizePackageImports: ['lucide-react'], globalNotFound: true },
  // PGlite loads its WebAssembly and data files from its own folder at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  outputFileTracingIncludes: { '/api/consent': ['./db/migrations/*.sql'] },
  async headers() {
    return [{ source: '/:path*', headers: siteSecurityHeaders() }]
  },
}

export default nextConfig
