import { expect, test, type Page } from './playwright'
import { categories, products } from '@/content/products'
import { productPath } from '@/lib/routes'
import { expectNoAxeViolations, faqQuestion, presetConsent, watchConsole } from './support'

const visibleCards = (page: Page) => page.getByRole('main').locator('article:visible')

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('product catalogue', () => {
  test('groups the products by category and explains the marks', async ({ page }) => {
    await page.goto('/products')
    for (const category of categories) {
      const section = page.getByRole('region', { name: category.name })
      await expect(section.getByRole('heading', { level: 2, name: category.name })).toBeVisible()
      await expect(section.locator('article')).toHaveCount(category.products.length)
      for (const product of category.products)
        await expect(section.getByRole('heading', { name: product.name })).toBeVisible()
    }
    const legend = page.getByRole('main').locator('dl')
    for (const [label, meaning] of [
      ['Popolare', ''],
      ['Forever', 'acquisto una tantum'],
      ['Abbonamento', 'canone mensile'],
      ['Setup Personalizzato', 'personalizzabile con costo aggiuntivo'],
    ]) {
      await expect(legend.getByText(label, { exact: true })).toBeVisible()
      if (meaning) await expect(legend.getByText(`= ${meaning}`)).toBeVisible()
    }
  })

  for (const width of [412, 1280])
    test(`at ${width} px a term or meaning of the legend that arrives moves none already painted`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/products')
      // The parser adds terms and meanings one by one: a layout shift in the load if an earlier one moved.
      const moved = await page
        .getByRole('main')
        .locator('dl')
        .evaluate((legend) => {
          const entries = [...legend.children]
          // Each entry holds two parts, its term and its meaning, added in document order.
          const parts = entries.flatMap((entry) => [...entry.children])
          const positions = () =>
            parts
              .filter((part) => part.isConnected)
              .map((part) => `${part.getBoundingClientRect().x},${part.getBoundingClientRect().y}`)
          entries.forEach((entry) => entry.remove())
          entries.forEach((entry) => entry.replaceChildren())
          let moves = 0
          for (const [index, part] of parts.entries()) {
            const before = positions()
            const entry = entries[Math.floor(index / 2)]
            if (!entry.isConnected) legend.append(entry)
            entry.append(part)
            const after = positions()
            moves += before.filter((position, earlier) => after[earlier] !== position).length
          }
          return moves
        })
      expect(moved).toBe(0)
    })

  test('the server HTML lists every product, even with a search in the address', async ({ request }) => {
    const html = await (await request.get('/products?q=instagram')).text()
    for (const product of products) expect(html).toContain(product.name)
  })

  test('?q= shows only the matching products, case-insensitively, and hides empty categories', async ({ page }) => {
    await page.goto('/products?q=WHATSAPP')
    await expect(visibleCards(page)).toHaveCount(1)
    await expect(visibleCards(page).getByRole('heading')).toHaveText('Chatbot per WhatsApp')
    await expect(page.getByRole('heading', { name: 'Automazioni' })).toBeHidden()

    await page.goto('/products?q=ristoranti')
    await expect(visibleCards(page)).toHaveCount(1)
    await expect(visibleCards(page).getByRole('heading')).toHaveText('AI Stock Manager')
  })

  test('no match says so, and "Mostra tutti i prodotti" clears the search and the address', async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto('/products?q=blockchain')
    await expect(page.getByText('Nessun prodotto trovato')).toBeVisible()
    await expect(page.getByText('Prova a modificare i termini di ricerca.')).toBeVisible()
    await expect(visibleCards(page)).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Mostra tutti i prodotti' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(visibleCards(page)).toHaveCount(products.length)
    await expect(page.getByText('Nessun prodotto trovato')).toBeHidden()
    expect(problems).toEqual([])
  })

  test('coming-soon cards say so and are neither links nor focusable', async ({ page }) => {
    await page.goto('/products')
    const cards = page.getByRole('main').locator('article')
    await expect(cards).toHaveCount(products.length)
    for (const card of await cards.all()) {
      await expect(card.getByText('Prossimamente', { exact: true })).toBeVisible()
      await expect(card.getByRole('link')).toHaveCount(0)
      expect(await card.evaluate((element) => element.querySelectorAll('a, button, [tabindex]').length)).toBe(0)
    }
    const first = cards.first()
    await first.click()
    await expect(page).toHaveURL(/\/products$/)
  })

  test('a card shows at most three tags, then +N', async ({ page }) => {
    await page.goto('/products')
    const card = page.getByRole('main').locator('article').filter({ hasText: 'Segretario AI su Telegram' })
    const tags = card.getByRole('list', { name: 'Tag' }).getByRole('listitem')
    await expect(tags).toHaveText(['Telegram', 'Agenda', 'Promemoria', '+2'])
  })

  test('FAQ: four questions open one by one, four more behind a toggle', async ({ page }) => {
    await page.goto('/products')
    const faq = page.getByRole('region', { name: 'Domande frequenti sui prodotti' })
    const question = faqQuestion(faq, 'Quando saranno disponibili i prodotti?')
    await expect(question.item).not.toHaveAttribute('open')
    await expect(faq.getByText(/Stiamo completando i test/)).toBeHidden()
    await question.summary.click()
    await expect(question.item).toHaveAttribute('open')
    await expect(faq.getByText(/Stiamo completando i test/)).toBeVisible()

    const extra = faqQuestion(faq, 'Posso provare un prodotto prima di acquistarlo?').summary
    await expect(extra).toBeHidden()
    const toggle = faq.getByRole('button', { name: 'Visualizza tutte le domande' })
    await toggle.click()
    await expect(extra).toBeVisible()
    await expect(faq.getByRole('button', { name: 'Nascondi domande aggiuntive' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await faq.getByRole('button', { name: 'Nascondi domande aggiuntive' }).click()
    await expect(extra).toBeHidden()
  })

  test('FAQ answers are readable without JavaScript and described as FAQPage', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/products')
    await expect(page.getByText(/Stiamo completando i test/)).toBeVisible()
    await expect(page.getByText(/oltre 24 lingue e riconoscono/)).toBeVisible()
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const faq = jsonLd.map((text) => JSON.parse(text)).find((entry) => entry['@type'] === 'FAQPage')
    expect(faq.mainEntity).toHaveLength(8)
    await context.close()
  })

  test('the catalogue ends with links to contact and custom software', async ({ page }) => {
    await page.goto('/products')
    const cta = page.getByRole('region', { name: 'Non trovi quello che cerchi?' })
    await expect(cta.getByRole('link', { name: 'Parliamone insieme' })).toHaveAttribute('href', '/contact')
    await expect(cta.getByRole('link', { name: 'Software su misura per PMI' })).toHaveAttribute('href', '/software-pmi')
  })
})

test.describe('product pages', () => {
  for (const product of products) {
    test(`${product.slug} shows its sections`, async ({ page }) => {
      await page.goto(productPath(product.slug))
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
      await expect(page.getByText(product.longDescription)).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Caratteristiche Principali' })).toBeVisible()
      for (const feature of product.features) await expect(page.getByText(feature, { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Benefici Chiave' })).toBeVisible()
      for (const benefit of product.benefits) await expect(page.getByText(benefit, { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Prossimamente Disponibile' })).toBeDisabled()
      await expect(page.getByText('Anteprima Coming Soon')).toBeVisible()
      await expect(page.getByText('Compra una volta, tuo per sempre')).toHaveCount(product.forever ? 1 : 0)
      await expect(page.getByText('Più Venduto')).toHaveCount(product.featured ? 1 : 0)
      if (product.subscription)
        await expect(page.getByRole('main').getByText('Abbonamento', { exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Torna ai prodotti' })).toHaveAttribute('href', '/products')
      await expect(
        page
          .getByRole('region', { name: 'Vuoi essere tra i primi a usarlo?' })
          .getByRole('link', { name: 'Contattaci' }),
      ).toHaveAttribute('href', '/contact')
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
        JSON.parse(text),
      )
      expect(jsonLd.find((entry) => entry['@type'] === 'Service')?.name).toBe(product.name)
    })
  }
})
