/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PgConsentStore } from '@/lib/consent/pg-store'
import { PgliteConsentStore } from '@/lib/consent/pglite-store'
import { retentionCutoff } from '@/lib/consent/retention'
import type { StoredConsent } from '@/lib/consent/store'
import { toCsv } from '@/scripts/consents-csv'
import { freshDatabase, sql } from './support/postgres'

const header =
  'id,created_at,timestamp,session_id,ip_address,necessary,analytics,functional,marketing,page_url,referrer,user_agent,consent_data'

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
    reader_hash: null,
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
    const lines = toCsv([row(), row({ id: 2, analytics: false })])
      .trimEnd()
      .split('\n')
    expect(lines).toHaveLength(3)
    expect(
      lines[1].startsWith(
        '1,2026-01-02T03:04:05.678Z,2026-01-02T03:04:05.000Z,sess_1767322445000_0123456789abcdef,203.0.113.0,true,true,false,false,https://www.orbitalab.it/,,Mozilla/5.0,',
      ),
    ).toBe(true)
    expect(lines[2].split(',')[6]).toBe('false')
  })

  it('serialises consent_data as JSON in one quoted cell', () => {
    const [, cells] = parseCsv(toCsv([row()]))
    expect(JSON.parse(cells[12])).toEqual({ necessary: true, analytics: true, functional: false, marketing: false })
    expect(toCsv([row()])).toContain(
      '"{""necessary"":true,""analytics"":true,""functional"":false,""marketing"":false}"',
    )
  })

  it('writes null as an empty cell', () => {
    const [, cells] = parseCsv(toCsv([row({ ip_address: null })]))
    expect(cells[4]).toBe('')
    expect(cells).toHaveLength(13)
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

describe('npm run consents -- purge', () => {
  /** Runs the real command, as the operator's cron would, with only the given store configured. */
  function consents(args: string[], env: Record<string, string>) {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|SUPABASE_|CONSENT_DB_DIR)/.test(key)),
    )
    return spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/consents.ts', ...args], {
      encoding: 'utf8',
      env: { ...clean, ...env } as NodeJS.ProcessEnv,
    })
  }

  it('on PostgreSQL: --dry-run counts the records past 24 months, purge deletes exactly those', async () => {
    const url = await freshDatabase('cli')
    const store = new PgConsentStore(url)
    const cutoff = retentionCutoff(new Date())
    try {
      for (const [sessionId, createdAt] of [
        ['sess_1767322445000_000000000000000a', new Date(cutoff.getTime() - 86_400_000)],
        ['sess_1767322445000_000000000000000b', new Date(cutoff.getTime() + 86_400_000)],
      ] as const) {
        await store.insert({ ...row(), session_id: sessionId })
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
      await store.close()
    }
  }, 60_000)

  it('on the embedded database the running site holds: refuses, and says the site purges it itself', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'consent-cli-'))
    const running = new PgliteConsentStore(path.join(folder, 'consents'))
    try {
      await running.check()
      const purge = consents(['purge'], { CONSENT_DB_DIR: path.join(folder, 'consents') })
      expect(purge.status).toBe(2)
      expect(purge.stderr).toContain(
        'purges records older than 24 months itself, at start and once a day; stop it to purge by hand',
      )
    } finally {
      await running.close()
      await rm(folder, { recursive: true, force: true })
    }
  }, 60_000)

  it('on Supabase without the service role key: fails, naming the variable to set', () => {
    const purge = consents(['purge'], {
      SUPABASE_URL: 'http://127.0.0.1:1',
      SUPABASE_ANON_KEY: 'anon-key-0123456789abcdef',
    })
    expect(purge.status).toBe(1)
    expect(purge.stderr).toMatch(
      /purging Supabase needs SUPABASE_SERVICE_ROLE_KEY[\s\S]*fix: set SUPABASE_SERVICE_ROLE_KEY/,
    )
  }, 30_000)
})
