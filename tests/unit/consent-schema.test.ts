/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import { consentRequestSchema, sessionQuerySchema } from '@/lib/consent/schema'

function validBody(): Record<string, unknown> {
  return {
    session_id: 'sess_1767322445000_0123456789abcdef',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
    page_url: 'https://www.orbitalab.it/servizi?x=1',
    referrer: 'https://www.google.com/',
    necessary: true,
    analytics: true,
    functional: false,
    marketing: false,
    consent_data: { necessary: true, analytics: true, functional: false, marketing: false },
    timestamp: '2026-01-02T03:04:05.678Z',
    consent_id: '0b6c4a1e-8f2d-4c1a-9e3b-5d7f9a2c4e6b',
    accept_type: 'custom',
    banner_language: 'it',
    text_version: 'a'.repeat(64),
    gpc_signal: false,
  }
}

const accepts = (body: unknown) => consentRequestSchema.safeParse(body).success

/** The path of the first problem, so a rejection is known to be for the expected reason. */
function rejection(body: unknown): string {
  const result = consentRequestSchema.safeParse(body)
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`)
  return result.error.issues.map((issue) => issue.path.join('.') || '(root)').join(' ')
}

const withField = (field: string, value: unknown) => ({ ...validBody(), [field]: value })

describe('consentRequestSchema: what POST /api/consent accepts', () => {
  it('accepts the body the banner sends', () => {
    // The page is kept without its query string: it can carry what the visitor typed.
    expect(consentRequestSchema.parse(validBody())).toEqual({
      ...validBody(),
      page_url: 'https://www.orbitalab.it/servizi',
    })
  })

  it('accepts an empty referrer (a direct visit) and an http page', () => {
    expect(accepts(withField('referrer', ''))).toBe(true)
    expect(accepts(withField('page_url', 'http://localhost:3000/'))).toBe(true)
  })

  it('accepts a timestamp with a numeric offset', () => {
    expect(accepts(withField('timestamp', '2026-01-02T04:04:05+01:00'))).toBe(true)
  })

  it('keeps 200 characters of a user agent, and an address over 300 as its origin: a stored row stays under 2 KB', () => {
    const longest = consentRequestSchema.parse({
      ...withField('user_agent', '𝔸'.repeat(512)),
      page_url: `https://www.orbitalab.it/${'p'.repeat(2000)}`,
      referrer: `https://www.example.com/${'r'.repeat(2000)}`,
    })
    expect([Array.from(longest.user_agent).length, longest.page_url, longest.referrer]).toEqual([
      200,
      'https://www.orbitalab.it/',
      'https://www.example.com/',
    ])
    const row = {
      ...longest,
      id: 1,
      created_at: new Date().toISOString(),
      gpc_header: false,
      ip_address: 'ffff:ffff:ffff:ffff::',
      policy_version: '1.0',
      reader_hash: 'f'.repeat(64),
    }
    expect(Buffer.byteLength(JSON.stringify(row))).toBeLessThan(2048)
  })

  it('accepts a user agent of exactly 1024 characters', () => {
    expect(accepts(withField('user_agent', 'a'.repeat(1024)))).toBe(true)
  })

  it.each([
    ['session_id', 42],
    ['user_agent', null],
    ['page_url', 123],
    ['analytics', 'true'],
    ['functional', 1],
    ['marketing', null],
    ['consent_data', 'all'],
    ['timestamp', 1767322445678],
    ['consent_id', 'not-a-uuid'],
    ['accept_type', 'reject'],
    ['banner_language', 'de'],
    ['text_version', 'A'.repeat(64)],
    ['text_version', 'a'.repeat(63)],
  ])('rejects %s of the wrong type (%j)', (field, value) => {
    expect(rejection(withField(field, value))).toContain(field)
  })

  it.each([
    'session_id',
    'user_agent',
    'page_url',
    'referrer',
    'necessary',
    'analytics',
    'functional',
    'marketing',
    'consent_data',
    'timestamp',
    'consent_id',
    'accept_type',
    'banner_language',
    'text_version',
    'gpc_signal',
  ])('rejects a body without %s', (field) => {
    const body = validBody()
    delete body[field]
    expect(rejection(body)).toContain(field)
  })

  const none = { analytics: false, functional: false, marketing: false }
  const every = { analytics: true, functional: true, marketing: true }
  const some = { analytics: true, functional: false, marketing: true }
  const choice = (type: string, switches: typeof none) =>
    accepts({ ...validBody(), ...switches, consent_data: { necessary: true, ...switches }, accept_type: type })

  it.each([
    ['all', every, true],
    ['all', some, false],
    ['all', none, false],
    ['necessary', none, true],
    ['necessary', some, false],
    ['close', none, true],
    ['close', every, false],
    ['custom', none, true],
    ['custom', some, true],
    ['custom', every, true],
  ] as const)("accept_type '%s' with switches %j: %s", (type, switches, accepted) => {
    expect(choice(type, switches)).toBe(accepted)
  })

  it('names accept_type when it disagrees with the switches', () => {
    expect(rejection({ ...validBody(), accept_type: 'close' })).toBe('accept_type')
  })

  it('rejects an unknown extra field, at the top and inside consent_data', () => {
    expect(accepts({ ...validBody(), ip_address: '1.2.3.4' })).toBe(false)
    expect(
      accepts(
        withField('consent_data', {
          necessary: true,
          analytics: true,
          functional: false,
          marketing: false,
          sale_of_data: true,
        }),
      ),
    ).toBe(false)
  })

  it('rejects necessary: false, at the top or in consent_data', () => {
    expect(rejection(withField('necessary', false))).toContain('necessary')
    expect(
      rejection(withField('consent_data', { necessary: false, analytics: true, functional: false, marketing: false })),
    ).toContain('consent_data.necessary')
  })

  it.each(['analytics', 'functional', 'marketing'] as const)(
    'rejects consent_data.%s disagreeing with the top-level boolean',
    (category) => {
      const body = validBody()
      const data = { ...(body.consent_data as Record<string, boolean>) }
      data[category] = !data[category]
      expect(rejection({ ...body, consent_data: data })).toBe('consent_data')
    },
  )

  it.each([
    'yesterday',
    '2026-01-02',
    '2026-01-02 03:04:05',
    '2026-01-02T03:04:05',
    '02/01/2026',
    '2026-13-02T03:04:05Z',
    '',
  ])('rejects the timestamp %j (not an ISO date-time with offset)', (timestamp) => {
    expect(rejection(withField('timestamp', timestamp))).toBe('timestamp')
  })

  it.each([
    '',
    'abc',
    'sess_123_abcdef',
    'sess_1767322445000_',
    'sess_1767322445000_ABCDEF0123',
    'sess_1767322445000_0123456789abcdef; drop table',
    ' sess_1767322445000_0123456789abcdef',
  ])('rejects the session id %j', (id) => {
    expect(rejection(withField('session_id', id))).toBe('session_id')
  })

  it('rejects a user agent over 1024 characters', () => {
    expect(rejection(withField('user_agent', 'a'.repeat(1025)))).toBe('user_agent')
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/',
    'file:///etc/passwd',
    '/relative/path',
    'not a url',
    '',
  ])('rejects the page_url %j', (url) => {
    expect(rejection(withField('page_url', url))).toBe('page_url')
  })

  it('rejects a page_url over 2048 characters', () => {
    expect(rejection(withField('page_url', `https://example.com/${'a'.repeat(2048)}`))).toBe('page_url')
  })

  it.each(['javascript:alert(1)', 'not a url', ' '])('rejects the non-empty, non-web referrer %j', (referrer) => {
    expect(rejection(withField('referrer', referrer))).toBe('referrer')
  })

  it('rejects what is not an object', () => {
    for (const body of [null, [], 'text', 42]) expect(accepts(body)).toBe(false)
  })
})

describe('sessionQuerySchema: the session_id of GET /api/consent', () => {
  it('accepts a banner-made id and rejects anything else', () => {
    expect(sessionQuerySchema.safeParse('sess_1767322445000_0123456789abcdef').success).toBe(true)
    expect(sessionQuerySchema.safeParse(null).success).toBe(false)
    expect(sessionQuerySchema.safeParse("sess_1' or '1'='1").success).toBe(false)
  })
})
