// Written at build time for the Node server (server.mjs), which runs before Next and without its compiler: the 405
// it answers to TRACE and CONNECT carries the site's headers and the path's Allow, from the modules the app uses.
//   tsx --conditions=react-server scripts/build/forbidden-method-answer.ts <file>
import { writeFileSync } from 'node:fs'
import { allowedMethods, pageMethods } from '@/lib/request/allowed-methods'
import { apiRoutes } from '@/lib/request/api-routes'
import { routes, type RouteEntry } from '@/lib/routes'
import { siteSecurityHeaders } from '@/lib/request/security-headers'

const otherwise = pageMethods.join(', ')
const paths = [...Object.values(apiRoutes), ...Object.values(routes as Record<string, RouteEntry>)].map(({ path }) =>
  path.replace(/\/+$/, ''),
)
const allow = Object.fromEntries(
  paths.flatMap((path) => {
    const methods = allowedMethods(path)?.join(', ') ?? otherwise
    return methods === otherwise ? [] : [[path, methods]]
  }),
)
const headers = Object.fromEntries(siteSecurityHeaders().map(({ key, value }) => [key, value]))
writeFileSync(process.argv[2], `${JSON.stringify({ headers, allow, otherwise })}\n`)
