import type { ReactNode } from 'react'
import type { HeroContent } from '@/content/types'
import { ActionLinks } from '@/components/ui/button-link'

/** Splits the title around its highlighted words so they can carry the accent colour. */
function Title({ title, highlight }: { title: string; highlight?: string }) {
  const at = highlight ? title.indexOf(highlight) : -1
  if (!highlight || at < 0) return <>{title}</>
  return (
    <>
      {title.slice(0, at)}
      <span className="text-accent-text">{highlight}</span>
      {title.slice(at + highlight.length)}
    </>
  )
}

/** The opening section of every page: eyebrow, h1, subtitle and its calls to action. */
export function Hero({ content, children, aside }: { content: HeroContent; children?: ReactNode; aside?: ReactNode }) {
  return (
    <section className="relative overflow-hidden pt-28 pb-16 sm:pt-36 sm:pb-24">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_60%_50%_at_50%_0%,color-mix(in_oklab,var(--accent)_22%,transparent),transparent)]"
      />
      <div className={`mx-auto max-w-7xl px-4 sm:px-6 ${aside ? 'grid items-center gap-12 lg:grid-cols-2' : ''}`}>
        <div className={aside ? '' : 'mx-auto max-w-3xl text-center'}>
          <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{content.eyebrow}</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <Title title={content.title} highlight={content.highlight} />
          </h1>
          <p className="mt-6 text-lg text-pretty text-muted">{content.subtitle}</p>
          <ActionLinks actions={content.actions} className={`mt-10 ${aside ? '' : 'justify-center'}`} />
          {children}
        </div>
        {aside}
      </div>
    </section>
  )
}
