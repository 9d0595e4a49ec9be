import { ChevronDown } from '@/components/ui/icons'
import type { Faq } from '@/content/faqs'
import { faqToggle } from '@/content/ui/sections'
import { JsonLd } from '@/components/seo/json-ld'
import { Disclosure } from '@/components/ui/disclosure'
import { buttonClasses } from '@/components/ui/button-styles'
import { NativeControls } from '@/components/islands/served-island-guard'
import { faqJsonLd } from '@/lib/seo/structured-data'
import { SectionIcon } from './section-icon'

/**
 * A native disclosure: it opens at the first tap even while the page hydrates (React never sees the tap,
 * `NativeControls`), and without JavaScript. Its answer unfolds where the browser can animate to `auto`.
 */
function FaqItem({ faq }: { faq: Faq }) {
  return (
    <li className="rounded-2xl border border-line bg-surface">
      <details className="group details-unfold">
        <summary className="flex w-full cursor-pointer items-center gap-4 rounded-2xl p-5 text-left font-medium">
          <SectionIcon name={faq.icon} className="size-5 shrink-0 text-accent-text" />
          <span className="flex-1">{faq.question}</span>
          <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <p className="px-5 pb-5 pl-14 text-muted">{faq.answer}</p>
      </details>
    </li>
  )
}

/** A list of questions, in a box the guard holds from React until it has hydrated. */
function FaqList({ faqs, className = '' }: { faqs: readonly Faq[]; className?: string }) {
  return (
    <NativeControls>
      <ul className={`grid gap-3 ${className}`}>
        {faqs.map((faq) => (
          <FaqItem key={faq.question} faq={faq} />
        ))}
      </ul>
    </NativeControls>
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
      <FaqList faqs={first} className="mt-10" />
      {rest.length > 0 && (
        <div className="text-center">
          <Disclosure
            panelFirst
            summary={faqToggle.showAll}
            openSummary={faqToggle.hideExtra}
            buttonClassName={buttonClasses('secondary', 'mt-6')}
            panelClassName="mt-3 text-left"
          >
            <FaqList faqs={rest} />
          </Disclosure>
        </div>
      )}
    </section>
  )
}
