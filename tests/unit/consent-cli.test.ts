/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import type { StoredConsent } from '@/lib/consent/store'
import { toCsv } from '@/scripts/consents'

const header = 'id,created_at,timestamp,session_id,ip_address,necessary,analytics,functional,marketing,page_url,referrer,user_agent,consent_data'

function row(overrides: Partial<StoredConsent> = {}): StoredConsent {
  return {
    id: 1,
    created_at: '2026-01-02T03:04:05.678Z',
    timestamp: '2026-01-02T03:04:05.000Z',
    session_id: 'sess_1767322445000_0123456789abcdef',
    ip_address: '203.0.113.0',
    user_agent: 'Mozilla/5.0',
    page_url: 'https://www.orbitalab.it/',
    referrer: '',
    necessary: true,
    analytics: true,
    functional: false,
    marketing: false,
    consent_data: { necessary: true, analytics: true, functional: false, marketing: false },
    ...overrides,
  }
}

/** A minimal RFC 4180 reader, to check the export round-trips in a spreadsheet-like parser. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let field = ''
  let current: string[] = []
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      current.push(field)
      field = ''
    } else if (char === '\n') {
      current.push(field)
      rows.push(current)
      current = []
      field = ''
    } else field += char
  }
  return rows
}

describe('toCsv: the agency export of consent records', () => {
  it('starts with the header row, and an empty export is just the header', () => {
    expect(toCsv([])).toBe(`${header}\n`)
    expect(toCsv([row()]).split('\n')[0]).toBe(header)
  })

  it('writes one line per record in the header order, booleans as true/false', () => {
    const lines = toCsv([row(), row({ id: 2, analytics: false })]).trimEnd().split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[1].startsWith('1,2026-01-02T03:04:05.678Z,2026-01-02T03:04:05.000Z,sess_1767322445000_0123456789abcdef,203.0.113.0,true,true,false,false,https://www.orbitalab.it/,,Mozilla/5.0,')).toBe(true)
    expect(lines[2].split(',')[6]).toBe('false')
  })

  it('serialises consent_data as JSON in one quoted cell', () => {
    const [, cells] = parseCsv(toCsv([row()]))
    expect(JSON.parse(cells[12])).toEqual({ necessary: true, analytics: true, functional: false, marketing: false })
    expect(toCsv([row()])).toContain('"{""necessary"":true,""analytics"":true,""functional"":false,""marketing"":false}"')
  })

  it('writes null as an empty cell', () => {
    const [, cells] = parseCsv(toCsv([row({ ip_address: null })]))
    expect(cells[4]).toBe('')
    expect(cells).toHaveLength(13)
  })

  it('quotes and escapes quotes, commas and newlines so every cell survives', () => {
    const tricky = row({ user_agent: 'Agent "X", v2\nsecond line', referrer: 'https://example.com/?a=1,2', page_url: 'https://example.com/\r\nx' })
    const csv = toCsv([tricky])
    expect(csv).toContain('"Agent ""X"", v2\nsecond line"')
    const parsed = parseCsv(csv)
    expect(parsed).toHaveLength(2)
    expect(parsed[1]).toHaveLength(13)
    expect(parsed[1][11]).toBe('Agent "X", v2\nsecond line')
    expect(parsed[1][10]).toBe('https://example.com/?a=1,2')
    expect(parsed[1][9]).toBe('https://example.com/\r\nx')
  })

  it('defuses visitor text that a spreadsheet would run as a formula', () => {
    const [, cells] = parseCsv(toCsv([row({ user_agent: '=HYPERLINK("http://evil.example","x")', referrer: '' })]))
    expect(cells[11]).toBe('\'=HYPERLINK("http://evil.example","x")')
    expect(cells[10]).toBe('')
  })
})
