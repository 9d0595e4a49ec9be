/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import { agency, replyPromise } from '@/content/agency'
import { privacyDocument } from '@/content/legal/privacy'
import { termsDocument } from '@/content/legal/terms'
import { aboutPage } from '@/content/pages/about'
import { aiAgentsSections } from '@/content/pages/ai-agents'
import { contactFormIntro, contactPage } from '@/content/pages/contact'
import { growthPlansPage } from '@/content/pages/growth-plans'

/** All the visible text of a content object, as one string. */
const text = (content: unknown) => JSON.stringify(content)

describe('the specification’s figures are in the copy, where they read naturally', () => {
  it.each([
    ['discounts up to 50% on BI services', growthPlansPage, /sconti fino al 50% sui servizi di Business Intelligence/],
    ['a 40% cost saving', aiAgentsSections, /40% di risparmio sui costi/],
    [
      'a typical operating cost of about 20 euro per month per client',
      aboutPage.partners,
      /tipicamente circa 20 € al mese per cliente/,
    ],
    ['a margin of about 87%', aboutPage.partners, /margine[^"]*intorno all’87%/],
  ])('%s', (_, content, claim) => {
    expect(text(content)).toMatch(claim)
  })
})

describe('reply times agree for a reader', () => {
  it('the contact page promises a usual reply within one working day and at most the legal texts’ 5', () => {
    expect(agency.replyDays).toEqual({ usual: 1, atMost: 5 })
    expect(replyPromise).toBe('di solito entro un giorno lavorativo, al massimo entro 5 giorni lavorativi')
    for (const copy of [contactPage.hero.subtitle, contactFormIntro.text]) expect(copy).toContain(replyPromise)
  })

  it('the terms and the privacy policy still give 5 working days as the ceiling (30 days for rights requests)', () => {
    expect(text(termsDocument)).toContain(`entro ${agency.replyDays.atMost} giorni lavorativi`)
    expect(text(privacyDocument)).toContain(`entro ${agency.replyDays.atMost} giorni lavorativi`)
    expect(text(privacyDocument)).toContain('entro 30 giorni')
  })

  it('no copy outside the legal texts promises a reply "entro un giorno lavorativo" without the ceiling', () => {
    for (const copy of [text(contactPage), text(contactFormIntro)])
      expect(copy.replace(replyPromise, '')).not.toMatch(/entro un giorno lavorativo/)
  })
})
