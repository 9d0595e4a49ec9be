import { ChevronDown } from '@/components/ui/icons'
import type { Faq } from '@/content/faqs'
import { faqToggle } from '@/content/ui/sections'
import { JsonLd } from '@/components/seo/json-ld'
import { Disclosure } from '@/components/ui/disclosure'
import { buttonClasses } from '@/components/ui/button-styles'
import { faqJsonLd } from '@/lib/structured-data'
import { SectionIcon } from './section-icon'

function FaqItem({ faq }: { faq: Faq }) {
  return (
    <li className="rounded-2xl border border-line bg-surface">
      <Disclosure
        buttonClassName="flex w-full items-center gap-4 rounded-2xl p-5 text-left font-medium"
        panelClassName="px-5 pb-5 pl-14 text-muted"
        summary={
          <>
            <SectionIcon name={faq.icon} className="size-5 shrink-0 text-accent-text" />
            <span className="flex-1">{faq.question}</span>
            <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-aria-expanded:rotate-180" />
          </>
        }
      >
        <p>{faq.answer}</p>
      </Disclosure>
    </li>
  )
}

/** Questions as disclosures, with FAQPage JSON-LD; `shown` of them visible, the rest behind a toggle. */
export function FaqSection({
  title,
  intro,
  faqs,
  shown = faqs.length,
}: {
  title: string
  intro: string
  faqs: readonly Faq[]
  shown?: number
}) {
  const [first, rest] = [faqs.slice(0, shown), faqs.slice(shown)]
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <JsonLd data={faqJsonLd(faqs)} />
      <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-3 text-center text-muted">{intro}</p>
      <ul className="mt-10 grid gap-3">
        {first.map((faq) => (
          <FaqItem key={faq.question} faq={faq} />
        ))}
      </ul>
      {rest.length > 0 && (
        <div className="text-center">
          <Disclosure
            panelFirst
            summary={faqToggle.showAll}
            openSummary={faqToggle.hideExtra}
            buttonClassName={buttonClasses('secondary', 'mt-6')}
            panelClassName="mt-3 text-left"
          >
            <ul className="grid gap-3">
              {rest.map((faq) => (
                <FaqItem key={faq.question} faq={faq} />
              ))}
            </ul>
          </Disclosure>
        </div>
      )}
    </section>
  )
}
