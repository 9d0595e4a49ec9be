import { Server, type IncomingMessage, type ServerResponse } from 'node:http'
import { allowedMethods, pageMethods } from '@/lib/allowed-methods'
import { siteSecurityHeaders } from '@/lib/security-headers'

/** Methods a fetch Request cannot carry (fetch standard: forbidden methods); Node's parser itself refuses TRACK. */
const forbidden = new Set(['CONNECT', 'TRACE'])

let installed = false

/** Answers forbidden methods with 405 at the Node server, before Next turns the request into a fetch Request. */
export function refuseForbiddenMethods() {
  if (installed) return
  installed = true
  const headers = Object.fromEntries(siteSecurityHeaders().map(({ key, value }) => [key, value]))
  const emit = Server.prototype.emit
  Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      if (forbidden.has(request.method ?? '')) {
        const pathname = (request.url ?? '/').split('?')[0]
        response
          .writeHead(405, {
            ...headers,
            Allow: (allowedMethods(pathname) ?? pageMethods).join(', '),
            'Content-Length': '0',
          })
          .end()
        return true
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit
}
