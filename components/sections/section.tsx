import type { ReactNode } from 'react'
import type { CtaLink, SectionIntro } from '@/content/types'
import { ActionLinks } from '@/components/ui/button-link'

/** Eyebrow, h2 and lead paragraph of a section; `id` goes on the h2 so the section can be named by it. */
export function SectionHeading({
  id,
  intro,
  align = 'center',
}: {
  id: string
  intro: SectionIntro
  align?: 'center' | 'start'
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-2xl'}>
      {intro.eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{intro.eyebrow}</p>
      )}
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {intro.title}
      </h2>
      {intro.intro && <p className="mt-4 text-lg text-pretty text-muted">{intro.intro}</p>}
    </div>
  )
}

/**
 * A page section: a landmark named by its heading, the content under the heading and,
 * optionally, a row of links closing it. `id` doubles as the anchor (e.g. "#piani"). Below a page's hero,
 * so laid out only when it nears the screen (render-when-near).
 */
export function Section({
  id,
  intro,
  actions,
  children,
  className = '',
}: {
  id: string
  intro: SectionIntro
  actions?: readonly CtaLink[]
  children: ReactNode
  className?: string
}) {
  const titleId = `${id}-title`
  return (
    <section id={id} aria-labelledby={titleId} className={`px-4 py-16 render-when-near sm:px-6 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading id={titleId} intro={intro} />
        <div className="mt-10 sm:mt-12">{children}</div>
        {actions && actions.length > 0 && <ActionLinks actions={actions} className="mt-10 justify-center" />}
      </div>
    </section>
  )
}
