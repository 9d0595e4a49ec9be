/** @jest-environment node */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { consentRecordRetentionMonths } from '@/content/legal/retention'
import { consentAddressLimit } from '@/lib/consent/limits'
import { storeConsent } from '@/lib/consent/record'
import { ConsentStore, UnknownTextVersionError, type ConsentRow } from '@/lib/consent/store'
import { SiteStore } from '@/lib/store'
import { EmbeddedDatabase, type PgliteStoreOptions } from '@/lib/store/embedded'
import { StoreError } from '@/lib/store/errors'
import type { StorePort } from '@/lib/store/port'
import { retentionCutoff } from '@/lib/store/retention'
import { SqlPort } from '@/lib/store/sql'
import { otherText } from './support/consent-texts'
import { storeBackends } from './support/postgres-backends'

const isoMs = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const shown = otherText('Rispettiamo la tua privacy. [Chiudi] [Accetta tutto]')

function row(sessionId: string, overrides: Partial<ConsentRow> = {}): ConsentRow {
  const analytics = overrides.analytics ?? false
  return {
    session_id: sessionId,
    ip_address: '203.0.113.0',
    user_agent: 'Mozilla/5.0 "quoted"',
    page_url: 'https://www.orbitalab.it/',
    referrer: '',
    necessary: true,
    analytics,
    functional: false,
    marketing: false,
    consent_data: { necessary: true, analytics, functional: false, marketing: false },
    timestamp: '2026-01-02T03:04:05.678Z',
    policy_version: '1.0',
    reader_hash: 'reader-of-the-test',
    consent_id: crypto.randomUUID(),
    accept_type: analytics ? 'custom' : 'necessary',
    banner_language: 'it',
    text_version: shown.version,
    gpc_signal: false,
    gpc_header: false,
    ...overrides,
  }
}

/** The site's store on the embedded database (PGlite) in `dataDir`. */
const embeddedStore = (dataDir: string, options?: PgliteStoreOptions) =>
  new SiteStore('embedded', new SqlPort(new EmbeddedDatabase(dataDir, options)))

/** Makes sure the next insert gets a later created_at (millisecond resolution) without sleeping. */
function nextMillisecond() {
  const start = Date.now()
  while (Date.now() <= start) {
    // spin: at most one millisecond
  }
}

describe.each(storeBackends)('ConsentStore on %s, real migration', (_name, open) => {
  const alice = 'sess_1767322445000_aaaaaaaaaaaaaaaa'
  const bob = 'sess_1767322445001_bbbbbbbbbbbbbbbb'
  let store: ConsentStore
  let port: StorePort
  let exec: (text: string, params?: unknown[]) => Promise<unknown>
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ port, exec, close } = await open('stores'))
    store = new ConsentStore(port)
    await store.saveText(shown)
    await store.insert(
      row(alice, { analytics: false, ip_address: '203.0.113.0', timestamp: '2026-01-02T03:04:05.678Z' }),
    )
    nextMillisecond()
    await store.insert(row(bob, { ip_address: null }))
    nextMillisecond()
    await store.insert(
      row(alice, { analytics: true, ip_address: '2001:db8:85a3::', timestamp: '2026-01-02T04:05:06.789+01:00' }),
    )
  }, 30_000) // PGlite starts in a second or two, slower on a busy machine

  afterAll(() => close())

  it("returns the newest record of a session, as the visitor's current choice", async () => {
    const latest = await store.latest(alice, 'reader-of-the-test')
    expect(latest).toMatchObject({
      session_id: alice,
      analytics: true,
      ip_address: '2001:db8:85a3::',
      consent_data: { necessary: true, analytics: true, functional: false, marketing: false },
      user_agent: 'Mozilla/5.0 "quoted"',
    })
    expect(typeof latest?.id).toBe('number')
  })

  it('gives consent_data back as an object and timestamps as ISO UTC strings', async () => {
    const latest = await store.latest(alice, 'reader-of-the-test')
    expect(typeof latest?.consent_data).toBe('object')
    expect(latest?.timestamp).toBe('2026-01-02T03:05:06.789Z')
    expect(latest?.created_at).toMatch(isoMs)
    expect(Math.abs(Date.parse(latest!.created_at) - Date.now())).toBeLessThan(60_000)
  })

  it('keeps a missing address as null', async () => {
    expect((await store.latest(bob, 'reader-of-the-test'))?.ip_address).toBeNull()
  })

  it('returns null for an unknown session', async () => {
    expect(await store.latest('sess_1767322445002_cccccccccccccccc', 'reader-of-the-test')).toBeNull()
  })

  it("returns null to another browser's reader, even with the right session id", async () => {
    expect(await store.latest(alice, 'someone-else')).toBeNull()
  })

  it('lists every record oldest first', async () => {
    const rows = await store.list()
    expect(rows.map((r) => [r.session_id, r.analytics])).toEqual([
      [alice, false],
      [bob, false],
      [alice, true],
    ])
    const created = rows.map((r) => Date.parse(r.created_at))
    expect([...created].sort((a, b) => a - b)).toEqual(created)
  })

  it('lists only the records created since a moment', async () => {
    const all = await store.list()
    const since = await store.list(new Date(all[1].created_at))
    expect(since.map((r) => r.id)).toEqual([all[1].id, all[2].id])
    expect(await store.list(new Date(Date.now() + 60_000))).toEqual([])
    expect(await store.list(new Date(0))).toHaveLength(3)
  })

  it('refuses a record with necessary false, as the table does', async () => {
    const bad = { ...row('sess_1767322445004_eeeeeeeeeeeeeeee'), necessary: false } as unknown as ConsentRow
    await expect(store.insert(bad)).rejects.toBeInstanceOf(StoreError)
    expect(await store.latest('sess_1767322445004_eeeeeeeeeeeeeeee', 'reader-of-the-test')).toBeNull()
  })

  it('stores a record sent twice (a retry after a lost answer) once, and takes the second copy without error', async () => {
    const retried = row('sess_1767322445005_ffffffffffffffff')
    await store.insert(retried)
    await expect(store.insert({ ...retried, analytics: true })).resolves.toBeUndefined()
    const copies = (await store.list()).filter((r) => r.consent_id === retried.consent_id)
    expect(copies.map((r) => r.analytics)).toEqual([false])
    await exec('delete from cookie_consents where consent_id = $1', [retried.consent_id])
  })

  it('refuses a record naming a text it does not hold, or the text in another language', async () => {
    const unknown = row('sess_1767322445006_ffffffffffffffff', { text_version: 'a'.repeat(64) })
    await expect(store.insert(unknown)).rejects.toBeInstanceOf(UnknownTextVersionError)
    const wrongLanguage = row('sess_1767322445006_ffffffffffffffff', { banner_language: 'en' })
    await expect(store.insert(wrongLanguage)).rejects.toThrow(/not a banner text in 'en'/)
    expect(await store.latest('sess_1767322445006_ffffffffffffffff', 'reader-of-the-test')).toBeNull()
  })

  it('stores a consent with the text it proves: the text written only the first time, one query after', async () => {
    const fresh = otherText('Un banner che questo archivio non ha ancora visto.')
    const admission = { clientAddress: '203.0.113.40', at: new Date(), max: consentAddressLimit.defaultMax }
    const saveText = jest.spyOn(store, 'saveText')
    const insert = jest.spyOn(store, 'insertWithin')
    try {
      const first = row('sess_1767322445002_cccccccccccccccc', { text_version: fresh.version })
      expect(await storeConsent(store, first, admission, fresh)).toBeNull()
      expect(saveText).toHaveBeenCalledTimes(1)
      const second = row('sess_1767322445003_dddddddddddddddd', { text_version: fresh.version })
      insert.mockClear()
      saveText.mockClear()
      expect(await storeConsent(store, second, admission, fresh)).toBeNull()
      expect({ inserts: insert.mock.calls.length, texts: saveText.mock.calls.length }).toEqual({ inserts: 1, texts: 0 })
      expect((await store.show(second.consent_id))?.banner_text).toBe(fresh.text)
      // A version this deployment did not show must already be stored: it is refused, never invented.
      const unknown = row('sess_1767322445004_eeeeeeeeeeeeeeee', { text_version: otherText('mai').version })
      await expect(storeConsent(store, unknown, admission)).rejects.toBeInstanceOf(UnknownTextVersionError)
    } finally {
      saveText.mockRestore()
      insert.mockRestore()
    }
  })

  it('takes at most the allowance of records from one address in its window; a record sent again is not counted', async () => {
    await store.saveText(shown)
    const at = new Date('2026-11-28T10:00:00Z')
    const { defaultMax: max, windowMs } = consentAddressLimit
    const from = (clientAddress: string, when = at) => ({ clientAddress, at: when, max })
    const records = Array.from({ length: max + 1 }, (_, i) =>
      row(`sess_1767322445100_${i.toString(16).padStart(16, '0')}`),
    )
    for (const record of records.slice(0, max))
      expect(await store.insertWithin(record, from('203.0.113.41'))).toBeNull()
    // The same record again (a lost answer) is accepted, not counted.
    expect(await store.insertWithin(records[0], from('203.0.113.41'))).toBeNull()
    expect(await store.insertWithin(records[max], from('203.0.113.41'))).toEqual(new Date(at.getTime() + windowMs))
    expect(await store.show(records[max].consent_id)).toBeNull()
    // Another address has its own allowance; once the window has passed, the refused one is stored.
    expect(await store.insertWithin(records[max], from('203.0.113.42'))).toBeNull()
    const later = row('sess_1767322445101_ffffffffffffffff')
    expect(await store.insertWithin(later, from('203.0.113.41', new Date(at.getTime() + windowMs)))).toBeNull()
  })

  it('the last hour for the health check: the records stored, and those refused for their address', async () => {
    await store.saveText(shown)
    const site = new SiteStore('embedded', port)
    const at = new Date()
    const before = await site.lastHour(at)
    const max = consentAddressLimit.defaultMax
    for (let i = 0; i <= max; i++)
      await store.insertWithin(row(`sess_1767322445200_${i.toString(16).padStart(16, '0')}`), {
        clientAddress: '203.0.113.61',
        at,
        max,
      })
    const { consents, consentsRefused } = await site.lastHour(new Date(at.getTime() + 1000))
    expect({ consents: consents - before.consents, consentsRefused: consentsRefused - before.consentsRefused }).toEqual(
      {
        consents: max,
        consentsRefused: 1,
      },
    )
  })

  it('keeps a text once, and refuses a text under a hash that is not its own', async () => {
    await store.saveText(shown)
    await store.saveText(shown)
    // The check behind the hash: no other text can be slipped in under a version already shown.
    await expect(store.saveText({ ...shown, text: 'Un altro testo' })).rejects.toBeInstanceOf(StoreError)
    expect((await store.show((await store.list())[0].consent_id!))?.banner_text).toBe(shown.text)
    await expect(store.saveText({ ...otherText('Testo'), version: 'b'.repeat(64) })).rejects.toBeInstanceOf(StoreError)
  })

  it('shows one record by its consent id with the banner text it proves; null for an unknown id', async () => {
    const [first] = await store.list()
    expect(await store.show(first.consent_id!)).toEqual({ ...first, banner_text: shown.text })
    expect(await store.show('00000000-0000-4000-8000-000000000000')).toBeNull()
  })

  it('lists every column of a record', async () => {
    const [first] = await store.list()
    expect(Object.keys(first).sort()).toEqual(['id', 'created_at', ...Object.keys(row(alice))].sort())
    expect(first).toMatchObject({ accept_type: 'necessary', banner_language: 'it', text_version: shown.version })
    expect(first.consent_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it("stores the Global Privacy Control facts as sent: the page's signal and the POST's Sec-GPC", async () => {
    const cases = [
      ['sess_1767322445300_0000000000000001', { gpc_signal: true, gpc_header: true }],
      ['sess_1767322445300_0000000000000002', { gpc_signal: false, gpc_header: true }],
      ['sess_1767322445300_0000000000000003', { gpc_signal: false, gpc_header: false }],
    ] as const
    for (const [id, facts] of cases) await store.insert(row(id, { ...facts, accept_type: 'necessary' }))
    const stored = await store.list()
    for (const [id, facts] of cases) {
      expect(stored.find((r) => r.session_id === id)).toMatchObject(facts)
      expect(await store.latest(id, 'reader-of-the-test')).toMatchObject(facts)
    }
    const signalled = stored.find((r) => r.session_id === cases[0][0])!
    expect(await store.show(signalled.consent_id!)).toMatchObject({ gpc_signal: true, gpc_header: true })
    await exec('delete from cookie_consents where session_id like $1', ['sess_1767322445300_%'])
  })

  it('lets only the first claim of a day through, of however many servers ask', async () => {
    expect(await store.claimDailyPurge('2026-11-23')).toBe(true)
    expect(await store.claimDailyPurge('2026-11-23')).toBe(false)
    expect(await store.claimDailyPurge('2026-11-22')).toBe(false)
    expect(await store.claimDailyPurge('2026-11-24')).toBe(true)
  })

  it('is healthy once migrated', async () => {
    await expect(port.check()).resolves.toBeUndefined()
  })

  it('pages through the whole table instead of stopping at the first capped answer', async () => {
    const all = await store.list()
    expect(all.length).toBeGreaterThan(4)
    expect((await store.list(undefined, 2)).map((entry) => entry.id)).toEqual(all.map((entry) => entry.id))
  })

  it(`purges exactly the records created before the ${consentRecordRetentionMonths}-month cutoff; --dry-run only counts`, async () => {
    const now = new Date('2028-03-31T12:00:00.000Z')
    const cutoff = retentionCutoff(now)
    expect(cutoff.toISOString()).toBe('2026-03-31T12:00:00.000Z')
    const ages = { expired: new Date(cutoff.getTime() - 1), boundary: cutoff, recent: new Date(cutoff.getTime() + 1) }
    for (const [label, createdAt] of Object.entries(ages)) {
      const id = `sess_1767322445100_${label.padEnd(16, '0').slice(0, 16)}`
      await store.insert(row(id, { user_agent: label }))
      await exec('update cookie_consents set created_at = $1 where session_id = $2', [createdAt, id])
    }
    expect(await store.purge(cutoff, { dryRun: true })).toBe(1)
    expect((await store.list()).map((r) => r.user_agent)).toEqual(
      expect.arrayContaining(['expired', 'boundary', 'recent']),
    )
    expect(await store.purge(cutoff)).toBe(1)
    const left = (await store.list()).map((r) => r.user_agent)
    expect(left).not.toContain('expired')
    expect(left).toEqual(expect.arrayContaining(['boundary', 'recent']))
    expect(await store.purge(cutoff)).toBe(0)
  })

  it('purges the banner texts past the cutoff that no record refers to any more, and only those', async () => {
    const cutoff = retentionCutoff(new Date())
    const [unused, recentUnused, referred] = ['vecchio', 'nuovo', 'citato'].map((text) => otherText(text))
    for (const text of [unused, recentUnused, referred]) await store.saveText(text)
    const citing = row('sess_1767322445200_0000000000000000', { text_version: referred.version })
    await store.insert(citing)
    await exec('update consent_texts set created_at = $1 where text_version in ($2, $3)', [
      new Date(cutoff.getTime() - 1),
      unused.version,
      referred.version,
    ])
    await store.purge(cutoff)
    expect((await store.show(citing.consent_id))?.banner_text).toBe('citato')
    // A text that is gone can no longer be named by a record; one younger than the cutoff stays.
    const naming = (text: { version: string }) =>
      row('sess_1767322445201_0000000000000000', { text_version: text.version })
    await expect(store.insert(naming(unused))).rejects.toBeInstanceOf(UnknownTextVersionError)
    await expect(store.insert(naming(recentUnused))).resolves.toBeUndefined()
  })
})

describe('the consent store on the embedded database, on disk', () => {
  it('creates its folder on a fresh machine and keeps the records across a restart', async () => {
    const base = await mkdtemp(path.join(tmpdir(), 'consent-store-'))
    const dataDir = path.join(base, '.data', 'consents')
    try {
      const first = embeddedStore(dataDir)
      await first.consents.saveText(shown)
      await first.consents.insert(row('sess_1767322445000_dddddddddddddddd'))
      await first.close()
      const second = embeddedStore(dataDir)
      expect(
        (await second.consents.latest('sess_1767322445000_dddddddddddddddd', 'reader-of-the-test'))?.ip_address,
      ).toBe('203.0.113.0')
      await second.close()
    } finally {
      await rm(base, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('the embedded database: one process per folder', () => {
  let base: string
  beforeEach(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'consent-lock-'))
  })
  afterEach(async () => {
    await rm(base, { recursive: true, force: true })
  })

  it('turns a second opener of the same folder away with a clear error, and lets it in once the first has closed', async () => {
    const dataDir = path.join(base, 'consents')
    const first = embeddedStore(dataDir)
    await first.consents.saveText(shown)
    await first.consents.insert(row('sess_1767322445000_ffffffffffffffff'))
    const second = embeddedStore(dataDir, { lockWaitMs: 0 })
    await expect(second.check()).rejects.toThrow(`another process is using the embedded database at ${dataDir}`)
    await expect(second.consents.insert(row('sess_1767322445001_ffffffffffffffff'))).rejects.toMatchObject({
      fix: expect.stringContaining('DATABASE_URL'),
    })
    await first.close()
    expect((await second.consents.list()).map((r) => r.session_id)).toEqual(['sess_1767322445000_ffffffffffffffff'])
    await second.close()
  }, 60_000)

  it('refuses a second server process on the same folder', async () => {
    const dataDir = path.join(base, 'consents')
    const first = embeddedStore(dataDir)
    await first.check()
    try {
      const script = `const { SqlPort } = require('./lib/store/sql.ts')
        const { EmbeddedDatabase } = require('./lib/store/embedded.ts')
        new SqlPort(new EmbeddedDatabase(${JSON.stringify(dataDir)}, { lockWaitMs: 0 })).check().then(() => process.exit(0), (error) => { console.error(error.message); process.exit(3) })`
      const child = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['--conditions=react-server', '-e', script], {
        cwd: process.cwd(),
        encoding: 'utf8',
      })
      expect(child.stderr).toContain('another process is using the embedded database')
      expect(child.status).toBe(3)
    } finally {
      await first.close()
    }
  }, 60_000)

  it('takes over the lock of a process that died without releasing it, once the lock is stale', async () => {
    const dataDir = path.join(base, 'consents')
    // What `kill -9` leaves: the lock folder, no longer refreshed (mtime in the past).
    await mkdir(`${dataDir}.lock`)
    const past = new Date(Date.now() - 60_000)
    await utimes(`${dataDir}.lock`, past, past)
    const store = embeddedStore(dataDir, { lockWaitMs: 0 })
    await expect(store.check()).resolves.toBeUndefined()
    await store.close()
  }, 60_000)

  it('names the folder and the fix when the folder cannot be written', async () => {
    // chmod does not bind root; sysfs refuses new folders to everyone.
    const isRoot = process.getuid?.() === 0
    const parent = isRoot ? '/sys' : path.join(base, 'read-only')
    if (!isRoot) await mkdir(parent, { mode: 0o555 })
    const store = embeddedStore(path.join(parent, 'consents'), { lockWaitMs: 0 })
    const error = await store.check().then(
      () => null,
      (caught: StoreError) => caught,
    )
    expect(error?.message).toMatch(
      new RegExp(`the embedded database cannot be opened at ${parent}/consents \\((EACCES|EPERM|EROFS)\\)`),
    )
    expect(error?.fix).toMatch(/writable SITE_STORE_DIR.*DATABASE_URL/)
  })
})
