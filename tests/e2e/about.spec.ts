import { expect, test } from './playwright'
import { agency, postalAddress } from '@/content/agency'
import { pageMeta } from '@/content/page-meta'
import { aboutPage } from '@/content/pages/about'
import { team } from '@/content/team'
import { technologies } from '@/content/technologies'
import { presetConsent } from './support'

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('/about', () => {
  test('the footer’s "Chi siamo" opens a real page, not a redirect home', async ({ page, request }) => {
    const response = await request.get('/about', { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chi siamo' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(aboutPage.hero.title)
  })

  test('reads without JavaScript: story, method, values, team, technologies, partners, company data and the way to /contact', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/about')
    await expect(page).toHaveTitle(new RegExp(pageMeta.about.title))
    const main = page.getByRole('main')
    const region = (name: string) => main.getByRole('region', { name, exact: true })
    for (const step of aboutPage.method.steps)
      await expect(region(aboutPage.method.title).getByRole('heading', { name: step.title })).toBeVisible()
    for (const value of aboutPage.values.items)
      await expect(region(aboutPage.values.title).getByRole('heading', { name: value.title })).toBeVisible()
    await expect(region(aboutPage.team.title).getByRole('article')).toHaveCount(team.length)
    for (const member of team)
      await expect(region(aboutPage.team.title).getByRole('article', { name: member.firstName })).toContainText(
        member.role,
      )
    await expect(
      region(aboutPage.technologies.title)
        .getByRole('list', { name: aboutPage.technologies.listLabel })
        .getByRole('listitem'),
    ).toHaveText(technologies.map((t) => t.name))
    await expect(region(aboutPage.partners.title)).toContainText('20 € al mese per cliente')
    await expect(region(aboutPage.partners.title)).toContainText('87%')
    const company = region(aboutPage.company.title)
    for (const fact of [agency.legalName, agency.vatNumber, postalAddress])
      await expect(company.getByText(fact, { exact: true })).toBeVisible()
    const closing = main.getByRole('region', { name: aboutPage.cta.title })
    await expect(closing.getByRole('link', { name: aboutPage.cta.actions[0].label })).toHaveAttribute(
      'href',
      '/contact',
    )
    await context.close()
  })

  test('describes itself as an AboutPage of the organisation in JSON-LD', async ({ request, baseURL }) => {
    const html = await (await request.get('/about')).text()
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]),
    )
    const about = jsonLd.find((entry) => entry['@type'] === 'AboutPage')
    expect(about?.url).toBe(`${baseURL}/about`)
    expect(about?.about?.['@id']).toBe(`${baseURL}/#organization`)
    expect(about?.mainEntity).toMatchObject({
      '@type': 'ProfessionalService',
      legalName: agency.legalName,
      vatID: agency.vatNumber,
      address: { streetAddress: agency.address.street },
    })
  })
})
