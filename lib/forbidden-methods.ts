import type { IncomingMessage, ServerResponse } from 'node:http'
import { allowedMethods, pageMethods } from '@/lib/request/allowed-methods'
import { beforeEachRequest } from '@/lib/node-request-hooks'
import { siteSecurityHeaders } from '@/lib/request/security-headers'

/** Methods a fetch Request cannot carry (fetch standard: forbidden methods); Node's parser itself refuses TRACK. */
const forbidden = new Set(['CONNECT', 'TRACE'])

function refuseForbiddenMethod(request: IncomingMessage, response: ServerResponse): boolean {
  if (!forbidden.has(request.method ?? '')) return false
  const headers = Object.fromEntries(siteSecurityHeaders().map(({ key, value }) => [key, value]))
  const pathname = (request.url ?? '/').split('?')[0]
  response
    .writeHead(405, { ...headers, Allow: (allowedMethods(pathname) ?? pageMethods).join(', '), 'Content-Length': '0' })
    .end()
  return true
}

/** Answers forbidden methods with 405 at the Node server, before Next turns the request into a fetch Request. */
export function refuseForbiddenMethods() {
  beforeEachRequest(refuseForbiddenMethod)
}
