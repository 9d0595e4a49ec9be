import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import { createElement } from 'react'
import { privacyDocument } from '@/content/legal/privacy'
import { termsDocument } from '@/content/legal/terms'
import { legalLanguages, type LegalBlock, type LegalDocument } from '@/content/legal/types'
import { pageMeta } from '@/content/page-meta'
import { privacyPage, termsPage } from '@/content/pages/legal'
import { LegalArticle } from '@/components/legal/legal-article'
import { LegalBlocks } from '@/components/legal/legal-blocks'
import { storedItems } from '@/content/legal/cookie-registry'
import { storedItemsTable } from '@/content/legal/cookie-table'
import { consentCopy } from '@/content/ui/consent'
import { translateOfferLabel } from '@/content/ui/translation'
import { legalPageMetadata } from '@/lib/legal/metadata'
import { languageVariantPath, languageVariantRewrites, resolveLanguageRedirect } from '@/lib/legal/language-variants'
import { absoluteUrl, buildMetadata } from '@/lib/seo/metadata'

const documents: [string, LegalDocument, number][] = [
  ['terms', termsDocument, 12],
  ['privacy', privacyDocument, 13],
]

/** All the words of a section in one string, lead-ins and table cells included. */
function sectionText(blocks: readonly LegalBlock[]): string {
  const words = (block: LegalBlock) => {
    if (block.type === 'p') return block.text
    if (block.type === 'table') return [block.caption, ...block.head, ...block.rows.flat()].join('\n')
    return block.items.map((item) => (typeof item === 'string' ? item : `${item.lead}: ${item.text}`)).join('\n')
  }
  return blocks.map(words).join('\n')
}

describe.each(documents)('the %s document', (_name, document, count) => {
  it(`has sections numbered 1 to ${count}, the same in both languages`, () => {
    expect(document.sections.map((section) => section.number)).toEqual(
      Array.from({ length: count }, (_, index) => index + 1),
    )
    for (const lang of legalLanguages)
      expect(document.sections.filter((section) => section[lang].title.trim() !== '')).toHaveLength(count)
  })

  it('has no empty section, paragraph, list or list item in either language', () => {
    for (const section of document.sections) {
      for (const lang of legalLanguages) {
        const { title, blocks } = section[lang]
        expect(title.trim()).not.toBe('')
        expect(title).not.toMatch(/^\d/) // the number is added by the page: "3. Title"
        expect(blocks.length).toBeGreaterThan(0)
        for (const block of blocks) {
          if (block.type === 'p') expect(block.text.trim()).not.toBe('')
          else if (block.type === 'table') {
            expect(block.rows.length).toBeGreaterThan(0)
            for (const row of block.rows) expect(row).toHaveLength(block.head.length)
            for (const cell of [block.caption, ...block.head, ...block.rows.flat()]) expect(cell.trim()).not.toBe('')
          } else {
            expect(block.items.length).toBeGreaterThan(0)
            for (const item of block.items) {
              if (typeof item === 'string') expect(item.trim()).not.toBe('')
              else expect([item.lead.trim(), item.text.trim()]).not.toContain('')
            }
          }
        }
      }
      // A translation keeps the shape of the original: same blocks, same list lengths.
      const shape = (lang: 'it' | 'en') =>
        section[lang].blocks.map((block) =>
          block.type === 'p' ? 'p' : block.type === 'table' ? `table${block.rows.length}` : `ul${block.items.length}`,
        )
      expect(shape('en')).toEqual(shape('it'))
    }
  })

  it('shows, in both languages, the same date as its ISO date of update', () => {
    const date = new Date(`${document.updatedOn}T12:00:00Z`)
    const format = (locale: string) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
    expect(document.header.it.lastUpdated).toBe(`Ultimo aggiornamento: ${format('it-IT')}`)
    expect(document.header.en.lastUpdated).toBe(`Last updated: ${format('en-US')}`)
    for (const lang of legalLanguages)
      for (const field of ['title', 'subtitle'] as const) expect(document.header[lang][field].trim()).not.toBe('')
  })
})

describe('facts the pages must carry', () => {
  it('dates: terms 1 May 2025, privacy 25 November 2026', () => {
    expect(termsDocument.updatedOn).toBe('2025-05-01')
    expect(privacyDocument.updatedOn).toBe('2026-11-26')
  })

  it('the terms name the court of Teramo in both languages', () => {
    const law = termsDocument.sections.find((section) => section.number === 9)!
    expect(law.it.title).toBe('Legge applicabile e risoluzione delle controversie')
    for (const lang of legalLanguages) expect(sectionText(law[lang].blocks)).toContain('Teramo')
  })

  it('the privacy cookie section names the button the page puts there, in each language', () => {
    const { section, label } = privacyPage.cookieButton
    const cookies = privacyDocument.sections.find((entry) => entry.number === section)!
    expect(cookies.it.title).toBe('Cookie')
    expect(label).toEqual({ it: 'Gestisci preferenze cookie', en: 'Manage cookie preferences' })
    for (const lang of legalLanguages) expect(sectionText(cookies[lang].blocks)).toContain(`“${label[lang]}”`)
  })

  it('the privacy policy keeps its retention periods and its 72-hour and 30-day commitments', () => {
    const text = (lang: 'it' | 'en') =>
      privacyDocument.sections.map((section) => sectionText(section[lang].blocks)).join('\n')
    for (const fact of ['10 anni', '24 mesi', '6 mesi', '3 anni dall’ultimo scambio', '72 ore', '30 giorni'])
      expect(text('it')).toContain(fact)
    for (const fact of ['10 years', '24 months', '6 months', '3 years from the last exchange', '72 hours', '30 days'])
      expect(text('en')).toContain(fact)
  })
})

describe('the privacy cookie section', () => {
  const cookies = privacyDocument.sections.find((entry) => entry.number === privacyPage.cookieButton.section)!
  const words = { it: sectionText(cookies.it.blocks), en: sectionText(cookies.en.blocks) }

  it.each(legalLanguages)(
    'in %s: the X, the footer link, the consent ID, the offer to translate, the exact Marketing signals',
    (lang) => {
      const text = words[lang]
      expect(text).toMatch(
        lang === 'it'
          ? /La X in alto a destra chiude il banner e mantiene solo i cookie tecnici/
          : /The X in its top right corner closes it and keeps only the technical cookies/,
      )
      expect(text).toContain(`“${consentCopy[lang].manage}”`)
      expect(text).toContain(lang === 'it' ? 'Il tuo consenso: ID' : 'Your consent: ID')
      expect(text).toContain(`“${translateOfferLabel}”`)
      expect(text).toContain(`ad_storage, ad_user_data ${lang === 'it' ? 'e' : 'and'} ad_personalization`)
      for (const item of storedItems) expect(text).toContain(item.name)
    },
  )

  it('never calls Google Analytics data anonymous, anywhere in the policy', () => {
    for (const lang of legalLanguages) {
      const sentences = privacyDocument.sections.flatMap((section) =>
        sectionText(section[lang].blocks).split(/[.;:]\s/),
      )
      const aboutAnalytics = sentences.filter((sentence) => /Analytics|Analitici|_ga/.test(sentence))
      expect(aboutAnalytics.length).toBeGreaterThan(0)
      expect(
        aboutAnalytics.filter((sentence) => /(?<!non |not )anonim|(?<!non |not )anonymous/i.test(sentence)),
      ).toEqual([])
    }
  })

  it('renders the registry as an accessible table: a caption naming a focusable scrolling region, column and row headers', () => {
    render(createElement(LegalBlocks, { blocks: [storedItemsTable('en')] }))
    const region = screen.getByRole('region', { name: 'Cookies and data stored in the browser' })
    expect(region).toHaveAttribute('tabindex', '0')
    const table = within(region).getByRole('table', { name: 'Cookies and data stored in the browser' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => [cell.textContent, cell.getAttribute('scope')]),
    ).toEqual(['Name', 'Provider', 'Purpose', 'Category', 'Duration', 'Party'].map((label) => [label, 'col']))
    const rowHeaders = within(table).getAllByRole('rowheader')
    expect(rowHeaders).toHaveLength(storedItems.length)
    expect(rowHeaders[0]).toHaveAttribute('scope', 'row')
    const googtrans = within(table).getByRole('row', { name: /^googtrans \(cookie\)/ })
    expect(
      within(googtrans)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Google Traduttore',
      storedItems.find((item) => item.name === 'googtrans')!.purpose.en,
      'Functional',
      'until the browser is closed',
      'first party',
    ])
  })
})

describe('LegalArticle', () => {
  it('renders the Italian version: one h1, numbered h2 with #sezione-N anchors, a table of contents pointing at them', () => {
    const { container } = render(
      createElement(LegalArticle, { document: privacyDocument, lang: 'it', text: privacyPage.text.it }),
    )
    const article = container.querySelector('article')!
    expect(article).not.toHaveAttribute('hidden')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const numbered = screen.getAllByRole('heading', { level: 2, name: /^\d+\. / })
    expect(numbered.map((heading) => heading.textContent)).toEqual(
      privacyDocument.sections.map((section) => `${section.number}. ${section.it.title}`),
    )
    expect(numbered.map((heading) => heading.id)).toEqual(
      privacyDocument.sections.map((section) => `sezione-${section.number}`),
    )
    const toc = screen.getByRole('navigation', { name: 'Indice' })
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(numbered.map((heading) => `#${heading.id}`))
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-11-26')
    expect(screen.getByText('Ragione sociale:').tagName).toBe('STRONG')
    expect(screen.getByRole('link', { name: 'Leggi i Termini e Condizioni' })).toHaveAttribute(
      'href',
      '/TerminiCondizioni',
    )
  })

  it('renders the English version with #section-N anchors and English links', () => {
    const { container } = render(
      createElement(LegalArticle, {
        document: termsDocument,
        lang: 'en',
        text: termsPage.text.en,
        sectionEnd: { 5: createElement('p', null, 'after five') },
      }),
    )
    const article = container.querySelector('article')!
    const headings = [...article.querySelectorAll('section > h2')]
    expect(headings.map((heading) => heading.id)).toEqual(
      termsDocument.sections.map((section) => `section-${section.number}`),
    )
    expect(headings[0].textContent).toBe('1. Introduction')
    expect(article.querySelector('a[href="/PrivacyPolicy?lang=en"]')?.textContent).toBe(
      'Read the Privacy and Cookie Policy',
    )
    // Content for a section closes that section, after its text.
    const extra = within(article).getByText('after five')
    expect(extra.closest('section')?.querySelector('h2')?.textContent).toBe('5. Intellectual property')
  })
})

describe('the language of the address (lib/language-variants)', () => {
  it('writes the English variant’s address with ?lang=en and the Italian one without', () => {
    expect(languageVariantPath('/PrivacyPolicy', 'it')).toBe('/PrivacyPolicy')
    expect(languageVariantPath('/PrivacyPolicy', 'en')).toBe('/PrivacyPolicy?lang=en')
  })

  it('serves each ?lang=en address from its prerendered /en/ page with a relative rewrite, before the Italian page', () => {
    expect(languageVariantRewrites()).toEqual([
      {
        source: '/PrivacyPolicy',
        has: [{ type: 'query', key: 'lang', value: 'en' }],
        destination: '/en/PrivacyPolicy',
      },
      {
        source: '/TerminiCondizioni',
        has: [{ type: 'query', key: 'lang', value: 'en' }],
        destination: '/en/TerminiCondizioni',
      },
    ])
  })

  it.each([
    ['/en/PrivacyPolicy', '', { pathname: '/PrivacyPolicy', search: '?lang=en' }],
    ['/en/TerminiCondizioni', '?a=1', { pathname: '/TerminiCondizioni', search: '?a=1&lang=en' }],
    ['/PrivacyPolicy', '?lang=it', { pathname: '/PrivacyPolicy', search: '' }],
    ['/PrivacyPolicy', '?lang=de&a=1', { pathname: '/PrivacyPolicy', search: '?a=1' }],
  ])('the request layer redirects %p%p to the one public address', (pathname, search, redirect) => {
    expect(resolveLanguageRedirect(pathname, search)).toEqual(redirect)
  })

  it.each([
    ['/PrivacyPolicy', ''],
    ['/PrivacyPolicy', '?utm_source=x'],
    ['/PrivacyPolicy', '?lang=en'],
    ['/TerminiCondizioni/', '?utm_source=x&lang=en'],
    ['/chatbots', '?lang=en'],
    ['/en/chatbots', ''],
  ])('lets %p%p through untouched', (pathname, search) => {
    expect(resolveLanguageRedirect(pathname, search)).toBeNull()
  })
})

describe('metadata of the legal pages', () => {
  it.each(['terms', 'privacy'] as const)(
    '%s: each variant is its own canonical, with reciprocal hreflang it, en and x-default',
    (key) => {
      const path = pageMeta[key].path
      const alternates = { it: absoluteUrl(path), en: absoluteUrl(`${path}?lang=en`), 'x-default': absoluteUrl(path) }
      const italian = legalPageMetadata(key, 'it')
      const english = legalPageMetadata(key, 'en')
      expect(italian.alternates).toEqual({ canonical: absoluteUrl(path), languages: alternates })
      expect(english.alternates).toEqual({ canonical: absoluteUrl(`${path}?lang=en`), languages: alternates })
      expect(english.title).toEqual({
        absolute: `${key === 'terms' ? termsPage.englishMeta.title : privacyPage.englishMeta.title} | Orbita Lab`,
      })
      expect(english.description).not.toBe(italian.description)
      expect(english.other).toEqual({ 'content-language': 'en' })
    },
  )

  it('adds no language alternates to a page that does not ask for them', () => {
    expect(buildMetadata(pageMeta.contact).alternates).toEqual({ canonical: absoluteUrl(pageMeta.contact.path) })
  })
})
