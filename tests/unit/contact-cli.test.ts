/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { subMonths } from 'date-fns'
import type { ContactFields } from '@/lib/contact/fields'
import { ContactRequestStore, type NewContactRequest, type StoredContactRequest } from '@/lib/contact/store'
import { EmbeddedDatabase } from '@/lib/store/embedded'
import { PostgresDatabase } from '@/lib/store/postgres'
import { SqlPort } from '@/lib/store/sql'
import { freshDatabase, sql } from './support/postgres'
import { contactRequestsCsv } from '@/scripts/contact-requests-format'
import { formulaCells, parseCsv } from './support/csv'
import { testVerifiedProof } from './support/contact-fixtures'

interface Run {
  status: number
  stdout: string
  stderr: string
}

/**
 * Runs the real command, as the operator (or a cron job) would, with only the given store and delivery
 * configured. Asynchronous: the EmailJS stand-in answers from this process meanwhile.
 */
function contactRequests(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(DATABASE_URL|SUPABASE_|SITE_STORE_DIR|EMAILJS_|CONTACT_)/.test(key),
    ),
  )
  return new Promise((resolve) => {
    execFile(
      path.join('node_modules', '.bin', 'tsx'),
      ['--conditions=react-server', 'scripts/contact-requests.ts', ...args],
      { encoding: 'utf8', env: { ...clean, ...env } as NodeJS.ProcessEnv },
      (error, stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    )
  })
}

const emailjs = (origin = 'http://127.0.0.1:9') => ({
  EMAILJS_SERVICE_ID: 'service_test',
  EMAILJS_TEMPLATE_ID: 'template_notify',
  EMAILJS_AUTOREPLY_TEMPLATE_ID: 'template_reply',
  EMAILJS_PUBLIC_KEY: 'public-key',
  EMAILJS_PRIVATE_KEY: 'private-key',
  EMAILJS_API_ORIGIN: origin,
  CONTACT_DELIVERY_PACE_MS: '0',
})

const fields: ContactFields = {
  firstName: 'Giulia',
  lastName: 'Bianchi',
  email: 'giulia.bianchi@example.com',
  message: 'Vorrei un preventivo,\nper un chatbot "su misura".',
  service: 'Chatbot AI',
}

function newContactRequest(
  reference: string,
  at = new Date(),
  overrides: Partial<ContactFields> = {},
): NewContactRequest {
  return {
    requestId: randomUUID(),
    reference,
    fields: { ...fields, ...overrides },
    ipAddress: '203.0.113.0',
    clientAddress: null,
    at,
    autoReplyHourlyLimit: 30,
    notificationHourlyLimit: 60,
    proof: testVerifiedProof(),
  }
}

/** A fresh database holding the given requests, and the store to look at it with. */
async function seeded(label: string, requests: NewContactRequest[]) {
  const url = await freshDatabase(label)
  const db = new PostgresDatabase(url)
  const store = new ContactRequestStore(new SqlPort(db))
  for (const request of requests) expect(await store.submit(request)).toMatchObject({ stored: true, created: true })
  return { url, store, close: () => db.close() }
}

/** Marks channels of a request as the database would after a delivery, a failure or a skip. */
async function setDelivery(url: string, reference: string, channel: string, set: string, params: unknown[] = []) {
  await sql(
    url,
    `update contact_deliveries d set ${set} from contact_requests r
      where r.id = d.request_id and r.reference = $1 and d.channel = $2`,
    [reference, channel, ...params],
  )
}

describe('contactRequestsCsv: the contact requests as CSV', () => {
  const stored = (overrides: Partial<StoredContactRequest>): StoredContactRequest => ({
    reference: 'DDDD-0004',
    request_id: '5f0c7a2e-3b1d-4e8f-9a6c-2d4b8e0f1a3c',
    proven: true,
    first_name: 'Giulia',
    last_name: 'Bianchi',
    email: 'giulia.bianchi@example.com',
    message: 'Salve',
    service: 'Altro',
    ip_address: '203.0.113.0',
    created_at: '2026-01-02T03:04:05.678Z',
    deliveries: [],
    ...overrides,
  })

  it('quotes every cell and defuses a formula after a separator (the finding: Salve;=1+1;@SUM(1+1))', () => {
    const csv = contactRequestsCsv([stored({ message: 'Salve;=1+1;@SUM(1+1)', last_name: '-Bianchi' })])
    const [header, row] = csv.trimEnd().split('\n')
    expect(header.startsWith('"reference","request_id","created_at",')).toBe(true)
    expect(row).toContain(`"Salve;'=1+1;'@SUM(1+1)"`)
    // No cell a spreadsheet could make of the text, splitting on ; , tab, line break or |, begins a formula.
    expect(formulaCells(csv)).toEqual([])
    const [columns, cells] = parseCsv(csv)
    // Every cell quoted, the empty ones too: "…","…",…,"".
    expect(row.split('","')).toHaveLength(columns.length)
    expect([row.at(0), row.at(-1)]).toEqual(['"', '"'])
    expect(cells[columns.indexOf('message')]).toBe("Salve;'=1+1;'@SUM(1+1)")
    expect(cells[columns.indexOf('last_name')]).toBe("'-Bianchi")
    expect(cells[columns.indexOf('notification_attempts')]).toBe('')
  })
})

describe('npm run contact-requests -- list, show and export', () => {
  let db: Awaited<ReturnType<typeof seeded>>
  const hourAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)

  beforeAll(async () => {
    db = await seeded('contact_cli_read', [
      newContactRequest('AAAA-0001', hourAgo(3)),
      newContactRequest('BBBB-0002', hourAgo(2), { firstName: 'Marco', email: 'marco@example.com' }),
      newContactRequest('CCCC-0003', hourAgo(1), {
        message: '=HYPERLINK("http://evil.example","x")',
        service: 'Altro',
      }),
    ])
    // A: the notification failed twice. B: both e-mails sent. C: sent, its auto-reply over the daily limit.
    await setDelivery(db.url, 'AAAA-0001', 'notification', "attempts = 2, last_error = '429 Too Many Requests'")
    for (const reference of ['BBBB-0002', 'CCCC-0003'])
      await setDelivery(db.url, reference, 'notification', 'attempts = 1, delivered_at = r.created_at')
    await setDelivery(
      db.url,
      'BBBB-0002',
      'autoreply',
      "attempts = 1, delivered_at = r.created_at + interval '1 second'",
    )
    await setDelivery(db.url, 'CCCC-0003', 'autoreply', "skipped = 'the daily auto-reply limit was reached'")
  }, 60_000)
  afterAll(() => db.close())

  it('list prints one line per request with each configured channel state; --pending only those waiting', async () => {
    const env = { DATABASE_URL: db.url, ...emailjs() }
    const list = await contactRequests(['list'], env)
    expect(list.status).toBe(0)
    const lines = list.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'))
    expect(lines.map((cells) => cells[0])).toEqual(['AAAA-0001', 'BBBB-0002', 'CCCC-0003'])
    expect(lines[0]).toEqual([
      'AAAA-0001',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      'Giulia Bianchi',
      'giulia.bianchi@example.com',
      'Chatbot AI',
      // Proven and within the ceiling: its own notification, and no row for the digest.
      'notification: pending (2 attempts, last error: 429 Too Many Requests); autoreply: pending (0 attempts)',
    ])
    expect(lines[1].slice(2)).toEqual([
      'Marco Bianchi',
      'marco@example.com',
      'Chatbot AI',
      'notification: delivered; autoreply: delivered',
    ])
    expect(lines[2][5]).toBe('notification: delivered; autoreply: skipped (the daily auto-reply limit was reached)')
    expect(list.stderr).toContain('3 contact request(s); delivery: emailjs')

    const pending = await contactRequests(['list', '--pending'], env)
    expect(
      pending.stdout
        .trimEnd()
        .split('\n')
        .map((line) => line.split('\t')[0]),
    ).toEqual(['AAAA-0001'])
    const since = await contactRequests(
      ['list', '--since', new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)],
      env,
    )
    expect([since.status, since.stdout]).toEqual([0, ''])

    // No delivery configured: nothing is waiting for one.
    const unconfigured = await contactRequests(['list', '--pending'], { DATABASE_URL: db.url })
    expect([unconfigured.status, unconfigured.stdout]).toEqual([0, ''])
    expect(unconfigured.stderr).toContain('not configured')
  }, 60_000)

  it('show prints every field, each channel and the message in full; an unknown reference exits 1', async () => {
    const show = await contactRequests(['show', 'aaaa-0001'], { DATABASE_URL: db.url, ...emailjs() })
    expect(show.status).toBe(0)
    for (const line of [
      /^reference: +AAAA-0001$/m,
      /^request id: +[0-9a-f-]{36}$/m,
      /^arrived: +\d{4}-\d{2}-\d{2}T[\d:.]+Z$/m,
      /^first name: +Giulia$/m,
      /^last name: +Bianchi$/m,
      /^email: +giulia\.bianchi@example\.com$/m,
      /^service: +Chatbot AI$/m,
      /^ip address: +203\.0\.113\.0$/m,
      /^proof of work: +yes$/m,
      /^notification: pending \(2 attempts, last error: 429 Too Many Requests\)\n {2}attempts: +2\n {2}last error: +429 Too Many Requests\n {2}next attempt: +\d{4}-[\d\-T:.]+Z\n {2}delivered: +-$/m,
      /^autoreply: pending \(0 attempts\)$/m,
      /^webhook \(not configured here\): pending \(0 attempts\)$/m,
    ])
      expect(show.stdout).toMatch(line)
    expect(show.stdout.endsWith(`message:\n${fields.message}\n`)).toBe(true)
    // A request is notified or in the digest, never both: no line for the channel it lacks.
    expect(show.stdout).not.toMatch(/^digest:/m)

    const delivered = await contactRequests(['show', 'BBBB-0002'], { DATABASE_URL: db.url, ...emailjs() })
    expect(delivered.stdout).toMatch(
      /^autoreply: delivered\n {2}attempts: +1\n {2}last error: +-\n {2}next attempt: +-\n {2}delivered: +\d{4}-/m,
    )

    const unknown = await contactRequests(['show', 'ZZZZ-9999'], { DATABASE_URL: db.url })
    expect([unknown.status, unknown.stdout, unknown.stderr]).toEqual([
      1,
      '',
      'no contact request with the reference ZZZZ-9999\n',
    ])
    const malformed = await contactRequests(['show', '42'], { DATABASE_URL: db.url })
    expect([malformed.status, malformed.stderr]).toEqual([
      2,
      expect.stringMatching(/^show needs a reference.*\nusage:/),
    ])
  }, 60_000)

  it('export writes every column as CSV (deliveries one column per channel and field) or as JSON', async () => {
    const csv = await contactRequests(['export'], { DATABASE_URL: db.url })
    expect(csv.status).toBe(0)
    const [header, ...rows] = parseCsv(csv.stdout)
    const base = ['reference', 'request_id', 'created_at', 'first_name', 'last_name', 'email', 'service', 'message']
    const perChannel = ['attempts', 'last_error', 'next_attempt_at', 'delivered_at', 'skipped']
    expect(header).toEqual([
      ...base,
      'ip_address',
      // Whether it came with a proof of work: the CSV tells the requests the digest carried apart too.
      'proven',
      ...['notification', 'autoreply', 'webhook', 'digest'].flatMap((channel) =>
        perChannel.map((f) => `${channel}_${f}`),
      ),
    ])
    expect(rows).toHaveLength(3)
    const cell = (row: string[], column: string) => row[header.indexOf(column)]
    expect(rows.map((row) => cell(row, 'reference'))).toEqual(['AAAA-0001', 'BBBB-0002', 'CCCC-0003'])
    expect(cell(rows[0], 'message')).toBe(fields.message)
    expect(cell(rows[0], 'notification_attempts')).toBe('2')
    expect(cell(rows[0], 'notification_last_error')).toBe('429 Too Many Requests')
    expect(cell(rows[0], 'notification_delivered_at')).toBe('')
    expect(cell(rows[1], 'autoreply_delivered_at')).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(cell(rows[2], 'autoreply_skipped')).toBe('the daily auto-reply limit was reached')
    // A visitor's message that a spreadsheet would run as a formula is defused.
    expect(cell(rows[2], 'message')).toBe('\'=HYPERLINK("http://evil.example","x")')
    expect(csv.stdout.startsWith('"reference","request_id",')).toBe(true)
    expect(csv.stderr).toContain('3 contact request(s)')

    const json = await contactRequests(['export', '--format', 'json'], { DATABASE_URL: db.url })
    expect(json.status).toBe(0)
    const exported = JSON.parse(json.stdout) as StoredContactRequest[]
    expect(exported).toEqual(await db.store.list())
    expect(exported[0]).toMatchObject({ reference: 'AAAA-0001', first_name: 'Giulia', message: fields.message })
    expect(exported[0].deliveries.map((d) => d.channel).sort()).toEqual(['autoreply', 'notification', 'webhook'])

    const since = await contactRequests(['export', '--since', '2999-01-01'], { DATABASE_URL: db.url })
    expect(parseCsv(since.stdout)).toEqual([header])
    const bad = await contactRequests(['export', '--format', 'xml'], { DATABASE_URL: db.url })
    expect([bad.status, bad.stderr]).toEqual([2, expect.stringMatching(/^--format must be csv or json\nusage:/)])
  }, 60_000)

  it('bad arguments print the usage and exit 2', async () => {
    for (const args of [
      [],
      ['bogus'],
      ['list', '--now'],
      ['list', '--since', '31/01/2026'],
      ['show'],
      ['purge', 'x'],
    ]) {
      const run = await contactRequests(args, { DATABASE_URL: db.url })
      expect([args, run.status, run.stderr]).toEqual([
        args,
        2,
        expect.stringContaining('usage:\n  npm run contact-requests -- list'),
      ])
    }
  }, 60_000)
})

describe('npm run contact-requests -- purge', () => {
  it('--dry-run counts the requests past 36 months, purge deletes exactly those and their deliveries', async () => {
    const now = new Date()
    const db = await seeded('contact_cli_purge', [
      newContactRequest('OLDD-0037', subMonths(now, 37)),
      newContactRequest('KEEP-0035', subMonths(now, 35)),
    ])
    try {
      const dryRun = await contactRequests(['purge', '--dry-run'], { DATABASE_URL: db.url })
      expect([dryRun.status, dryRun.stdout]).toEqual([
        0,
        expect.stringMatching(
          /^would delete 1 contact request\(s\) that arrived before .* \(older than 36 months\); nothing deleted \(--dry-run\)\n$/,
        ),
      ])
      expect((await db.store.list()).length).toBe(2)

      const purge = await contactRequests(['purge'], { DATABASE_URL: db.url })
      expect([purge.status, purge.stdout]).toEqual([0, expect.stringMatching(/^deleted 1 contact request\(s\) /)])
      expect((await db.store.list()).map((contactRequest) => contactRequest.reference)).toEqual(['KEEP-0035'])
      expect(await sql(db.url, 'select count(*)::int as n from contact_deliveries')).toEqual([{ n: 3 }])
    } finally {
      await db.close()
    }
  }, 60_000)
})

interface Received {
  url: string
  body: { service_id: string; template_id: string; user_id: string; accessToken: string; template_params: object }
}

/** A stand-in for EmailJS's REST API: records each send and answers with `status`. */
async function emailjsStandIn(status: () => number) {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      if (request.method === 'POST') received.push({ url: request.url ?? '', body: JSON.parse(body) })
      const answer = status()
      response.writeHead(answer, { 'Content-Type': 'text/plain' }).end(answer === 200 ? 'OK' : 'Too Many Requests')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, received, close: () => new Promise((resolve) => server.close(resolve)) }
}

describe('npm run contact-requests -- deliver', () => {
  it('--now sends the notification, then the auto-reply, each exactly once, with the templates’ parameters', async () => {
    // 23:30 UTC two days ago: already the next day in Rome (UTC+1 or +2), which `today` must name.
    const at = new Date(Date.now() - 2 * 86_400_000)
    at.setUTCHours(23, 30, 0, 0)
    const romeDay = new Date(at.getTime() + 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/')
    const db = await seeded('contact_cli_deliver', [newContactRequest('DDDD-0001', at)])
    const stand = await emailjsStandIn(() => 200)
    try {
      const env = { DATABASE_URL: db.url, ...emailjs(stand.origin) }
      const deliver = await contactRequests(['deliver', '--now'], env)
      expect([deliver.status, deliver.stderr]).toEqual([0, ''])
      expect(deliver.stdout).toBe(
        'delivered: notification 1, autoreply 1, digest 0\nfailed: 0\nstill waiting: 0 contact request(s)\n',
      )
      const common = { service_id: 'service_test', user_id: 'public-key', accessToken: 'private-key' }
      const { firstName, lastName, email, message, service } = fields
      expect(stand.received).toEqual([
        {
          url: '/api/v1.0/email/send',
          body: {
            ...common,
            template_id: 'template_notify',
            template_params: { firstName, lastName, email, message, service, today: romeDay },
          },
        },
        {
          url: '/api/v1.0/email/send',
          body: {
            ...common,
            template_id: 'template_reply',
            template_params: { firstName, lastName, email, service, today: romeDay, to_email: email },
          },
        },
      ])

      const again = await contactRequests(['deliver', '--now'], env)
      expect(again.stdout).toContain('delivered: notification 0, autoreply 0, digest 0\nfailed: 0')
      expect(stand.received).toHaveLength(2)
      const [contactRequest] = await db.store.list()
      expect(contactRequest.deliveries.filter((d) => d.delivered_at).map((d) => [d.channel, d.attempts])).toEqual([
        ['autoreply', 1],
        ['notification', 1],
      ])
    } finally {
      await stand.close()
      await db.close()
    }
  }, 60_000)

  it('a refused send is counted, logged and kept with its error (exit 1); the auto-reply waits for it', async () => {
    const db = await seeded('contact_cli_deliver_fail', [newContactRequest('FFFF-0001')])
    const stand = await emailjsStandIn(() => 429)
    try {
      const deliver = await contactRequests(['deliver', '--now'], { DATABASE_URL: db.url, ...emailjs(stand.origin) })
      expect(deliver.status).toBe(1)
      expect(deliver.stdout).toBe(
        'delivered: notification 0, autoreply 0, digest 0\nfailed: 1\nstill waiting: 1 contact request(s)\n',
      )
      expect(deliver.stderr).toMatch(/notification of request FFFF-0001 failed \(attempt 1\): 429 Too Many Requests/)
      expect(stand.received.map((r) => r.body.template_id)).toEqual(['template_notify'])
      const show = await contactRequests(['show', 'FFFF-0001'], { DATABASE_URL: db.url })
      expect(show.stdout).toMatch(/^ {2}last error: +429 Too Many Requests$/m)
    } finally {
      await stand.close()
      await db.close()
    }
  }, 60_000)

  it('with no delivery configured, says so and exits 1', async () => {
    const url = await freshDatabase('contact_cli_unconfigured')
    const deliver = await contactRequests(['deliver', '--now'], { DATABASE_URL: url })
    expect([deliver.status, deliver.stderr]).toEqual([1, expect.stringMatching(/^no delivery is configured: set /)])
  }, 30_000)

  it('on the embedded database the running site holds: refuses, saying the site delivers itself', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'contact-cli-'))
    const running = new EmbeddedDatabase(path.join(folder, 'store'))
    try {
      await new SqlPort(running).check()
      const deliver = await contactRequests(['deliver', '--now'], {
        SITE_STORE_DIR: path.join(folder, 'store'),
        ...emailjs(),
      })
      expect(deliver.status).toBe(1)
      expect(deliver.stderr).toContain('delivers what is due itself, every minute; nothing was sent')
    } finally {
      await running.close()
      await rm(folder, { recursive: true, force: true })
    }
  }, 60_000)
})
