// A consent record as the banner sends it, for the scripts and host tests that POST /api/consent
// without a browser. Its text_version is this code's own, from `npm run consents -- texts` (the
// one place that hashes the banner text), asked once per process.
// Playwright compiles a spec's static imports to CommonJS: specs load this with `await import()`.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const categories = ['analytics', 'functional', 'marketing']
let texts

/** This deployment's banner texts by language: {it: {language, text, version}, en: {…}} (`texts`' `banner` part). */
export function bannerTexts() {
  if (!texts) {
    const run = spawnSync(
      'node_modules/.bin/tsx',
      ['--conditions=react-server', 'scripts/consents.ts', 'texts', '--format', 'json'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
    if (run.status !== 0) throw new Error(`npm run consents -- texts failed: ${run.stderr || run.error}`)
    texts = JSON.parse(run.stdout).banner
  }
  return texts
}

/**
 * A valid POST body: only the necessary cookies unless `preferences` says otherwise, the accept type
 * that matches them, the Italian banner, a fresh session and consent id. `fields` override any field.
 * @param {{ preferences?: Partial<Record<'analytics' | 'functional' | 'marketing', boolean>> } & Record<string, unknown>} [options]
 */
export function consentRecord({ preferences = {}, ...fields } = {}) {
  const choice = { necessary: true, analytics: false, functional: false, marketing: false, ...preferences }
  const granted = categories.filter((category) => choice[category]).length
  const language = fields.banner_language ?? 'it'
  const random = randomUUID().replace(/-/g, '').slice(0, 16)
  return {
    session_id: `sess_${Date.now()}_${random}`,
    user_agent: 'consent-record/1.0',
    page_url: 'http://localhost/',
    referrer: '',
    ...choice,
    consent_data: choice,
    timestamp: new Date().toISOString(),
    consent_id: randomUUID(),
    accept_type: granted === categories.length ? 'all' : granted === 0 ? 'necessary' : 'custom',
    banner_language: language,
    text_version: bannerTexts()[language].version,
    gpc_signal: false,
    ...fields,
  }
}
