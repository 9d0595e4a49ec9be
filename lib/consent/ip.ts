import ipaddr from 'ipaddr.js'

/**
 * The address stored as proof of consent, never the real one: IPv4 loses its last
 * octet, IPv6 keeps only its first three groups. IPv4-mapped IPv6 counts as IPv4.
 */
export function anonymizeIp(raw: string): string {
  const candidate = withoutPort(raw.trim())
  // Only dotted-quad IPv4 or real IPv6: '127.1' or '3232235777' are legal for inet_aton but no proxy sends them.
  if (!ipaddr.IPv4.isValidFourPartDecimal(candidate) && !ipaddr.IPv6.isValid(candidate)) return 'unknown'
  const address = ipaddr.process(candidate)
  if (address.kind() === 'ipv4') {
    const [a, b, c] = address.toByteArray()
    return `${a}.${b}.${c}.0`
  }
  const groups = (address as ipaddr.IPv6).parts.slice(0, 3).map((part) => part.toString(16))
  return `${groups.join(':')}::`
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
 * The client's address, or null when no trustworthy one exists.
 * - Cloudflare sets cf-connecting-ip itself; Vercel sets x-real-ip (and x-vercel-forwarded-for).
 * - Behind N proxies of ours, each appended what it saw: the N-th entry from the right is the
 *   client as our outermost proxy saw it. Everything left of it is the client's own writing.
 * - With no proxy (0 hops) every such header came from the client: nothing is taken.
 */
export function clientIp(headers: Headers, source: AddressSource): string | null {
  if (source.platform === 'cloudflare') return headers.get('cf-connecting-ip')
  if (source.platform === 'vercel')
    return headers.get('x-real-ip') ?? headers.get('x-vercel-forwarded-for')?.split(',')[0].trim() ?? null
  if (source.trustedProxyHops === 0) return null
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return hops.length >= source.trustedProxyHops ? hops[hops.length - source.trustedProxyHops] : null
}
