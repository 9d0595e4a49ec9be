import { CheckCircle, Send } from '@/components/ui/icons'
import { agency, replyPromise } from '@/content/agency'
import { contactFaqs, faqIntros } from '@/content/faqs'
import { contactFormIntro, contactPage } from '@/content/pages/contact'
import { ConsultationCard } from '@/components/contact/consultation-card'
import { ContactDetails } from '@/components/contact/contact-details'
import { ContactFormOnIntent } from '@/components/islands/islands'
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld'
import { CtaSection } from '@/components/sections/cta-section'
import { FaqSection } from '@/components/sections/faq-section'
import { Hero } from '@/components/sections/hero'
import { pageMetadata } from '@/lib/seo/metadata'
import { routes } from '@/lib/routes'

export const metadata = pageMetadata('contact')

export default function ContactPage() {
  return (
    <>
      <BreadcrumbJsonLd trail={[routes.contact]} />
      <Hero content={contactPage.hero} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-5">
        <section
          aria-labelledby="modulo"
          className="rounded-3xl border border-line bg-surface p-6 sm:p-8 lg:col-span-3"
        >
          <h2 id="modulo" className="text-2xl font-bold">
            {contactFormIntro.title}
          </h2>
          <p className="mt-2 mb-8 text-muted">{contactFormIntro.text}</p>
          <ContactFormOnIntent
            email={agency.email}
            replyPromise={replyPromise}
            icons={{
              send: <Send aria-hidden className="size-4" />,
              success: <CheckCircle aria-hidden className="size-12" />,
            }}
          />
        </section>
        <div className="grid content-start gap-8 lg:col-span-2">
          <ContactDetails />
          <ConsultationCard />
        </div>
      </div>
      <FaqSection {...faqIntros.contact} faqs={contactFaqs} />
      <CtaSection content={contactPage.cta} />
    </>
  )
}
