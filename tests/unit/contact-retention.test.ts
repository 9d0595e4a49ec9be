/** @jest-environment node */
// The 36-month purge of contact requests, beside the consents', once a day between all servers.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { subMonths } from 'date-fns'
import { contactRequestRetentionMonths } from '@/content/legal/retention'
import type { SiteStore } from '@/lib/store'
import { EmbeddedDatabase } from '@/lib/store/embedded'
import { startBackgroundJobs } from '@/lib/store/jobs'
import { PostgresDatabase } from '@/lib/store/postgres'
import type { SqlDatabase } from '@/lib/store/sql'
import { keepWithinRetention, requestRetentionCutoff, type RetentionSchedule } from '@/lib/store/retention'
import { freshDatabase } from './support/postgres'
import { siteStoreOn } from './support/postgres-backends'
import { testVerifiedProof } from './support/contact-fixtures'

const hour = 60 * 60 * 1000
// Only the calendar and the daily timer are fake: the database's own timeouts keep running.
const realTimers = [
  'setTimeout',
  'clearTimeout',
  'setImmediate',
  'clearImmediate',
  'nextTick',
  'queueMicrotask',
] as const

let counter = 0
/** Stores a contact request that arrived at `at`; answers its reference. */
async function requestAt(store: SiteStore, at: Date): Promise<string> {
  counter += 1
  const reference = `KEEP-${counter.toString().padStart(4, '0')}`
  await store.contactRequests.submit({
    requestId: randomUUID(),
    reference,
    fields: { firstName: 'Giulia', lastName: 'Ferri', email: 'g@example.it', message: 'Ciao', service: 'Altro' },
    ipAddress: null,
    clientAddress: null,
    at,
    autoReplyHourlyLimit: 30,
    notificationHourlyLimit: 60,
    proof: testVerifiedProof(),
  })
  return reference
}

describe('requestRetentionCutoff', () => {
  it('is 36 months before now, as the privacy policy states', () => {
    expect(contactRequestRetentionMonths).toBe(36)
    expect(requestRetentionCutoff(new Date('2026-03-07T10:00:00.000Z')).toISOString()).toBe('2023-03-07T10:00:00.000Z')
  })
})

describe('keepWithinRetention with both kinds: two servers on one PostgreSQL database', () => {
  const databases: PostgresDatabase[] = []
  let serverA: SiteStore
  let serverB: SiteStore
  const schedules: RetentionSchedule[] = []
  const references = async () =>
    (await serverA.contactRequests.list()).map((contactRequest) => contactRequest.reference).sort()

  beforeAll(async () => {
    const url = await freshDatabase('contact_retention')
    databases.push(new PostgresDatabase(url), new PostgresDatabase(url))
    ;[serverA, serverB] = databases.map(siteStoreOn)
    await serverA.check()
  })
  afterEach(() => {
    for (const schedule of schedules.splice(0)) schedule.stop()
    jest.useRealTimers()
  })
  afterAll(() => Promise.all(databases.map((db) => db.close())))

  it('purges the requests older than 36 months and keeps one of 35, once a day between the two', async () => {
    const today = new Date()
    jest.useFakeTimers({
      now: Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 1),
      doNotFake: [...realTimers],
    })
    const expired = await requestAt(serverA, new Date(subMonths(new Date(), 36).getTime() - hour))
    const kept = await requestAt(serverA, subMonths(new Date(), 35))
    const recent = await requestAt(serverA, new Date())

    const logA: string[] = []
    const logB: string[] = []
    const a = keepWithinRetention(serverA, (line) => logA.push(line))
    schedules.push(a)
    expect(await a.latest()).toEqual({ consents: 0, contactRequests: 1 })
    expect(await references()).toEqual([kept, recent].sort())
    expect(logA[1]).toBe(
      `[contact] retention: purged 1 contact request(s) that arrived before ${requestRetentionCutoff(new Date()).toISOString()} (older than 36 months)`,
    )
    expect(logA).toHaveLength(2) // the consents' line, then the requests'

    // 14 hours later, the same day: server B starts, finds the day's purge done, and leaves a new expired one.
    jest.advanceTimersByTime(14 * hour)
    const expiredLater = await requestAt(serverB, new Date(subMonths(new Date(), 36).getTime() - hour))
    const b = keepWithinRetention(serverB, (line) => logB.push(line))
    schedules.push(b)
    expect(await b.latest()).toBeNull()
    expect(await references()).toContain(expiredLater)

    // The next day: A's timer comes first and purges it; B's, later that day, does not run.
    jest.advanceTimersByTime(10 * hour)
    expect(await a.latest()).toEqual({ consents: 0, contactRequests: 1 })
    jest.advanceTimersByTime(14 * hour)
    expect(await b.latest()).toBeNull()
    expect(await references()).toEqual([kept, recent].sort())
    expect(await serverA.contactRequests.show(expired)).toBeNull()
    expect(logA).toHaveLength(4)
    expect(logB).toEqual([])
  }, 30_000)

  it('a contact purge that fails is logged in one line, the consents still purged, and tried again the next day', async () => {
    jest.useFakeTimers({ doNotFake: [...realTimers] })
    const broken = {
      consents: Object.assign(Object.create(serverA.consents) as SiteStore['consents'], {
        claimDailyPurge: async () => true,
      }),
      contactRequests: Object.assign(Object.create(serverA.contactRequests) as SiteStore['contactRequests'], {
        purge: async () => Promise.reject(new Error('relation "contact_requests" is locked')),
      }),
    }
    const log: string[] = []
    const schedule = keepWithinRetention(broken, (line) => log.push(line))
    schedules.push(schedule)
    expect(await schedule.latest()).toEqual({ consents: 0, contactRequests: 0 })
    expect(log).toEqual([
      expect.stringMatching(/^\[consent\] retention: purged 0 record\(s\)/),
      '[contact] retention: the purge failed (relation "contact_requests" is locked); the next day tries again',
    ])
    jest.advanceTimersByTime(24 * hour)
    await schedule.latest()
    expect(log).toHaveLength(4)
  })
})

describe("the limits' hits that left their window, while no server ran", () => {
  /** One hit that expired an hour ago and one that expires in an hour; answers which are left. */
  const plant = (db: SqlDatabase) =>
    db.run(`insert into contact_limit_hits (bucket, at, expires_at) values
      ('address:expired', now() - interval '2 hours', now() - interval '1 hour'),
      ('address:current', now(), now() + interval '1 hour')`)
  const left = async (db: SqlDatabase) =>
    (await db.run<{ bucket: string }>('select bucket from contact_limit_hits order by bucket')).rows.map(
      (r) => r.bucket,
    )

  it('go when the PostgreSQL store opens', async () => {
    const url = await freshDatabase('contact_hits_open')
    const before = new PostgresDatabase(url)
    await plant(before)
    await before.close()
    const reopened = new PostgresDatabase(url)
    try {
      expect(await left(reopened)).toEqual(['address:current'])
    } finally {
      await reopened.close()
    }
  })

  it('go when the embedded store opens its folder again', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'contact-hits-'))
    try {
      const before = new EmbeddedDatabase(path.join(folder, 'db'))
      await plant(before)
      await before.close()
      const reopened = new EmbeddedDatabase(path.join(folder, 'db'))
      expect(await left(reopened)).toEqual(['address:current'])
      await reopened.close()
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }, 120_000) // a new folder is initdb'd first: seconds, and far more on a busy machine

  it('go on the daily run too', async () => {
    const db = new PostgresDatabase(await freshDatabase('contact_hits_daily'))
    try {
      const store = siteStoreOn(db)
      await store.check()
      await plant(db)
      const schedule = keepWithinRetention(store, () => {})
      await schedule.latest()
      schedule.stop()
      expect(await left(db)).toEqual(['address:current'])
    } finally {
      await db.close()
    }
  })
})

describe('the background jobs', () => {
  it('stop, and are waited for, before the store closes: the day’s purge never meets a closed pool', async () => {
    const store = siteStoreOn(new PostgresDatabase(await freshDatabase('jobs_close')))
    const info = jest.spyOn(console, 'info').mockImplementation(() => {})
    try {
      startBackgroundJobs(store)
      await store.close()
      expect(info.mock.calls.map(String)).toEqual([
        expect.stringMatching(/^\[consent\] retention: purged 0 record\(s\)/),
        expect.stringMatching(/^\[contact\] retention: purged 0 contact request\(s\)/),
      ])
    } finally {
      info.mockRestore()
    }
  })
})
