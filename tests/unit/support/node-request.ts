import type { IncomingMessage } from 'node:http'
import { stampPeerAddress } from '@/lib/peer-address'

/**
 * The headers a route handler sees on the Node server for a request that came over a connection from `peer`
 * carrying `forwardedFor` (what the client or a proxy wrote): the server's own hook appends and stamps.
 */
export function nodeRequestHeaders(forwardedFor?: string, peer = '127.0.0.1'): Record<string, string> {
  const request = {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage
  stampPeerAddress(request)
  return request.headers as Record<string, string>
}

/** `headers` as the route sees them on the Node server, their X-Forwarded-For written by the client or a proxy. */
export function servedByNode(headers: Record<string, string>, peer = '127.0.0.1'): Record<string, string> {
  const { 'x-forwarded-for': forwardedFor, ...rest } = headers
  return { ...rest, ...nodeRequestHeaders(forwardedFor, peer) }
}
