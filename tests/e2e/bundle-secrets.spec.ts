import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './playwright'
import { buildOnlySecrets, emailjsTestConfig, TEST_DIST_DIR, testEnv } from '../../scripts/test-env.mjs'

/** Every file the browser can download from the build. */
function staticFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? staticFiles(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  )
}

test('no server-only variable, by name or by value, reaches the browser bundle', async () => {
  const files = staticFiles(path.join(TEST_DIST_DIR, 'static'))
  expect(files.length).toBeGreaterThan(5)
  const forbidden = [
    ...Object.keys(buildOnlySecrets),
    ...Object.values(buildOnlySecrets),
    new URL(buildOnlySecrets.SUPABASE_URL).host,
    // EmailJS is our server's business: no key, id, template or host of it reaches the browser.
    ...Object.entries(emailjsTestConfig()).flatMap(([name, value]) => [name, value]),
    'api.emailjs.com',
    'OPERATOR_TOKEN',
    testEnv.OPERATOR_TOKEN,
    // The key that signs the form's proof-of-work challenges: whoever holds it makes proofs for free.
    'CONTACT_PROOF_KEY',
    testEnv.CONTACT_PROOF_KEY,
  ]
  const leaks = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return forbidden
      .filter((secret) => text.includes(secret))
      .map((secret) => `${path.relative(TEST_DIST_DIR, file)}: ${secret}`)
  })
  expect(leaks).toEqual([])
})

test('the test server itself did not get the build-only secrets: it stores in the embedded database, in memory', async ({
  request,
}) => {
  // Built first: its text version takes a subprocess, and a pause between two requests lets the server close
  // the kept-alive connection under the next one (a POST is not retried).
  const { consentRecord } = await import('../../scripts/consent-record.mjs')
  const record = consentRecord({ preferences: { analytics: true } })
  // Health names the store the server chose from its variables: the build's SUPABASE_URL would make it 'supabase'.
  const health = await request.get('/api/health', { headers: { authorization: `Bearer ${testEnv.OPERATOR_TOKEN}` } })
  expect(await health.json()).toMatchObject({ store: 'embedded', ok: true })
  // And that store answers: a consent is stored, then read back with the reader cookie its POST set (`request` keeps it).
  expect((await request.post('/api/consent', { data: record })).status()).toBe(201)
  const readBack = await request.get(`/api/consent?session_id=${record.session_id}`)
  expect(await readBack.json()).toMatchObject({ preferences: record.consent_data, consentId: record.consent_id })
  // In memory (SITE_STORE_DIR=memory://), not in the folder the build's SITE_STORE_DIR names.
  expect(existsSync(buildOnlySecrets.SITE_STORE_DIR), buildOnlySecrets.SITE_STORE_DIR).toBe(false)
})
