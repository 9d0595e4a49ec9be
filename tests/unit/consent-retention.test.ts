/** @jest-environment node */
// The 24-month purge on its own schedule: at start, then once a day, and once a day between all servers.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals'
import type { ConsentRow, ConsentStore } from '@/lib/consent/store'
import type { SiteStore } from '@/lib/store'
import { PostgresDatabase } from '@/lib/store/postgres'
import { keepWithinRetention, retentionCutoff, type RetentionSchedule } from '@/lib/store/retention'
import { otherText } from './support/consent-texts'
import { freshDatabase, sql } from './support/postgres'
import { siteStoreOn } from './support/postgres-backends'

const hour = 60 * 60 * 1000
const shown = otherText('Rispettiamo la tua privacy.')

function record(sessionId: string): ConsentRow {
  const choice = { necessary: true as const, analytics: false, functional: false, marketing: false }
  return {
    session_id: sessionId,
    ip_address: null,
    user_agent: 'jest',
    page_url: 'https://www.orbitalab.it/',
    referrer: '',
    ...choice,
    consent_data: choice,
    timestamp: new Date().toISOString(),
    policy_version: '1.0',
    reader_hash: 'reader',
    consent_id: crypto.randomUUID(),
    accept_type: 'necessary',
    banner_language: 'it',
    text_version: shown.version,
    gpc_signal: false,
    gpc_header: false,
  }
}

describe('keepWithinRetention: two servers on one PostgreSQL database', () => {
  let url: string
  let site: SiteStore
  let store: ConsentStore
  const schedules: RetentionSchedule[] = []

  /** Stores a record created `ageMs` before the (fake) present. */
  async function recordAged(sessionId: string, ageMs: number) {
    await store.insert(record(sessionId))
    await sql(url, 'update cookie_consents set created_at = $1 where session_id = $2', [
      new Date(Date.now() - ageMs),
      sessionId,
    ])
  }
  const sessions = async () => (await store.list()).map((row) => row.session_id).sort((a, b) => a.localeCompare(b))

  beforeAll(async () => {
    url = await freshDatabase('retention')
    site = siteStoreOn(new PostgresDatabase(url))
    store = site.consents
    await store.saveText(shown)
  })
  afterEach(() => {
    for (const schedule of schedules.splice(0)) schedule.stop()
    jest.useRealTimers()
  })
  afterAll(() => site.close())

  it('purges at start, not again when a second server starts that day, then once the next day', async () => {
    // Only the calendar and the daily timer are fake: the database's own timeouts keep running.
    const today = new Date()
    jest.useFakeTimers({
      now: Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 1),
      doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'],
    })
    const expiredAge = Date.now() - retentionCutoff(new Date()).getTime() + hour
    await recordAged('sess_1767322445000_000000000000e001', expiredAge)
    await recordAged('sess_1767322445000_000000000000f001', 0)

    const logA: string[] = []
    const logB: string[] = []
    const serverA = keepWithinRetention({ consents: store }, (line) => logA.push(line))
    schedules.push(serverA)
    expect(await serverA.latest()).toEqual({ consents: 1, contactRequests: 0 })
    expect(logA).toEqual([
      expect.stringMatching(
        /^\[consent\] retention: purged 1 record\(s\) created before \S+Z \(older than 24 months\)/,
      ),
    ])
    expect(await sessions()).toEqual(['sess_1767322445000_000000000000f001'])

    // 14 hours later, the same day: a second server starts, and finds the day's purge done.
    jest.advanceTimersByTime(14 * hour)
    await recordAged('sess_1767322445000_000000000000e002', expiredAge)
    const serverB = keepWithinRetention({ consents: store }, (line) => logB.push(line))
    schedules.push(serverB)
    expect(await serverB.latest()).toBeNull()
    expect(await sessions()).toContain('sess_1767322445000_000000000000e002')

    // The next day: server A's timer comes first and purges; server B's, later that day, does not.
    jest.advanceTimersByTime(10 * hour)
    expect(await serverA.latest()).toEqual({ consents: 1, contactRequests: 0 })
    jest.advanceTimersByTime(14 * hour)
    expect(await serverB.latest()).toBeNull()
    expect(await sessions()).toEqual(['sess_1767322445000_000000000000f001'])
    expect(logA).toHaveLength(2)
    expect(logB).toEqual([])
  }, 30_000)

  it('logs a purge that fails in one line, and tries again the next day', async () => {
    jest.useFakeTimers({
      doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'],
    })
    const broken = Object.assign(Object.create(store) as ConsentStore, {
      claimDailyPurge: async () => true,
      purge: async () => Promise.reject(new Error('relation "cookie_consents" is locked')),
    })
    const log: string[] = []
    const schedule = keepWithinRetention({ consents: broken }, (line) => log.push(line))
    schedules.push(schedule)
    await schedule.latest()
    expect(log).toEqual([
      '[consent] retention: the purge failed (relation "cookie_consents" is locked); the next day tries again',
    ])
    jest.advanceTimersByTime(24 * hour)
    await schedule.latest()
    expect(log).toHaveLength(2)
  })
})
