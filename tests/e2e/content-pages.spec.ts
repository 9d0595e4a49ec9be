import { expect, test, type Locator, type Page } from './playwright'
import { agency } from '@/content/agency'
import { pageMeta } from '@/content/page-meta'
import { communityPage } from '@/content/pages/community'
import { developersPage } from '@/content/pages/developers'
import { growthPlansPage } from '@/content/pages/growth-plans'
import { homePage } from '@/content/pages/home'
import { localAiPage } from '@/content/pages/local-ai'
import { softwarePmiPage } from '@/content/pages/software-pmi'
import { comparisonCategories, growthPlans, localAiPlans, popularPlanLabel } from '@/content/plans'
import { team } from '@/content/team'
import { technologies } from '@/content/technologies'
import { expectLogosFromSprites, presetConsent, wakeIsland, watchConsole } from './support'

const contentPaths = [
  '/',
  '/software-pmi',
  '/growth-plans',
  '/developers',
  '/community',
  '/assistenti-ai-locale',
  '/about',
]
const videoHost = 'https://www.youtube-nocookie.com'

// An Italian browser: nothing (e.g. automatic translation) has a reason to call another host.
test.use({ locale: 'it-IT' })
test.beforeEach(async ({ page }) => presetConsent(page))

const main = (page: Page) => page.getByRole('main')
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true })

async function expectLink(scope: Locator, name: string, href: string) {
  const link = scope.getByRole('link', { name }).first()
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', href)
}

async function expectExternal(link: Locator) {
  await expect(link).toHaveAttribute('href', /^https:\/\//)
  await expect(link).toHaveAttribute('target', '_blank')
  const rel = (await link.getAttribute('rel')) ?? ''
  expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
}

async function expectSectionHeadings(page: Page, titles: readonly string[]) {
  for (const title of titles)
    await expect(main(page).getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible()
}

async function expectCardTitles(scope: Locator, titles: readonly string[]) {
  for (const title of titles)
    await expect(scope.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible()
}

/** Loads the page, scrolls to the end (so lazy images load too) and waits for the network to settle. */
async function visitWholePage(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  // A lazy image the jump to the end skipped past (e.g. the portraits mid-way down /about) would never load.
  await page.evaluate(() => [...document.images].forEach((image) => (image.loading = 'eager')))
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  await page.waitForLoadState('networkidle')
}

function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

function foreign(urls: readonly string[], ownOrigin: string) {
  return urls.filter((url) => !url.startsWith('data:') && new URL(url).origin !== ownOrigin)
}

test.describe('home', () => {
  test('hero, value cards, community, services and closing call to action', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oltre il codice, verso l’innovazione')
    await expectLink(main(page), 'Inizia Ora', '/contact')
    await expectLink(main(page), 'Contattaci', '/contact')
    await expectLink(main(page), 'Esplora Soluzioni', '/services')
    await expectSectionHeadings(page, [
      homePage.technologies.title,
      homePage.values.title,
      homePage.community.title,
      homePage.services.title,
      homePage.cta.title,
    ])

    const values = region(page, homePage.values.title)
    await expectCardTitles(values, [
      'Integrazione AI avanzata',
      'Automazione intelligente',
      'Competenze all’avanguardia',
      'Prestazioni e scalabilità',
      'Giovani talenti',
    ])

    const community = region(page, homePage.community.title)
    for (const key of ['youtube', 'discord', 'patreon'] as const) {
      const link = community.getByRole('link', { name: agency.social[key].label })
      await expect(link).toHaveAttribute('href', agency.social[key].url)
      await expectExternal(link)
    }

    const services = region(page, homePage.services.title)
    for (const group of ['Sviluppo', 'Intelligenza Artificiale', 'Crescita e prodotti'])
      await expect(services.getByRole('heading', { level: 3, name: group })).toBeVisible()
    const targets = await services
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(targets.sort()).toEqual([
      '/ai-agents',
      '/chatbots',
      '/developers',
      '/growth-plans',
      '/products',
      '/software-pmi',
    ])

    const cta = region(page, homePage.cta.title)
    await expectLink(cta, 'Prenota la consulenza gratuita', '/contact')
  })

  test('the technology strip: named logos, a hidden duplicate, a CSS loop that pauses on hover and on request', async ({
    page,
  }) => {
    await page.goto('/')
    const strip = region(page, homePage.technologies.title)
    const list = strip.getByRole('list', { name: homePage.technologies.title })
    await expect(list.getByRole('listitem')).toHaveText(technologies.map((technology) => technology.name))
    // Every logo (both copies) is drawn from the technologies sprite, not inlined; its name is text.
    expect(await strip.locator('img').count()).toBe(0)
    await expectLogosFromSprites(page, strip, technologies.length * 2)
    // The loop's hidden second copy says what the list says.
    await expect(strip.locator('ul[aria-hidden="true"]')).toHaveCount(1)
    await expect(strip.locator('ul[aria-hidden="true"] li')).toHaveText(
      technologies.map((technology) => technology.name),
    )

    const track = strip.locator('.marquee-track')
    const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState)
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('marquee-slide')
    // It moves once a visitor is there and the load is over (motion.spec.ts follows that wait).
    await expect(async () => {
      await page.mouse.move(0, 0)
      await page.mouse.move(5, 5)
      expect(await playState()).toBe('running')
    }).toPass()
    await strip.hover()
    expect(await playState()).toBe('paused')
    await page.mouse.move(0, 0)
    expect(await playState()).toBe('running')
    await strip.getByRole('checkbox', { name: homePage.technologies.pauseLabel }).check()
    expect(await playState()).toBe('paused')
  })

  test('with reduced motion the strip stands still, shows one copy and no pause switch', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const strip = region(page, homePage.technologies.title)
    expect(await strip.locator('.marquee-track').evaluate((element) => getComputedStyle(element).animationName)).toBe(
      'none',
    )
    await expect(strip.locator('ul[aria-hidden="true"]')).toBeHidden()
    await expect(strip.getByRole('checkbox')).toBeHidden()
    const outside = await strip
      .locator('ul:not([aria-hidden]) li')
      .evaluateAll((items) =>
        items
          .filter(
            (item) => item.getBoundingClientRect().left < 0 || item.getBoundingClientRect().right > window.innerWidth,
          )
          .map((item) => item.textContent),
      )
    expect(outside).toEqual([])
    // The parser adds the logos one by one: one that arrives moves none already painted (no layout shift).
    const moved = await strip.locator('ul:not([aria-hidden])').evaluate((list) => {
      const last = list.lastElementChild!
      last.remove()
      const before = [...list.children].map((item) => item.getBoundingClientRect().left)
      list.append(last)
      return [...list.children].filter(
        (item, index) => before[index] !== undefined && item.getBoundingClientRect().left !== before[index],
      ).length
    })
    expect(moved).toBe(0)
  })
})

test.describe('/software-pmi', () => {
  test('tiles, benefits, values, four steps and the closing buttons', async ({ page }) => {
    await page.goto('/software-pmi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(softwarePmiPage.hero.title)
    const { services, benefits, values, process, cta } = softwarePmiPage
    await expectSectionHeadings(page, [services.title, benefits.title, values.title, process.title, cta.title])
    await expectCardTitles(region(page, services.title), ['Software locali', 'Web app', 'Integrazione AI', 'Siti web'])
    await expect(region(page, benefits.title).getByRole('listitem')).toHaveText(benefits.items)
    await expect(region(page, values.title).getByRole('heading', { level: 3 })).toHaveCount(3)
    const steps = region(page, process.title).locator('ol > li')
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Analisi e requisiti',
      'Design e prototipazione',
      'Sviluppo agile',
      'Test e rilascio',
    ])
    const closing = region(page, cta.title)
    await expectLink(closing, cta.actions[0].label, '/contact')
    await expectLink(closing, cta.actions[1].label, '/products')
  })
})

test.describe('/growth-plans', () => {
  test('three plans with prices, the popular mark and a quote link each', async ({ page }) => {
    await page.goto('/growth-plans')
    await expect(page).toHaveTitle(new RegExp(pageMeta.growthPlans.title))
    const plans = region(page, growthPlansPage.plans.title)
    const expected = {
      pmi: ['PMI', '1.500 €'],
      highGrowth: ['High Growth', '3.000 €'],
      maxSupport: ['Max Support', '6.000 €'],
    } as const
    for (const plan of growthPlans) {
      const [title, amount] = expected[plan.id]
      const card = plans.getByRole('article', { name: title, exact: true })
      await expect(card).toContainText(`da ${amount} al mese`)
      for (const feature of plan.features) await expect(card.getByText(feature, { exact: true })).toBeVisible()
      await expectLink(card, 'Richiedi Preventivo', '/contact')
      await expect(card.getByText(popularPlanLabel)).toHaveCount(plan.id === 'highGrowth' ? 1 : 0)
    }
    await expect(plans.getByText('Piano più popolare')).toBeVisible()
  })

  test('the comparison table: caption, plan columns, category groups, ✓/✗ with text', async ({ page }) => {
    await page.goto('/growth-plans#confronto')
    const table = page.getByRole('table', { name: growthPlansPage.comparison.caption })
    await expect(table).toBeVisible()
    await expect(table.locator('thead th[scope="col"]')).toHaveText([
      growthPlansPage.comparison.featureHeader,
      'PMI',
      'High Growth',
      'Max Support',
    ])
    await expect(table.locator('th[scope="rowgroup"]')).toHaveText([
      'Digital Marketing',
      'Software e Sistemi',
      'Supporto e Servizi',
    ])
    await expect(table.locator('tbody')).toHaveCount(3)
    const rows = comparisonCategories.flatMap((category) => category.rows)
    await expect(table.locator('th[scope="row"]')).toHaveText(rows.map((row) => row.name))
    const training = table.getByRole('row', { name: /Formazione AI del team/ }).getByRole('cell')
    await expect(training).toHaveText(['Non incluso', 'Incluso', 'Incluso'])
    const ads = table.getByRole('row', { name: /Campagne Google Ads/ }).getByRole('cell')
    await expect(ads).toHaveText(['Starter', 'PRO', 'PRO'])
  })

  test('closing block and hero anchors', async ({ page }) => {
    await page.goto('/growth-plans')
    const closing = region(page, growthPlansPage.cta.title)
    await expectLink(closing, 'Prenota una consulenza gratuita', '/contact')
    await expectLink(closing, 'Esplora Prodotti', '/products')
    await main(page).getByRole('link', { name: 'Confronta i piani' }).click()
    await expect(page.getByRole('table')).toBeInViewport()
  })
})

test.describe('/developers', () => {
  test('hero links, team cards with local photos, benefits, modes, specialisations, closing links', async ({
    page,
  }) => {
    await page.goto('/developers')
    await expect(page).toHaveTitle(new RegExp(pageMeta.developers.title))
    await expectLink(main(page), developersPage.hero.actions[0].label, '/contact')
    await expectLink(main(page), developersPage.hero.actions[1].label, '/services')
    const { benefits, modes, specialisations, cta } = developersPage
    await expectSectionHeadings(page, [
      developersPage.team.title,
      benefits.title,
      modes.title,
      specialisations.title,
      cta.title,
    ])

    const teamSection = region(page, developersPage.team.title)
    await expect(teamSection.getByRole('article')).toHaveCount(team.length)
    for (const member of team) {
      const card = teamSection.getByRole('article', { name: member.firstName })
      await expect(card.getByText(member.role, { exact: true })).toBeVisible()
      const photo = card.getByRole('img', { name: member.photo.alt })
      await photo.scrollIntoViewIfNeeded()
      await expect(photo).toHaveAttribute(
        'src',
        new RegExp(`^/_next/image\\?url=${encodeURIComponent(member.photo.src)}`),
      )
      await expect(photo).toHaveAttribute('width', /\d+/)
      await expect(photo).toHaveAttribute('height', /\d+/)
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0)
      await expect(
        card.getByRole('list', { name: developersPage.team.educationLabel }).getByRole('listitem'),
      ).toHaveText(member.education)
      await expect(card.getByRole('list', { name: developersPage.team.skillsLabel }).getByRole('listitem')).toHaveText(
        member.skills,
      )
    }

    await expectCardTitles(region(page, modes.title), ['Team Extension', 'Progetti Specifici', 'Consulenza Tecnica'])
    const areas = region(page, specialisations.title)
    for (const area of specialisations.items) {
      await expect(areas.getByRole('heading', { level: 3, name: area.title })).toBeVisible()
      await expect(areas.getByRole('list', { name: new RegExp(area.title) }).getByRole('listitem')).toHaveText(
        area.tags,
      )
    }
    const closing = region(page, cta.title)
    await expectLink(closing, cta.actions[0].label, '/contact')
    await expectLink(closing, cta.actions[1].label, '/growth-plans')
  })
})

test.describe('/community', () => {
  test('hero, video channel, membership, chat and closing call to action; every link leaves the site in a new tab', async ({
    page,
  }) => {
    await page.goto('/community')
    const { channel, membership, chat, cta } = communityPage
    await expectSectionHeadings(page, [channel.title, membership.title, chat.title, cta.title])
    await expectLink(main(page), communityPage.hero.actions[0].label, agency.social.patreon.url)
    await expect(region(page, channel.title).getByText('20+', { exact: true })).toBeVisible()
    await expect(region(page, channel.title).getByText('video tutorial gratuiti')).toBeVisible()
    await expectLink(
      region(page, channel.title),
      'Iscriviti al canale',
      `${agency.social.youtube.url}?sub_confirmation=1`,
    )
    await expectCardTitles(
      region(page, membership.title),
      membership.items.map((item) => item.title),
    )
    await expect(
      region(page, chat.title).getByRole('list', { name: chat.channelsLabel }).getByRole('listitem'),
    ).toHaveCount(chat.channels.length)
    await expectLink(region(page, chat.title), 'Entra su Discord', agency.social.discord.url)
    await expectLink(region(page, cta.title), 'Entra su Discord', agency.social.discord.url)

    const links = await main(page).getByRole('link').all()
    expect(links.length).toBeGreaterThan(5)
    for (const link of links) await expectExternal(link)
  })
})

test.describe('/assistenti-ai-locale', () => {
  test('hero, benefit tiles, video, advantages, plans at #piani, support and closing call to action', async ({
    page,
  }) => {
    await page.goto('/assistenti-ai-locale')
    await expect(page).toHaveTitle(new RegExp(pageMeta.localAi.title))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(localAiPage.hero.title)
    const { benefits, video, advantages, plans, support, cta } = localAiPage
    await expectSectionHeadings(page, [
      benefits.title,
      video.title,
      advantages.title,
      plans.title,
      support.title,
      cta.title,
    ])
    await expectCardTitles(region(page, benefits.title), [
      'Privacy e controllo',
      'La tua AI personale sul PC',
      'Prestazioni locali',
    ])
    await expect(region(page, benefits.title)).toContainText('Oltre 50 modelli')
    await expect(region(page, video.title)).toContainText('circa 10 minuti')
    await expectLink(region(page, video.title), 'Richiedi consulto GRATUITO', '/contact')
    await expectCardTitles(region(page, advantages.title), [
      'Privacy assoluta',
      'Scegli il tuo modello',
      'Nessuna lentezza del cloud',
    ])

    const plansSection = page.locator('section#piani')
    await expect(plansSection.getByRole('heading', { level: 2 })).toHaveText(plans.title)
    const everyday = plansSection.getByRole('article', { name: 'Everyday' })
    await expect(everyday).toContainText('110 € una tantum')
    for (const feature of localAiPlans[0].features)
      await expect(everyday.getByText(feature, { exact: true })).toBeVisible()
    const advanced = plansSection.getByRole('article', { name: 'Advanced' })
    await expect(advanced).toContainText('Preventivo personalizzato')
    await expect(advanced).toContainText('manutenzione')
    for (const card of [everyday, advanced]) await expect(card.getByRole('link')).toHaveAttribute('href', '/contact')

    await expectCardTitles(region(page, support.title), [
      'Supporto via e-mail',
      'Supporto tramite ticket',
      'Piano di manutenzione',
    ])
    await expectLink(region(page, cta.title), 'Richiedi consulto GRATUITO', '/contact')
    await main(page).getByRole('link', { name: 'Scopri i piani' }).click()
    await expect(page).toHaveURL(/#piani$/)
  })
})

const videoPages = [
  { path: '/community', section: communityPage.channel },
  { path: '/assistenti-ai-locale', section: localAiPage.video },
]

test.describe('videos load only on request', () => {
  for (const { path, section } of videoPages) {
    test(`${path}: no video host until play is pressed, then the privacy-enhanced frame`, async ({ page, baseURL }) => {
      const requests = recordRequests(page)
      const problems = watchConsole(page)
      await page.route(`${videoHost}/**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<p>video</p>' }),
      )
      await visitWholePage(page, path)
      const scope = region(page, section.title)
      await expect(scope.locator('iframe')).toHaveCount(0)
      expect(foreign(requests, new URL(baseURL!).origin)).toEqual([])
      expect(problems).toEqual([])

      const play = scope.getByRole('button', { name: new RegExp(section.video.title) })
      await expect(play).toContainText(section.video.duration)
      await wakeIsland(page, play)
      await play.click()
      const frame = scope.locator('iframe')
      await expect(frame).toHaveCount(1)
      await expect(frame).toHaveAttribute('src', new RegExp(`^${videoHost}/embed/${section.video.youtubeId}\\?`))
      await expect(frame).toHaveAttribute('title', section.video.title)
      await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
      await expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen')
      await expect(frame).toBeFocused()
      await expect(play).toHaveCount(0)
      await expect
        .poll(() => requests.some((url) => url.startsWith(`${videoHost}/embed/${section.video.youtubeId}`)))
        .toBe(true)
      expect(problems).toEqual([])
    })
  }
})

// The pages with a video prove it in 'videos load only on request', before their click.
test.describe('no third-party request before a click', () => {
  for (const path of contentPaths.filter((path) => !videoPages.some((video) => video.path === path))) {
    test(`${path} talks only to its own origin`, async ({ page, baseURL }) => {
      const requests = recordRequests(page)
      await visitWholePage(page, path)
      expect(requests.length).toBeGreaterThan(0)
      expect(foreign(requests, new URL(baseURL!).origin)).toEqual([])
    })
  }
})

test.describe('390 px wide screens', () => {
  for (const path of contentPaths) {
    test(`${path} has no horizontal scroll @mobile-only`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }

  test('the comparison table fits the screen and its cells do not spill @mobile-only', async ({ page }) => {
    await page.goto('/growth-plans')
    const table = page.getByRole('table')
    await table.scrollIntoViewIfNeeded()
    const { tableWidth, boxWidth, spilling } = await table.evaluate((element) => ({
      tableWidth: element.scrollWidth,
      boxWidth: element.parentElement!.clientWidth,
      spilling: [...element.querySelectorAll('th, td')]
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent),
    }))
    expect(tableWidth).toBeLessThanOrEqual(boxWidth)
    expect(spilling).toEqual([])
  })
})
