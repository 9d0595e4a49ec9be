/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { agency } from '@/content/agency'
import { aboutPage } from '@/content/pages/about'
import { communityPage } from '@/content/pages/community'
import { developersPage } from '@/content/pages/developers'
import { growthPlansPage } from '@/content/pages/growth-plans'
import { homePage } from '@/content/pages/home'
import { localAiPage } from '@/content/pages/local-ai'
import { softwarePmiPage } from '@/content/pages/software-pmi'
import { comparisonCategories, growthPlans, localAiPlans } from '@/content/plans'
import { team } from '@/content/team'
import { technologies } from '@/content/technologies'
import type { HeroContent } from '@/content/types'
import { pagePaths } from '@/lib/seo/page-paths'
import { legacyPaths, routes } from '@/lib/routes'

const pages = {
  home: homePage,
  softwarePmi: softwarePmiPage,
  growthPlans: growthPlansPage,
  developers: developersPage,
  community: communityPage,
  localAi: localAiPage,
  about: aboutPage,
}

/** Every `href` anywhere in a content object. */
function hrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefs)
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'href' && typeof inner === 'string' ? [inner] : hrefs(inner),
    )
  return []
}

/** The section ids each page renders, for its in-page anchors ("#piani"). */
const anchors: Record<string, string[]> = { growthPlans: ['piani', 'confronto'], localAi: ['piani'], about: ['team'] }

describe('page content', () => {
  it.each(Object.entries(pages))('%s: the hero highlights words of its own title', (_, page) => {
    const { title, highlight = '' }: HeroContent = page.hero
    expect(highlight).not.toBe('')
    expect(title).toContain(highlight)
  })

  it.each(Object.entries(pages))(
    '%s: every link goes to a real page, an anchor of the page or one of the agency’s profiles',
    (key, page) => {
      const internal = new Set([...pagePaths(), legacyPaths.services.path])
      const profiles = Object.values(agency.social).map((profile) => profile.url)
      for (const href of hrefs(page)) {
        if (href.startsWith('/')) expect(internal).toContain(href)
        else if (href.startsWith('#')) expect(anchors[key] ?? []).toContain(href.slice(1))
        else expect(profiles.some((profile) => href.startsWith(profile))).toBe(true)
      }
    },
  )

  it('the community page links only outside the site', () => {
    const links = hrefs(communityPage)
    expect(links.length).toBeGreaterThan(5)
    for (const href of links) expect(href).toMatch(/^https:\/\//)
    expect(links).toContain(agency.social.patreon.url)
    expect(communityPage.channel.stat.value).toBe('20+')
  })

  it('the home page leads to the six service pages and to the three community profiles', () => {
    const services = homePage.services.groups.flatMap((group) => group.cards.map((card) => card.href))
    expect(services.sort()).toEqual(
      [routes.softwarePmi, routes.developers, routes.aiAgents, routes.chatbots, routes.growthPlans, routes.products]
        .map((route) => route.path)
        .sort(),
    )
    expect(homePage.services.groups).toHaveLength(3)
    expect(homePage.community.cards.map((card) => card.brand)).toEqual(['youtube', 'discord', 'patreon'])
    expect(homePage.values.items).toHaveLength(5)
  })

  it('the section lists have the sizes the spec gives them', () => {
    expect(softwarePmiPage.services.items).toHaveLength(4)
    expect(softwarePmiPage.values.items).toHaveLength(3)
    expect(softwarePmiPage.process.steps.map((step) => step.title)).toEqual([
      'Analisi e requisiti',
      'Design e prototipazione',
      'Sviluppo agile',
      'Test e rilascio',
    ])
    expect(developersPage.modes.items.map((mode) => mode.title)).toEqual([
      'Team Extension',
      'Progetti Specifici',
      'Consulenza Tecnica',
    ])
    expect(developersPage.specialisations.items).toHaveLength(3)
    for (const area of developersPage.specialisations.items) expect(area.tags.length).toBeGreaterThan(2)
    expect(localAiPage.benefits.items).toHaveLength(3)
    expect(localAiPage.advantages.items.map((item) => item.title)).toEqual([
      'Privacy assoluta',
      'Scegli il tuo modello',
      'Nessuna lentezza del cloud',
    ])
    expect(localAiPage.support.items).toHaveLength(3)
  })

  it('videos carry a valid YouTube id, a title and a duration', () => {
    for (const { video } of [communityPage.channel, localAiPage.video]) {
      expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/)
      expect(video.title.length).toBeGreaterThan(10)
      expect(video.duration).toMatch(/minut/)
    }
    expect(localAiPage.video.video.duration).toContain('10')
  })
})

describe('growth plans', () => {
  it('has the three monthly plans with their starting prices; only High Growth is the popular one', () => {
    expect(
      growthPlans.map((plan) => [
        plan.title,
        plan.price.amount,
        plan.price.suffix,
        Boolean('popular' in plan && plan.popular),
      ]),
    ).toEqual([
      ['PMI', '1.500 €', 'al mese', false],
      ['High Growth', '3.000 €', 'al mese', true],
      ['Max Support', '6.000 €', 'al mese', false],
    ])
    for (const plan of growthPlans)
      expect(plan.cta).toEqual({ label: 'Richiedi Preventivo', href: routes.contact.path })
  })

  it('lists what each plan includes', () => {
    const [pmi, highGrowth, maxSupport] = growthPlans
    expect(pmi.features).toEqual(
      expect.arrayContaining([
        '5 automazioni al mese',
        'Consulenza 1 giorno a settimana',
        'Pacchetto Google Ads Starter',
        'SEO base',
        '1 gestionale su misura',
      ]),
    )
    expect(highGrowth.features.join(' ')).toMatch(
      /illimitati.*PRO.*SEO avanzata.*full-time.*catalogo prodotti.*Formazione AI/s,
    )
    expect(maxSupport.features.join(' ')).toMatch(
      /High Growth.*software illimitato.*R e Python.*full-stack a 360°.*sistemi aziendali/s,
    )
  })

  it('compares them in three categories, every row with a value for every plan', () => {
    expect(comparisonCategories.map((category) => category.title)).toEqual([
      'Digital Marketing',
      'Software e Sistemi',
      'Supporto e Servizi',
    ])
    const rows = comparisonCategories.flatMap((category) => category.rows)
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length)
    for (const row of rows)
      for (const plan of growthPlans) {
        const value = row[plan.id]
        // Short texts keep the table readable on a phone.
        if (typeof value === 'string') expect(value.length).toBeLessThanOrEqual(20)
        else expect(typeof value).toBe('boolean')
      }
  })
})

describe('local AI plans', () => {
  it('Everyday is 110 € once, with two weeks of help, a PDF guide and over 50 models', () => {
    const everyday = localAiPlans[0]
    expect(everyday.title).toBe('Everyday')
    expect(everyday.price).toEqual({ amount: '110 €', suffix: 'una tantum' })
    expect(everyday.features.join(' ')).toMatch(
      /Due settimane di consulenza e supporto via e-mail.*PDF.*Oltre 50 modelli/s,
    )
  })

  it('Advanced is quoted on request, with maintenance paid separately; both lead to the contact page', () => {
    const advanced = localAiPlans[1]
    expect(advanced.title).toBe('Advanced')
    expect(advanced.price.amount).toBe('Preventivo personalizzato')
    expect(advanced.note).toMatch(/manutenzione.*a parte/)
    for (const plan of localAiPlans) expect(plan.cta.href).toBe(routes.contact.path)
  })
})

describe('team and technologies', () => {
  it('two people, each with a local portrait of the declared size, education and skills', () => {
    expect(team).toHaveLength(2)
    for (const member of team) {
      const file = join(process.cwd(), 'public', member.photo.src)
      expect(existsSync(file)).toBe(true)
      const bytes = readFileSync(file)
      // A lossy WebP: "RIFF....WEBPVP8 ", then the frame size in its header (14 bits each).
      expect(bytes.subarray(8, 16).toString('latin1')).toBe('WEBPVP8 ')
      expect([bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff]).toEqual([
        member.photo.width,
        member.photo.height,
      ])
      expect(bytes.length).toBeLessThan(50 * 1024)
      expect(member.photo.alt).toContain(member.firstName)
      expect(member.education.length).toBeGreaterThan(0)
      expect(member.skills.length).toBeGreaterThan(2)
    }
  })

  it('the technology strip has distinct, drawable logos', () => {
    expect(technologies.length).toBeGreaterThanOrEqual(12)
    expect(new Set(technologies.map((technology) => technology.name)).size).toBe(technologies.length)
    for (const technology of technologies) expect(technology.icon.path.length).toBeGreaterThan(20)
  })
})
