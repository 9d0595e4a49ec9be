import type { CtaContent } from '@/content/types'
import { ActionLinks } from '@/components/ui/button-link'

/** The closing call to action every page ends with. */
export function CtaSection({ content }: { content: CtaContent }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl border border-line bg-surface px-6 py-14 text-center sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {content.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-muted">{content.text}</p>
        <ActionLinks actions={content.actions} className="mt-8 justify-center" />
      </div>
    </section>
  )
}
