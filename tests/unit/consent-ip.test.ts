/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import { anonymizeIp, clientIp } from '@/lib/consent/ip'

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

describe('clientIp: the address the proxy in front of us saw', () => {
  it('takes the first entry of x-forwarded-for, trimmed', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': ' 203.0.113.77 , 10.0.0.1, 10.0.0.2' }))).toBe('203.0.113.77')
  })

  it('takes x-forwarded-for over x-real-ip', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.77', 'x-real-ip': '198.51.100.1' }))).toBe('203.0.113.77')
  })

  it('falls back to x-real-ip', () => {
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.1' }))).toBe('198.51.100.1')
  })

  it('is null when neither header is sent', () => {
    expect(clientIp(new Headers({ 'user-agent': 'test' }))).toBeNull()
  })
})
