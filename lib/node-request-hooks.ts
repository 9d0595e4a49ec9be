import { Server, type IncomingMessage, type ServerResponse } from 'node:http'

/** Runs before Next sees a request; answers true when it has answered the request itself. */
type RequestHook = (request: IncomingMessage, response: ServerResponse) => boolean

const hooks: RequestHook[] = []

/**
 * Adds a hook that every Node HTTP server of this process runs on each request before its own handler (Next's):
 * the one place where the connection itself (its address, a method fetch cannot carry) can still be seen.
 */
export function beforeEachRequest(hook: RequestHook) {
  if (hooks.includes(hook)) return
  if (hooks.length === 0) {
    const emit = Server.prototype.emit
    Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
      if (event === 'request') {
        const [request, response] = args as [IncomingMessage, ServerResponse]
        if (hooks.some((run) => run(request, response))) return true
      }
      return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
    } as typeof emit
  }
  hooks.push(hook)
}
