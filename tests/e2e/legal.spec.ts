import { expect, test, type Page } from './playwright'
import { themeAttribute } from '@/lib/theme/mode'
import { privacyDocument } from '@/content/legal/privacy'
import { termsDocument } from '@/content/legal/terms'
import type { LegalDocument, LegalLanguage } from '@/content/legal/types'
import { privacyPage } from '@/content/pages/legal'
import { consentCopy } from '@/content/ui/consent'
import { routes } from '@/lib/routes'
import { expectNoAxeViolations, presetConsent, presetTheme, watchConsole } from './support'

const legalPages: { path: string; document: LegalDocument; count: number }[] = [
  { path: routes.terms.path, document: termsDocument, count: 12 },
  { path: routes.privacy.path, document: privacyDocument, count: 13 },
]

const article = (page: Page, lang: LegalLanguage) => page.locator(`article[data-legal-article="${lang}"]`)
const toggle = (page: Page) => page.getByRole('main').getByRole('link', { name: /^(English|Italiano)$/ })
const numberedHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+\. / })
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)
const banner = (page: Page) => page.getByRole('region', { name: 'Rispettiamo la tua privacy' })

/** The variant on screen: the document's language, one h1, every numbered heading in order, no trace of the other language. */
async function expectShown(page: Page, legal: LegalDocument, lang: LegalLanguage) {
  const other: LegalLanguage = lang === 'it' ? 'en' : 'it'
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(article(page, lang)).toBeVisible()
  await expect(article(page, other)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.header[lang].title)
  await expect(numberedHeadings(page)).toHaveText(
    legal.sections.map((section) => `${section.number}. ${section[lang].title}`),
  )
  await expect(page.getByText(legal.header[lang].lastUpdated.split(': ')[1], { exact: true })).toBeVisible()
}

test.beforeEach(async ({ page }) => presetConsent(page))

for (const { path, document: legal, count } of legalPages) {
  test.describe(path, () => {
    test(`is Italian by default, with ${count} numbered sections and a table of contents`, async ({ page }) => {
      const problems = watchConsole(page)
      await page.goto(path)
      await expectShown(page, legal, 'it')
      await expect(numberedHeadings(page)).toHaveCount(count)
      expect(await scrollY(page)).toBe(0)
      await expect(toggle(page)).toHaveAccessibleName('English')
      await expect(toggle(page)).toHaveAttribute('lang', 'en')

      const toc = page.getByRole('navigation', { name: 'Indice' })
      const links = toc.getByRole('link')
      await expect(links).toHaveCount(count)
      for (let index = 0; index < count; index++) {
        const number = index + 1
        await expect(links.nth(index)).toHaveAttribute('href', `#sezione-${number}`)
        await expect(page.locator(`#sezione-${number}`)).toHaveText(`${number}. ${legal.sections[index].it.title}`)
      }
      await links.nth(2).click()
      await expect(page).toHaveURL(new RegExp(`${path}#sezione-3$`))
      await expect(page.locator('#sezione-3')).toBeInViewport()
      expect(problems).toEqual([])
    })

    test('the switch leads to the English variant and back, each at the top of its page', async ({ page }) => {
      const problems = watchConsole(page)
      await page.goto(path)
      await expect(toggle(page)).toHaveAccessibleName('English')
      await expect(toggle(page)).toHaveAttribute('hreflang', 'en')
      await page.evaluate(() => window.scrollTo(0, 30))
      await toggle(page).click()
      await expect(page).toHaveURL(new RegExp(`${path}\\?lang=en$`))
      await expectShown(page, legal, 'en')
      await expect(toggle(page)).toHaveAccessibleName('Italiano')
      expect(await scrollY(page)).toBe(0)

      // The English table of contents leads to the English anchors.
      const toc = page.getByRole('navigation', { name: 'Contents' })
      await expect(toc.getByRole('link')).toHaveCount(count)
      await toc.getByRole('link').nth(4).click()
      await expect(page).toHaveURL(new RegExp(`${path}\\?lang=en#section-5$`))
      await expect(page.locator('#section-5')).toBeInViewport()

      await toggle(page).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expectShown(page, legal, 'it')
      await expect(toggle(page)).toHaveAccessibleName('English')
      expect(problems).toEqual([])
    })

    test('?lang=en is a page of its own: English HTML, its own canonical, reciprocal hreflang, one h1', async ({
      request,
      baseURL,
    }) => {
      const alternates = [
        `hrefLang="it" href="${baseURL}${path}"`,
        `hrefLang="en" href="${baseURL}${path}?lang=en"`,
        `hrefLang="x-default" href="${baseURL}${path}"`,
      ]
      const variants = {
        it: await (await request.get(path)).text(),
        en: await (await request.get(`${path}?lang=en`)).text(),
      }
      for (const [lang, html] of Object.entries(variants) as [LegalLanguage, string][]) {
        const other: LegalLanguage = lang === 'it' ? 'en' : 'it'
        expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}"`))
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
        expect(html).toContain(legal.header[lang].title)
        expect(html).toContain(legal.sections.at(-1)![lang].title)
        expect(html).not.toContain(legal.header[other].subtitle)
        expect(html).toContain(`<link rel="canonical" href="${baseURL}${lang === 'it' ? path : `${path}?lang=en`}"/>`)
        for (const alternate of alternates) expect(html).toContain(`<link rel="alternate" ${alternate}/>`)
        expect(html).toContain(`<meta name="content-language" content="${lang}"/>`)
      }
      expect(variants.en).toMatch(/<title>[^<]*(Terms and Conditions|Privacy and Cookie Policy)[^<]*<\/title>/)
    })

    test('without JavaScript both variants show and the switch works; no dead button is shown', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(path)
      await expectShown(page, legal, 'it')
      await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
      await toggle(page).click()
      await expectShown(page, legal, 'en')
      await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
      await context.close()
    })

    // The Italian page is checked with every other route in pages-health.spec.ts; the English variant only here.
    for (const mode of ['dark', 'light'] as const) {
      test(`passes axe in English in ${mode} mode`, async ({ page }) => {
        test.slow() // a long page: axe needs more than the default 30 s on a busy machine
        const problems = watchConsole(page)
        await presetTheme(page, mode)
        await page.goto(`${path}?lang=en`)
        await expect(page.locator('html')).toHaveAttribute(themeAttribute, mode)
        await expectShown(page, legal, 'en')
        await expectNoAxeViolations(page)
        expect(problems).toEqual([])
      })
    }

    test('fits a 390 px screen in both languages @mobile-only', async ({ page }) => {
      for (const url of [path, `${path}?lang=en`]) {
        await page.goto(url)
        await expect(numberedHeadings(page)).toHaveCount(count)
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        )
        await expect(toggle(page)).toBeInViewport()
      }
    })
  })
}

test.describe('the facts on the pages', () => {
  test('terms: last updated 1 May 2025, court of Teramo', async ({ page }) => {
    await page.goto(routes.terms.path)
    await expect(page.getByText('Ultimo aggiornamento: 1 maggio 2025')).toBeVisible()
    await expect(page.locator('#sezione-9').locator('..')).toContainText('Foro di Teramo')
    await toggle(page).click()
    await expect(page.getByText('Last updated: May 1, 2025')).toBeVisible()
    await expect(page.locator('#section-9').locator('..')).toContainText('courts of Teramo')
  })

  test('privacy: last update 24 November 2026, retention periods, 72 hours and 30 days', async ({ page }) => {
    const facts = {
      it: {
        updated: 'Ultimo aggiornamento: 26 novembre 2026',
        retention: [
          'Dati di fatturazione: 10 anni',
          'Comunicazioni: 3 anni dall’ultimo scambio',
          'Registrazioni del consenso ai cookie: 24 mesi',
          'Log del server: 6 mesi',
        ],
        breach: 'entro 72 ore',
        reply: 'Rispondiamo entro 30 giorni',
      },
      en: {
        updated: 'Last updated: November 26, 2026',
        retention: [
          'Billing data: 10 years',
          'Communications: 3 years from the last exchange',
          'Cookie consent records: 24 months',
          'Server logs: 6 months',
        ],
        breach: 'within 72 hours',
        reply: 'We reply within 30 days',
      },
    }
    await page.goto(routes.privacy.path)
    for (const lang of ['it', 'en'] as const) {
      if (lang === 'en') await toggle(page).click()
      const text = facts[lang]
      const anchor = lang === 'it' ? 'sezione' : 'section'
      await expect(page.getByText(text.updated)).toBeVisible()
      const retention = page.locator(`#${anchor}-8`).locator('..')
      for (const item of text.retention)
        await expect(retention.getByRole('listitem').filter({ hasText: item })).toBeVisible()
      await expect(page.locator(`#${anchor}-9`).locator('..')).toContainText(text.breach)
      await expect(page.locator(`#${anchor}-10`).locator('..')).toContainText(text.reply)
    }
  })

  test('privacy: the button in the cookie section opens the cookie preferences, in both languages', async ({
    page,
  }) => {
    test.slow()
    const problems = watchConsole(page)
    await page.goto(routes.privacy.path)
    await expect(banner(page)).toBeHidden()
    for (const lang of ['it', 'en'] as const) {
      if (lang === 'en') await toggle(page).click()
      const cookieSection = page
        .locator(`#${lang === 'it' ? 'sezione' : 'section'}-${privacyPage.cookieButton.section}`)
        .locator('..')
      const button = cookieSection.getByRole('button', { name: privacyPage.cookieButton.label[lang] })
      await expect(button).toBeVisible()
      await button.click()
      // On the English variant the banner speaks English too.
      const words = consentCopy[lang]
      const panel = page.getByRole('region', { name: words.title })
      await expect(panel).toBeVisible()
      await expect(panel).toHaveAttribute('lang', lang)
      await expect(panel.getByRole('switch', { name: words.categories.analytics.label })).toBeVisible()
      await panel.getByRole('button', { name: words.save }).click()
      await expect(panel).toBeHidden()
    }
    // The terms have no such button.
    await page.goto(routes.terms.path)
    await expect(page.getByRole('main').getByRole('button', { name: /cookie/i })).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test('a link between the two documents keeps the language, on a client-side navigation too', async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto(`${routes.privacy.path}?lang=en`)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('link', { name: 'Read the Terms and Conditions' }).click()
    await expect(page).toHaveURL(new RegExp(`${routes.terms.path}\\?lang=en$`))
    await expectShown(page, termsDocument, 'en')
    await expect(toggle(page)).toHaveAccessibleName('Italiano')
    expect(await page.evaluate(() => 'sameDocument' in window), 'English to English: no reload').toBe(true)
    await toggle(page).click()
    await page.getByRole('link', { name: 'Leggi la Privacy e Cookie Policy' }).click()
    await expect(page).toHaveURL(new RegExp(`${routes.privacy.path}$`))
    await expectShown(page, privacyDocument, 'it')
    expect(problems).toEqual([])
  })
})
