/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import { privacyDocument } from '@/content/legal/privacy'
import { termsDocument } from '@/content/legal/terms'
import { pagePaths } from '@/lib/seo/page-paths'
import { routes } from '@/lib/routes'
import { sitemapPages } from '@/lib/seo/sitemap'

describe('lib/sitemap: sitemapPages', () => {
  const pages = sitemapPages()

  it('lists every page once, plus the English variants of the legal pages', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(
      [...pagePaths(), '/PrivacyPolicy?lang=en', '/TerminiCondizioni?lang=en'].sort(),
    )
  })

  it('dates every page with a real calendar day, none in the future', () => {
    const today = new Date().toISOString().slice(0, 10)
    const wrong = pages.filter(({ lastModified }) => {
      const parsed = new Date(`${lastModified}T00:00:00Z`)
      return (
        !/^\d{4}-\d{2}-\d{2}$/.test(lastModified) ||
        Number.isNaN(parsed.getTime()) ||
        parsed.toISOString().slice(0, 10) !== lastModified ||
        lastModified > today
      )
    })
    expect(wrong).toEqual([])
  })

  it('dates the legal pages, in both languages, by their documents\' own "last updated"', () => {
    const dateOf = (path: string) => pages.find((page) => page.path === path)?.lastModified
    expect(dateOf(routes.privacy.path)).toBe(privacyDocument.updatedOn)
    expect(dateOf(`${routes.privacy.path}?lang=en`)).toBe(privacyDocument.updatedOn)
    expect(dateOf(routes.terms.path)).toBe(termsDocument.updatedOn)
    expect(dateOf(`${routes.terms.path}?lang=en`)).toBe(termsDocument.updatedOn)
  })
})
