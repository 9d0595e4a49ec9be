/**
 * The client's address, for both features that keep one (consents, contact requests): which header to trust
 * on each host, how it is anonymised for a record, and what a per-address limit counts by.
 */
import 'server-only'
import ipaddr from 'ipaddr.js'

/** Parses what a header or a socket says into an address, or null: port dropped, IPv4-mapped IPv6 unmapped. */
function parseAddress(raw: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const candidate = withoutPort(raw.trim())
  // Only dotted-quad IPv4 or real IPv6: '127.1' or '3232235777' are legal for inet_aton but no proxy sends them.
  if (!ipaddr.IPv4.isValidFourPartDecimal(candidate) && !ipaddr.IPv6.isValid(candidate)) return null
  return ipaddr.process(candidate)
}

/**
 * The address stored as proof of consent, never the real one: IPv4 loses its last
 * octet, IPv6 keeps only its first three groups. IPv4-mapped IPv6 counts as IPv4.
 */
export function anonymizeIp(raw: string): string {
  const address = parseAddress(raw)
  if (!address) return 'unknown'
  if (address.kind() === 'ipv4') {
    const [a, b, c] = address.toByteArray()
    return `${a}.${b}.${c}.0`
  }
  const groups = (address as ipaddr.IPv6).parts.slice(0, 3).map((part) => part.toString(16))
  return `${groups.join(':')}::`
}

/**
 * What a per-address limit counts by: one IPv4 address, or one IPv6 /64 (a customer is given a /64 or more,
 * so counting single IPv6 addresses would let one visitor count as 2⁶⁴). Null for anything that is no address.
 */
export function limitAddressKey(raw: string): string | null {
  const address = parseAddress(raw)
  if (!address) return null
  if (address.kind() === 'ipv4') return address.toString()
  return prefixKey(address.toString(), 64)
}

/** The IPv6 network of `prefixLength` bits that holds `address`, written as CIDR: `2001:db8:1::/48`. */
const prefixKey = (address: string, prefixLength: number) =>
  `${ipaddr.IPv6.networkAddressFromCIDR(`${address}/${prefixLength}`).toString()}/${prefixLength}`

/**
 * The network a per-address key belongs to, for the larger allowance of a whole site or provider customer: the
 * IPv6 /48 of a /64 key (a site is usually given a /48: 65,536 /64s to pass for as many visitors). Null for an
 * IPv4 key, already one address.
 */
export function limitNetworkKey(addressKey: string): string | null {
  if (!addressKey.endsWith('/64')) return null
  const [network] = ipaddr.parseCIDR(addressKey)
  return prefixKey(network.toString(), 48)
}

/** Some proxies send '203.0.113.7:51234' or '[2001:db8::1]:443'; the port is not part of the address. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) return bracketed[1]
  return /^[\d.]+:\d+$/.test(address) ? address.slice(0, address.lastIndexOf(':')) : address
}

/** Where the client's address can be trusted from: what the host guarantees, never what the client wrote. */
export interface AddressSource {
  platform: 'cloudflare' | 'vercel' | 'node'
  /** Proxies of ours in front of a Node server, each appending the address it saw to X-Forwarded-For. */
  trustedProxyHops: number
}

/**
 * The header the Node server (server.mjs) adds to every request, holding a secret of this process: it says that
 * the last X-Forwarded-For entry is the connection's own address, put there by the server.
 */
const peerStampHeader = 'x-orbitalab-peer-stamp'

/**
 * The server's secret, random per process and never sent to a client. Unset when Next runs without our server:
 * then no request names a trustworthy address, rather than one the client chose.
 */
function peerStamp(): string | undefined {
  return process.env.NODE_SERVER_PEER_STAMP || undefined
}

/** A proxy of ours talks to the Node server from this machine or a private network, never from the Internet. */
function isPrivatePeer(raw: string): boolean {
  const range = parseAddress(raw)?.range()
  return range !== undefined && privateRanges.has(range)
}

const privateRanges = new Set(['loopback', 'private', 'linkLocal', 'uniqueLocal', 'carrierGradeNat'])

let warnedOfUncountedProxy = false

/**
 * A request from this machine that already carries X-Forwarded-For comes through a proxy the configuration does
 * not count: every visitor would be the proxy's address, and share one limit. Said once per process.
 */
function warnOfUncountedProxy(peer: string) {
  if (warnedOfUncountedProxy || parseAddress(peer)?.range() !== 'loopback') return
  warnedOfUncountedProxy = true
  console.warn(
    '[client-address] TRUSTED_PROXY_HOPS is 0, yet requests arrive from this machine with X-Forwarded-For: a proxy stands in front of the server, so every visitor counts as its address and they share one limit. Set TRUSTED_PROXY_HOPS to the number of proxies of yours (1 behind one nginx).',
  )
}

/**
 * The client's address, normalised (no port, IPv4-mapped unmapped), or null when no trustworthy one exists.
 * - Cloudflare sets cf-connecting-ip itself; Vercel sets x-real-ip (and x-vercel-forwarded-for).
 * - On Node the server appends the connection's address to X-Forwarded-For, as a proxy does, and stamps
 *   the request: with no proxy of ours the client is that address, whatever it wrote. Behind N proxies the
 *   N-th entry left of it is the client as our outermost proxy saw it, provided the connection came from a
 *   proxy (a private address): a client reaching Node directly from the Internet is its connection's address.
 * - A request without this process's stamp, or a chain shorter than the proxies promised, names nobody.
 */
export function clientIp(headers: Headers, source: AddressSource): string | null {
  if (source.platform === 'cloudflare') return normalised(headers.get('cf-connecting-ip'))
  if (source.platform === 'vercel')
    return normalised(headers.get('x-real-ip') ?? headers.get('x-vercel-forwarded-for')?.split(',')[0] ?? null)
  const stamp = peerStamp()
  if (stamp === undefined || headers.get(peerStampHeader) !== stamp) return null
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const peer = chain.at(-1)
  if (peer === undefined) return null
  if (source.trustedProxyHops === 0 && chain.length > 1) warnOfUncountedProxy(peer)
  if (source.trustedProxyHops === 0 || !isPrivatePeer(peer)) return normalised(peer)
  return normalised(chain.at(-1 - source.trustedProxyHops) ?? null)
}

/** A header's value as an address; what is no address is passed on as written, for anonymizeIp to call 'unknown'. */
function normalised(raw: string | null): string | null {
  return raw === null ? null : (parseAddress(raw)?.toString() ?? raw.trim())
}

/**
 * The client's address as a record keeps it: anonymised as proof (anonymizeIp), and the key a per-address
 * limit counts by (limitAddressKey). Null when the request names no trustworthy address.
 */
export function recordedAddress(
  headers: Headers,
  source: AddressSource,
): { anonymized: string; limitKey: string | null } | null {
  const raw = clientIp(headers, source)
  return raw === null ? null : { anonymized: anonymizeIp(raw), limitKey: limitAddressKey(raw) }
}
