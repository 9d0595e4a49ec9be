import type { IncomingMessage } from 'node:http'
import { peerStamp, peerStampHeader } from '@/lib/request/client-address'
import { beforeEachRequest } from '@/lib/node-request-hooks'

/**
 * Appends the connection's own address to X-Forwarded-For, as a proxy does, and stamps the request with this
 * process's secret (lib/request/client-address.ts reads both). Next would otherwise fill X-Forwarded-For from the socket
 * only when the client sent none: a client talking to Node directly would choose its own address.
 */
export function stampPeerAddress(request: IncomingMessage): boolean {
  delete request.headers[peerStampHeader]
  const peer = request.socket?.remoteAddress
  if (!peer) return false
  const forwarded = request.headers['x-forwarded-for']
  const chain = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded
  request.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer
  request.headers[peerStampHeader] = peerStamp()
  return false
}

export function stampPeerAddresses() {
  beforeEachRequest(stampPeerAddress)
}
