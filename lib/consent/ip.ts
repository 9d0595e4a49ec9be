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

/** The client's address as the proxy in front of us saw it: first of x-forwarded-for, else x-real-ip; null when neither is sent. */
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for')
  if (forwarded !== null) return forwarded.split(',')[0].trim()
  return headers.get('x-real-ip')
}
