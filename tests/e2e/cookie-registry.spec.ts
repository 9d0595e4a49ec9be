import { expect, test, type BrowserContext, type Page } from './playwright'
import { storedItems, type StoredItemKind } from '@/content/legal/cookie-registry'
import { localAiPage } from '@/content/pages/local-ai'
import { consentCopy } from '@/content/ui/consent'
import { readOriginalLabel, translateOfferLabel } from '@/content/ui/translation'
import { wakeIsland } from './support'

/**
 * The declaration test: everything a visitor can do, from a de-DE browser (so translation
 * matters), then every cookie and storage key seen, in any frame, must be in the registry.
 * Nothing is planted: whatever is found was written by the site or by what it loaded.
 */
const english = consentCopy.en
const reloadTimeout = 15_000
const fakeWidget = `
  window.google = { translate: { TranslateElement: function () {} } };
  window[new URL(document.currentScript.src).searchParams.get('cb')]();
`

function isDeclared(kind: StoredItemKind, name: string) {
  return storedItems.some(
    (item) =>
      item.kind === kind && (item.name.endsWith('*') ? name.startsWith(item.name.slice(0, -1)) : item.name === name),
  )
}

/** Records every key written through setItem, in every frame (init scripts run in each), and every cookie seen. */
async function recordStorage(context: BrowserContext) {
  const seen = new Set<string>()
  await context.exposeBinding('recordStorageKey', (_source, kind: StoredItemKind, key: string) =>
    seen.add(`${kind}:${key}`),
  )
  await context.addInitScript(() => {
    const { setItem } = Storage.prototype
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      let kind = 'sessionStorage'
      try {
        if (this === window.localStorage) kind = 'localStorage'
      } catch {}
      void (window as unknown as { recordStorageKey: (kind: string, key: string) => void }).recordStorageKey(kind, key)
      return setItem.call(this, key, value)
    }
  })
  const snapshot = async (page: Page) => {
    for (const cookie of await context.cookies()) seen.add(`cookie:${cookie.name}`)
    for (const frame of page.frames()) {
      const keys = await frame
        .evaluate(() => ({ localStorage: Object.keys(localStorage), sessionStorage: Object.keys(sessionStorage) }))
        .catch(() => ({ localStorage: [], sessionStorage: [] }))
      for (const key of keys.localStorage) seen.add(`localStorage:${key}`)
      for (const key of keys.sessionStorage) seen.add(`sessionStorage:${key}`)
    }
  }
  return { seen, snapshot }
}

test.use({ locale: 'de-DE' })

test('a full visit finds no cookie or storage key the registry does not declare', async ({ page, context }) => {
  test.setTimeout(120_000)
  await context.route('https://translate.google.com/translate_a/element.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeWidget }),
  )
  await context.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
  )
  const { seen, snapshot } = await recordStorage(context)
  const banner = page.getByRole('region', { name: english.title })

  // Refuse, then ask for one translated page.
  await page.goto('/', { waitUntil: 'networkidle' })
  await banner.getByRole('button', { name: english.onlyNecessary }).click()
  // The way back to Italian shows before the reload that applies the translation: wait for the reload itself.
  let reloaded = page.waitForEvent('load', { timeout: reloadTimeout })
  await page.getByRole('button', { name: translateOfferLabel }).click()
  await reloaded
  await expect(page.getByRole('button', { name: readOriginalLabel })).toBeVisible({ timeout: reloadTimeout })
  await snapshot(page)

  // Accept all: automatic translation, one reload.
  await page.goto('/contact', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: english.manage, exact: true }).first().click()
  reloaded = page.waitForEvent('load', { timeout: reloadTimeout })
  await banner.getByRole('button', { name: english.acceptAll }).click()
  await reloaded
  await expect(page.getByRole('button', { name: readOriginalLabel })).toBeVisible({ timeout: reloadTimeout })
  await page.waitForLoadState('networkidle')
  await snapshot(page)

  // A draft in the contact form.
  const form = page.getByRole('form', { name: 'Modulo di contatto' })
  await form.getByLabel('Nome', { exact: true }).fill('Jana')
  await form.getByLabel('Messaggio', { exact: true }).fill('Eine Frage zu Chatbots.')
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage))).toContain('contact-draft')

  // Theme, colour scheme and a custom accent.
  await page.getByRole('button', { name: /Cambia tema/ }).click()
  await page.getByRole('button', { name: 'Colori del tema' }).click()
  await page.getByRole('button', { name: 'Blu' }).click()
  await page.getByLabel('Colore personalizzato').fill('#ff6600')
  await snapshot(page)

  // A video, on an explicit click.
  await page.goto('/assistenti-ai-locale', { waitUntil: 'networkidle' })
  const play = page.getByRole('button', { name: new RegExp(localAiPage.video.video.title) })
  await expect(play).toContainText('YouTube (Google)')
  await wakeIsland(page, play)
  await play.click()
  await expect(page.frameLocator('iframe').locator('title')).toHaveCount(1)
  await snapshot(page)

  const undeclared = [...seen].filter((entry) => {
    const [kind, ...name] = entry.split(':') as [StoredItemKind, ...string[]]
    return !isDeclared(kind, name.join(':'))
  })
  // The visit really exercised each kind of storage: an empty record would pass for the wrong reason.
  for (const expected of ['cookie:googtrans', 'localStorage:cookieConsent', 'localStorage:theme-mode'])
    expect(seen).toContain(expected)
  expect(undeclared, `seen: ${[...seen].sort().join(', ')}`).toEqual([])
})
