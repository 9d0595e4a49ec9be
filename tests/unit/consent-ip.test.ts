/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals'
import {
  anonymizeIp,
  clientIp,
  limitAddressKey,
  recordedAddress,
  type AddressSource,
} from '@/lib/request/client-address'
import { nodeRequestHeaders } from './support/node-request'

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
  ])('%s', (_case, source, headers, expected) => {
    expect(clientIp(new Headers(headers), source)).toBe(expected)
  })
})

describe('clientIp on Node: the connection the server itself saw, then our proxies by count', () => {
  const node = (trustedProxyHops: number): AddressSource => ({ platform: 'node', trustedProxyHops })

  it.each<[string, number, string | undefined, string, string | null]>([
    ['no proxy: a forged x-forwarded-for loses to the connection', 0, '203.0.113.7', '198.51.100.9', '198.51.100.9'],
    ['no proxy, no header: the connection', 0, undefined, '198.51.100.9', '198.51.100.9'],
    ['no proxy: the connection on loopback', 0, '203.0.113.7', '127.0.0.1', '127.0.0.1'],
    ['no proxy: an IPv4-mapped connection counts as IPv4', 0, undefined, '::ffff:10.30.0.1', '10.30.0.1'],
    ['one proxy on this machine: the address it saw', 1, '203.0.113.7', '127.0.0.1', '203.0.113.7'],
    ['one proxy: a forged leftmost entry loses', 1, '198.51.100.66, 203.0.113.7', '127.0.0.1', '203.0.113.7'],
    ['one proxy: entries are trimmed', 1, ' 198.51.100.66 ,  203.0.113.7 ', '10.0.0.2', '203.0.113.7'],
    ['one proxy: its port goes', 1, '203.0.113.7:51234', '127.0.0.1', '203.0.113.7'],
    ['two proxies: the second from the right', 2, '198.51.100.66, 203.0.113.7, 10.0.0.2', '10.0.0.3', '203.0.113.7'],
    [
      'one proxy promised, Node reached directly from the Internet: the connection',
      1,
      '10.9.9.9',
      '198.51.100.9',
      '198.51.100.9',
    ],
    ['two proxies promised but one entry: misconfigured, nobody named', 2, '203.0.113.7', '127.0.0.1', null],
    ['one proxy promised, no header: nobody named', 1, undefined, '127.0.0.1', null],
  ])('%s', (_case, hops, forwardedFor, peer, expected) => {
    expect(clientIp(new Headers(nodeRequestHeaders(forwardedFor, peer)), node(hops))).toBe(expected)
  })

  it('TRUSTED_PROXY_HOPS=0 behind a proxy on this machine: said once, in the log, how to fix it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('@/lib/request/client-address')
        // Without a proxy's entry the connection is the client: nothing to say.
        fresh.clientIp(new Headers(nodeRequestHeaders(undefined, '127.0.0.1')), node(0))
        expect(warn).not.toHaveBeenCalled()
        for (const visitor of ['203.0.113.7', '198.51.100.9'])
          expect(fresh.clientIp(new Headers(nodeRequestHeaders(visitor, '127.0.0.1')), node(0))).toBe('127.0.0.1')
        expect(warn).toHaveBeenCalledTimes(1)
        expect(String(warn.mock.calls[0][0])).toMatch(/TRUSTED_PROXY_HOPS is 0.*Set TRUSTED_PROXY_HOPS/)
      })
    } finally {
      warn.mockRestore()
    }
  })

  it('a request the server did not stamp names nobody, whatever its headers say', () => {
    const forged = { 'x-forwarded-for': '203.0.113.7', 'x-orbitalab-peer-stamp': 'guessed-stamp' }
    expect(clientIp(new Headers(forged), node(0))).toBeNull()
    expect(clientIp(new Headers(forged), node(1))).toBeNull()
  })

  it('with Next run without our server (no secret in its environment), nobody is named', () => {
    const stamped = nodeRequestHeaders('203.0.113.7', '198.51.100.9')
    const secret = process.env.NODE_SERVER_PEER_STAMP
    delete process.env.NODE_SERVER_PEER_STAMP
    try {
      expect(clientIp(new Headers(stamped), node(0))).toBeNull()
      expect(clientIp(new Headers({ ...stamped, 'x-orbitalab-peer-stamp': '' }), node(0))).toBeNull()
    } finally {
      process.env.NODE_SERVER_PEER_STAMP = secret
    }
  })
})

describe('limitAddressKey: what the per-address limit counts by', () => {
  it.each([
    ['IPv4 as it is', '10.30.0.1', '10.30.0.1'],
    ['IPv4 with a port', '10.30.0.1:1234', '10.30.0.1'],
    ['IPv4-mapped IPv6 is the IPv4 address', '::ffff:10.30.0.1', '10.30.0.1'],
    ['IPv6 by its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['another address of the same /64', '2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['bracketed IPv6 with a port', '[2001:db8:1:2::9]:443', '2001:db8:1:2::/64'],
  ])('%s: %s -> %s', (_case, raw, expected) => {
    expect(limitAddressKey(raw)).toBe(expected)
  })

  it('eight addresses of one /64 are one key; the next /64 is another', () => {
    const keys = new Set(Array.from({ length: 8 }, (_, i) => limitAddressKey(`2001:db8:0:7::${(i + 1).toString(16)}`)))
    expect([...keys]).toEqual(['2001:db8:0:7::/64'])
    expect(limitAddressKey('2001:db8:0:8::1')).not.toBe('2001:db8:0:7::/64')
  })

  it.each(['not-an-ip', '127.1', '', '<script>'])('%j is no key', (raw) => {
    expect(limitAddressKey(raw)).toBeNull()
  })
})

describe('recordedAddress: the client address, then anonymised, for both features', () => {
  const cloudflare: AddressSource = { platform: 'cloudflare', trustedProxyHops: 0 }

  it('keeps the anonymised address and the limit key, never the address itself', () => {
    const headers = new Headers({ 'cf-connecting-ip': '2001:db8:1:2::9' })
    expect(recordedAddress(headers, cloudflare)).toEqual({ anonymized: '2001:db8:1::', limitKey: '2001:db8:1:2::/64' })
  })

  it('is null when the host names nobody', () => {
    expect(recordedAddress(new Headers({ 'x-forwarded-for': '203.0.113.7' }), cloudflare)).toBeNull()
  })
})
