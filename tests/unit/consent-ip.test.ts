/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import { anonymizeIp, clientIp, type AddressSource } from '@/lib/consent/ip'

describe('anonymizeIp: the address kept as proof of consent is never the real one', () => {
  it.each([
    ['IPv4 loses its last octet', '203.0.113.77', '203.0.113.0'],
    ['IPv4 with surrounding whitespace', '  203.0.113.77\t', '203.0.113.0'],
    ['IPv4 already ending in 0', '10.1.2.0', '10.1.2.0'],
    ['IPv6 written in full keeps its first three groups', '2001:0db8:85a3:0000:0000:8a2e:0370:7334', '2001:db8:85a3::'],
    ['compressed IPv6', '2001:db8::1', '2001:db8:0::'],
    ['IPv6 loopback', '::1', '0:0:0::'],
    ['upper-case IPv6', '2001:DB8:ABCD:12::9', '2001:db8:abcd::'],
    ['IPv4-mapped IPv6 counts as IPv4', '::ffff:192.168.1.9', '192.168.1.0'],
    ['IPv4-mapped IPv6 in hex', '::ffff:c0a8:0109', '192.168.1.0'],
    ['IPv6 with a zone id', 'fe80::1%eth0', 'fe80:0:0::'],
    ['IPv4 with a port, as some proxies send it', '203.0.113.77:8080', '203.0.113.0'],
    ['bracketed IPv6', '[2001:db8::1]', '2001:db8:0::'],
    ['bracketed IPv6 with a port', '[2001:db8::1]:443', '2001:db8:0::'],
  ])('%s: %s -> %s', (_case, raw, expected) => {
    expect(anonymizeIp(raw)).toBe(expected)
  })

  it.each([
    ['a word', 'not-an-ip'],
    ['an octet above 255', '999.1.1.1'],
    ['inet_aton short form', '127.1'],
    ['a bare integer', '3232235777'],
    ['markup', '<script>'],
    ['five parts', '1.2.3.4.5'],
    ['a port on a non-address', 'host:8080'],
    ['a CIDR range', '2001:db8::1/64'],
    ['brackets around garbage', '[nope]:443'],
    ['empty', ''],
    ['whitespace only', '   '],
  ])('%s (%j) is stored as "unknown", never echoed', (_case, raw) => {
    expect(anonymizeIp(raw)).toBe('unknown')
  })

  it('never returns the last IPv4 octet or the host part of an IPv6 address', () => {
    expect(anonymizeIp('198.51.100.254')).not.toContain('254')
    expect(anonymizeIp('2001:db8:85a3:1:2:8a2e:370:7334')).not.toMatch(/7334|8a2e/)
  })
})

describe('clientIp: the address each host guarantees, never what the client wrote', () => {
  const node = (trustedProxyHops: number): AddressSource => ({ platform: 'node', trustedProxyHops })
  const cloudflare: AddressSource = { platform: 'cloudflare', trustedProxyHops: 0 }
  const vercel: AddressSource = { platform: 'vercel', trustedProxyHops: 0 }

  it.each<[string, AddressSource, Record<string, string>, string | null]>([
    [
      'Cloudflare: cf-connecting-ip',
      cloudflare,
      { 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.66' },
      '203.0.113.7',
    ],
    [
      'Cloudflare: a forged x-forwarded-for alone counts for nothing',
      cloudflare,
      { 'x-forwarded-for': '198.51.100.66' },
      null,
    ],
    [
      'Vercel: x-real-ip',
      vercel,
      { 'x-real-ip': '203.0.113.8', 'x-forwarded-for': '198.51.100.66, 203.0.113.8' },
      '203.0.113.8',
    ],
    [
      'Vercel: x-vercel-forwarded-for when x-real-ip is missing',
      vercel,
      { 'x-vercel-forwarded-for': '203.0.113.9' },
      '203.0.113.9',
    ],
    ['no proxy: x-forwarded-for is the client talking', node(0), { 'x-forwarded-for': '203.0.113.7' }, null],
    [
      'no proxy: x-real-ip and cf-connecting-ip are the client talking too',
      node(0),
      { 'x-real-ip': '203.0.113.7', 'cf-connecting-ip': '203.0.113.7' },
      null,
    ],
    [
      'one proxy: the rightmost entry, the address it saw',
      node(1),
      { 'x-forwarded-for': '203.0.113.7' },
      '203.0.113.7',
    ],
    [
      'one proxy: a forged leftmost entry loses',
      node(1),
      { 'x-forwarded-for': '198.51.100.66, 203.0.113.7' },
      '203.0.113.7',
    ],
    ['one proxy: entries are trimmed', node(1), { 'x-forwarded-for': ' 198.51.100.66 ,  203.0.113.7 ' }, '203.0.113.7'],
    [
      'two proxies: the second from the right',
      node(2),
      { 'x-forwarded-for': '198.51.100.66, 203.0.113.7, 10.0.0.2' },
      '203.0.113.7',
    ],
    [
      'two proxies but only one entry: misconfigured, nothing trusted',
      node(2),
      { 'x-forwarded-for': '203.0.113.7' },
      null,
    ],
    ['one proxy, no header at all', node(1), {}, null],
    ['one proxy: x-real-ip is not what it appends', node(1), { 'x-real-ip': '198.51.100.66' }, null],
  ])('%s', (_case, source, headers, expected) => {
    expect(clientIp(new Headers(headers), source)).toBe(expected)
  })
})
