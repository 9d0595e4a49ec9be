// The floor: the smallest page a Next 16 site can serve, built from the project's own node_modules
// (scripts/bench/web.mjs measures it beside the site). Same framework settings as the site where they touch bytes.
const nextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // The icon sprites the /content pages use come from the site's server (its route handlers).
  async rewrites() {
    const site = process.env.BENCH_SITE_URL
    return site ? [{ source: '/brand-icons/:sprite', destination: `${site}/brand-icons/:sprite` }] : []
  },
}

export default nextConfig
