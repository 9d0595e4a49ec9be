import { readdirSync, readFileSync } from 'node:fs'
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
  ]
  const leaks = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return forbidden
      .filter((secret) => text.includes(secret))
      .map((secret) => `${path.relative(TEST_DIST_DIR, file)}: ${secret}`)
  })
  expect(leaks).toEqual([])
})

test('the test server itself did not get the build-only secrets (it uses the embedded database)', async ({
  request,
}) => {
  const response = await request.get('/api/consent?session_id=sess_1763750000000_0123456789abcdef')
  expect(response.status()).toBe(200)
  expect(await response.json()).toBeNull()
})
