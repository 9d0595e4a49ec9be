/** The secret server.mjs gives the app it runs; route handlers under test see requests stamped with it. */
const testPeerStamp = 'unit-test-peer-stamp'
process.env.NODE_SERVER_PEER_STAMP = testPeerStamp

/**
 * The headers a route handler sees behind server.mjs for a request that came over a connection from `peer`
 * carrying `forwardedFor` (what the client or a proxy wrote): the server appends the peer and stamps the request.
 */
export function nodeRequestHeaders(forwardedFor?: string, peer = '127.0.0.1'): Record<string, string> {
  return {
    'x-forwarded-for': forwardedFor === undefined ? peer : `${forwardedFor}, ${peer}`,
    'x-orbitalab-peer-stamp': testPeerStamp,
  }
}

/** `headers` as the route sees them on the Node server, their X-Forwarded-For written by the client or a proxy. */
export function servedByNode(headers: Record<string, string>, peer = '127.0.0.1'): Record<string, string> {
  const { 'x-forwarded-for': forwardedFor, ...rest } = headers
  return { ...rest, ...nodeRequestHeaders(forwardedFor, peer) }
}
