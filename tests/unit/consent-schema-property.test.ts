/** @jest-environment node */
// Whatever the schema accepts, both SQL databases store: generated strings and timestamps,
// checked against PGlite and the real PostgreSQL of Jest's global setup.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { consentRequestSchema } from '@/lib/consent/schema'
import type { ConsentStore } from '@/lib/consent/store'
import type { SiteStore } from '@/lib/store'
import { EmbeddedDatabase } from '@/lib/store/embedded'
import { PostgresDatabase } from '@/lib/store/postgres'
import { shownText } from './support/consent-texts'
import { freshDatabase } from './support/postgres'
import { siteStoreOn } from './support/postgres-backends'

const text = fc.string({ unit: 'binary', maxLength: 300 })
const offset = fc
  .integer({ min: -16 * 60, max: 16 * 60 })
  .map((minutes) => {
    const sign = minutes < 0 ? '-' : '+'
    const abs = Math.abs(minutes)
    return fc.constantFrom(
      'Z',
      `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`,
    )
  })
  .chain((choice) => choice)
const timestamp = fc
  .tuple(
    fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
    fc.integer({ min: 0, max: 9 }),
    offset,
  )
  .map(
    ([date, digits, zone]) =>
      `${date.toISOString().slice(0, 19)}${digits ? `.${'123456789'.slice(0, digits)}` : ''}${zone}`,
  )
const address = fc
  .tuple(fc.constantFrom('https://www.orbitalab.it/', 'http://localhost:3000/'), text)
  .map(([base, path]) => base + encodeURI(path.replace(/[\uD800-\uDFFF]/g, '')))

/** Mostly well-formed, sometimes not: the schema must sort them, and what it keeps must store. */
const mostly = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: good, weight: 5 }, { arbitrary: bad, weight: 1 })
const candidate = fc
  .record({
    user_agent: text,
    page_url: mostly(address, text),
    referrer: fc.oneof(fc.constant(''), address, text),
    timestamp: mostly(timestamp, fc.string()),
    gpc_signal: fc.boolean(),
  })
  .map((fields) => ({
    session_id: 'sess_1767322445000_0123456789abcdef',
    necessary: true,
    analytics: true,
    functional: false,
    marketing: false,
    consent_data: { necessary: true, analytics: true, functional: false, marketing: false },
    consent_id: '0b6c4a1e-8f2d-4c1a-9e3b-5d7f9a2c4e6b',
    accept_type: 'custom',
    banner_language: 'it',
    text_version: shownText('it').version,
    ...fields,
  }))

describe.each([
  ['PGlite', async () => siteStoreOn(new EmbeddedDatabase('memory://'))],
  ['PostgreSQL', async () => siteStoreOn(new PostgresDatabase(await freshDatabase('property')))],
])('consentRequestSchema ⊆ what %s stores', (_name, open) => {
  let site: SiteStore
  let store: ConsentStore
  beforeAll(async () => {
    site = await open()
    store = site.consents
    await store.saveText(shownText('it'))
  }, 30_000)
  afterAll(() => site.close())

  it('stores every generated record the schema accepts, unchanged', async () => {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(candidate, async (body) => {
        const parsed = consentRequestSchema.safeParse(body)
        if (!parsed.success) return
        accepted += 1
        const row = {
          ...parsed.data,
          session_id: `sess_1767322445000_${(accepted + 1e15).toString(16).slice(0, 16)}`,
          ip_address: null,
          policy_version: '1.0',
          reader_hash: 'reader',
          consent_id: crypto.randomUUID(),
          gpc_header: accepted % 2 === 0,
        }
        await store.insert(row)
        const [stored] = (await store.list()).filter((entry) => entry.session_id === row.session_id)
        expect(stored.user_agent).toBe(row.user_agent)
        expect([stored.gpc_signal, stored.gpc_header]).toEqual([row.gpc_signal, row.gpc_header])
        expect(Date.parse(stored.timestamp)).toBe(Date.parse(row.timestamp.replace(/(\.\d{3})\d+/, '$1')))
      }),
      { numRuns: 300 },
    )
    expect(accepted).toBeGreaterThan(50)
  }, 60_000)
})
