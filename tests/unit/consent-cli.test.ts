/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { EmbeddedDatabase } from '@/lib/store/embedded'
import { PostgresDatabase } from '@/lib/store/postgres'
import { retentionCutoff } from '@/lib/store/retention'
import type { ConsentRow, StoredConsent } from '@/lib/consent/store'
import { defuseFormulas, toCsv } from '@/scripts/consents-csv'
import { otherText, shownSignalText, shownText } from './support/consent-texts'
import { freshDatabase, sql } from './support/postgres'
import { formulaCells, parseCsv } from './support/csv'
import { siteStoreOn } from './support/postgres-backends'

const columns =
  'id,consent_id,created_at,timestamp,session_id,ip_address,accept_type,necessary,analytics,functional,marketing,policy_version,banner_language,text_version,gpc_signal,gpc_header,page_url,referrer,user_agent,consent_data,reader_hash'.split(
    ',',
  )
/** Every cell is quoted, the header's too. */
const header = columns.map((column) => `"${column}"`).join(',')
/** The cell of `column` in a parsed CSV line. */
const cell = (cells: string[], column: string) => cells[columns.indexOf(column)]
const shown = otherText('Rispettiamo la tua privacy.')

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
    policy_version: '1.0',
    reader_hash: 'reader',
    consent_id: '0b6c4a1e-8f2d-4c1a-9e3b-5d7f9a2c4e6b',
    accept_type: 'custom',
    banner_language: 'it',
    text_version: shown.version,
    gpc_signal: false,
    gpc_header: false,
    ...overrides,
  }
}

describe('toCsv: the agency export of consent records', () => {
  it('starts with the header row, and an empty export is just the header', () => {
    expect(toCsv([])).toBe(`${header}\n`)
    expect(toCsv([row()]).split('\n')[0]).toBe(header)
  })

  it('writes one line per record in the header order, every cell quoted, booleans as true/false', () => {
    const csv = toCsv([row(), row({ id: 2, analytics: false })])
    const lines = csv.trimEnd().split('\n')
    expect(lines).toHaveLength(3)
    expect(
      lines[1].startsWith(
        `"1","0b6c4a1e-8f2d-4c1a-9e3b-5d7f9a2c4e6b","2026-01-02T03:04:05.678Z","2026-01-02T03:04:05.000Z","sess_1767322445000_0123456789abcdef","203.0.113.0","custom","true","true","false","false","1.0","it","${shown.version}","false","false","https://www.orbitalab.it/","","Mozilla/5.0",`,
      ),
    ).toBe(true)
    expect(cell(parseCsv(csv)[2], 'analytics')).toBe('false')
  })

  it('serialises consent_data as JSON in one quoted cell', () => {
    const [, cells] = parseCsv(toCsv([row()]))
    expect(JSON.parse(cell(cells, 'consent_data'))).toEqual({
      necessary: true,
      analytics: true,
      functional: false,
      marketing: false,
    })
    expect(toCsv([row()])).toContain(
      '"{""necessary"":true,""analytics"":true,""functional"":false,""marketing"":false}"',
    )
  })

  it('writes the Global Privacy Control facts as true/false', () => {
    const [, cells] = parseCsv(toCsv([row({ accept_type: 'signal', gpc_signal: true, gpc_header: false })]))
    expect([cell(cells, 'accept_type'), cell(cells, 'gpc_signal'), cell(cells, 'gpc_header')]).toEqual([
      'signal',
      'true',
      'false',
    ])
  })

  it('writes null as an empty cell', () => {
    const [, cells] = parseCsv(toCsv([row({ ip_address: null })]))
    expect(cell(cells, 'ip_address')).toBe('')
    expect(cells).toHaveLength(columns.length)
  })

  it('quotes and escapes quotes, commas and newlines so every cell survives', () => {
    const tricky = row({
      user_agent: 'Agent "X", v2\nsecond line',
      referrer: 'https://example.com/?a=1,2',
      page_url: 'https://example.com/\r\nx',
    })
    const csv = toCsv([tricky])
    expect(csv).toContain('"Agent ""X"", v2\nsecond line"')
    const parsed = parseCsv(csv)
    expect(parsed).toHaveLength(2)
    expect(parsed[1]).toHaveLength(columns.length)
    expect(cell(parsed[1], 'user_agent')).toBe('Agent "X", v2\nsecond line')
    expect(cell(parsed[1], 'referrer')).toBe('https://example.com/?a=1,2')
    // A carriage return, which could move a terminal's cursor back over the line, is a line break.
    expect(cell(parsed[1], 'page_url')).toBe('https://example.com/\nx')
  })

  it('defuses visitor text that a spreadsheet would run as a formula', () => {
    const [, cells] = parseCsv(toCsv([row({ user_agent: '=HYPERLINK("http://evil.example","x")', referrer: '' })]))
    expect(cell(cells, 'user_agent')).toBe('\'=HYPERLINK("http://evil.example","x")')
    expect(cell(cells, 'referrer')).toBe('')
  })

  it('defuses a formula after a separator an Italian spreadsheet splits on (the finding: Salve;=1+1;@SUM(1+1))', () => {
    const finding = 'Salve;=1+1;@SUM(1+1)'
    const csv = toCsv([row({ user_agent: finding, referrer: `https://example.com/?q=a,+b|-c` })])
    expect(csv).toContain(`"Salve;'=1+1;'@SUM(1+1)"`)
    expect(formulaCells(csv)).toEqual([])
    const [, cells] = parseCsv(csv)
    expect(cell(cells, 'user_agent')).toBe(defuseFormulas(finding))
    expect(cell(cells, 'referrer')).toBe("https://example.com/?q=a,'+b|'-c")
  })

  it('carries every column of the table, policy version and proof included', () => {
    // row() has every column of the table, as list() returns it.
    expect([...columns].sort()).toEqual(Object.keys(row()).sort())
  })
})

describe('defuseFormulas: the one rule both CSV exports apply to visitor text', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('a cell starting with %j gets a single quote before it', (trigger) => {
    const value = `${trigger}1+1`
    expect(defuseFormulas(value)).toBe(`'${value}`)
    const [, cells] = parseCsv(toCsv([row({ user_agent: value })]))
    // In the export a carriage return is a line break already, which starts no formula.
    expect(cell(cells, 'user_agent')).toBe(trigger === '\r' ? '\n1+1' : `'${value}`)
  })

  it.each([',', ';', '\t', '\n', '\r\n', '|'])('so does a formula right after the separator %j', (separator) => {
    expect(defuseFormulas(`Salve${separator}=1+1`)).toBe(`Salve${separator}'=1+1`)
    // Spaces or quotes a spreadsheet may trim first change nothing.
    expect(defuseFormulas(`Salve${separator} "@SUM(1+1)"`)).toBe(`Salve${separator} "'@SUM(1+1)"`)
  })

  it('leaves text with no formula as written', () => {
    for (const text of ['Salve, vorrei un preventivo; grazie.', 'Mozilla/5.0 (X11; Linux x86_64)', 'a=1', "l'app", ''])
      expect(defuseFormulas(text)).toBe(text)
  })
})

/** Runs the real command, as the operator (or the operator's cron) would, with only the given store configured. */
function consents(args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|SUPABASE_|SITE_STORE_DIR)/.test(key)),
  )
  return spawnSync(
    path.join('node_modules', '.bin', 'tsx'),
    ['--conditions=react-server', 'scripts/consents.ts', ...args],
    {
      encoding: 'utf8',
      env: { ...clean, ...env } as NodeJS.ProcessEnv,
    },
  )
}

/** A record to insert: the fields of `row()` with a consent id of its own. */
function insertable(sessionId: string): ConsentRow {
  return {
    ...row(),
    session_id: sessionId,
    consent_id: randomUUID(),
    accept_type: 'custom',
    banner_language: 'it',
    text_version: shown.version,
    gpc_signal: false,
    gpc_header: false,
  }
}

describe('npm run consents -- show and texts', () => {
  it('show prints one record and the banner text it proves; an unknown or malformed id exits 2 saying so', async () => {
    const url = await freshDatabase('cli_show')
    const site = siteStoreOn(new PostgresDatabase(url))
    const store = site.consents
    try {
      await store.saveText(shown)
      const record = insertable('sess_1767322445000_00000000000000c1')
      await store.insert(record)
      const show = consents(['show', record.consent_id], { DATABASE_URL: url })
      expect(show.status).toBe(0)
      expect(show.stdout).toContain(`"consent_id": "${record.consent_id}"`)
      expect(show.stdout).toContain('"accept_type": "custom"')
      expect(show.stdout).toContain(`banner text shown (it, version ${shown.version}):\n${shown.text}`)

      const unknown = consents(['show', randomUUID()], { DATABASE_URL: url })
      expect([unknown.status, unknown.stderr]).toEqual([2, expect.stringMatching(/^no consent record with the id /)])
      const malformed = consents(['show', '42'], { DATABASE_URL: url })
      expect([malformed.status, malformed.stderr]).toEqual([
        2,
        expect.stringMatching(/^show needs a consent id, a UUID/),
      ])
    } finally {
      await site.close()
    }
  }, 60_000)

  it('show and export print a stored user agent without its escape sequences, bidi overrides or zero-width characters', async () => {
    const url = await freshDatabase('cli_printable')
    const site = siteStoreOn(new PostgresDatabase(url))
    try {
      await site.consents.saveText(shown)
      const hostile = 'Mozilla/5.0 \u001b[2J\u001b]0;owned\u0007 \u202egnp.exe\u202c \u200bX\u2066Y\u2069 \u009b31m'
      const record = { ...insertable('sess_1767322445000_00000000000000c2'), user_agent: hostile }
      await site.consents.insert(record)
      const printed = [
        consents(['show', record.consent_id], { DATABASE_URL: url }).stdout,
        consents(['export', '--format', 'json'], { DATABASE_URL: url }).stdout,
        consents(['export'], { DATABASE_URL: url }).stdout,
      ]
      for (const output of printed) {
        expect(output).toContain('Mozilla/5.0')
        expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/)
        expect(output).not.toContain('\\u001b')
      }
    } finally {
      await site.close()
    }
  }, 60_000)

  it('texts prints the banner texts and the GPC notices this code shows, with the versions a record must name', () => {
    const texts = consents(['texts', '--format', 'json'])
    expect(texts.status).toBe(0)
    expect(JSON.parse(texts.stdout)).toEqual({
      banner: { it: shownText('it'), en: shownText('en') },
      signal: { it: shownSignalText('it'), en: shownSignalText('en') },
    })
    const readable = consents(['texts'])
    expect(readable.stdout).toContain(`banner it ${shownText('it').version}\n${shownText('it').text}`)
    expect(readable.stdout).toContain(`signal en ${shownSignalText('en').version}\n${shownSignalText('en').text}`)
  }, 30_000)
})

describe('npm run consents -- purge', () => {
  it('on PostgreSQL: --dry-run counts the records past 24 months, purge deletes exactly those', async () => {
    const url = await freshDatabase('cli')
    const site = siteStoreOn(new PostgresDatabase(url))
    const store = site.consents
    const cutoff = retentionCutoff(new Date())
    try {
      await store.saveText(shown)
      for (const [sessionId, createdAt] of [
        ['sess_1767322445000_000000000000000a', new Date(cutoff.getTime() - 86_400_000)],
        ['sess_1767322445000_000000000000000b', new Date(cutoff.getTime() + 86_400_000)],
      ] as const) {
        await store.insert(insertable(sessionId))
        await sql(url, 'update cookie_consents set created_at = $1 where session_id = $2', [createdAt, sessionId])
      }
      const dryRun = consents(['purge', '--dry-run'], { DATABASE_URL: url })
      expect(dryRun.stdout).toMatch(
        /^would delete 1 consent record\(s\) created before .* \(older than 24 months\); nothing deleted/,
      )
      expect((await store.list()).length).toBe(2)

      const purge = consents(['purge'], { DATABASE_URL: url })
      expect(purge.status).toBe(0)
      expect(purge.stdout).toMatch(/^deleted 1 consent record\(s\)/)
      expect((await store.list()).map((r) => r.session_id)).toEqual(['sess_1767322445000_000000000000000b'])
    } finally {
      await site.close()
    }
  }, 60_000)

  it('on the embedded database the running site holds: refuses, and says the site purges it itself', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'consent-cli-'))
    const running = siteStoreOn(new EmbeddedDatabase(path.join(folder, 'consents')))
    try {
      await running.check()
      const purge = consents(['purge'], { SITE_STORE_DIR: path.join(folder, 'consents') })
      expect(purge.status).toBe(2)
      expect(purge.stderr).toContain(
        'purges records older than 24 months itself, at start and once a day; stop it to purge by hand',
      )
    } finally {
      await running.close()
      await rm(folder, { recursive: true, force: true })
    }
  }, 60_000)

  it('on Supabase without the service role key: refused before anything runs, naming the variable to set', () => {
    const purge = consents(['purge'], { SUPABASE_URL: 'http://127.0.0.1:1' })
    expect(purge.status).toBe(1)
    expect(purge.stderr).toMatch(/SUPABASE_SERVICE_ROLE_KEY: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY go together/)
  }, 30_000)
})
