import { IntentLink } from '@/components/ui/intent-link'
import { ArrowRight } from '@/components/ui/icons'
import type { LinkCard, LinkCardGroup } from '@/content/types'
import { BrandIcon } from '@/components/ui/brand-icon'
import { ExternalLink } from '@/components/ui/external-link'
import { IconTile } from './section-icon'

const stretched = 'after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none'

/** The card's title is its link, stretched over the whole card; other sites open in a new tab. */
function CardLink({ card }: { card: LinkCard }) {
  if (card.href.startsWith('/'))
    return (
      <IntentLink href={card.href} className={stretched}>
        {card.title}
      </IntentLink>
    )
  return (
    <ExternalLink href={card.href} className={stretched}>
      {card.title}
    </ExternalLink>
  )
}

function Card({ card, level }: { card: LinkCard; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4'
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-surface p-6 transition-colors hover:border-accent-text has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-3 has-[a:focus-visible]:outline-accent-text">
      {card.brand ? (
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-surface-strong text-fg">
          <BrandIcon sprite="social" name={card.brand} className="size-6" />
        </span>
      ) : (
        card.icon && <IconTile name={card.icon} />
      )}
      <Heading className="mt-5 text-lg font-semibold">
        <CardLink card={card} />
      </Heading>
      <p className="mt-2 flex-1 text-sm text-pretty text-muted">{card.text}</p>
      <p aria-hidden className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text">
        {card.hint}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
      </p>
    </article>
  )
}

/** Cards that each lead to a page or a profile. */
export function LinkCards({
  cards,
  level = 3,
  className = '',
}: {
  cards: readonly LinkCard[]
  level?: 3 | 4
  className?: string
}) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {cards.map((card) => (
        <li key={card.href}>
          <Card card={card} level={level} />
        </li>
      ))}
    </ul>
  )
}

/** Link cards in titled groups (h3 per group, h4 per card), e.g. the services overview. */
export function LinkCardGroups({ groups }: { groups: readonly LinkCardGroup[] }) {
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      {groups.map((group) => (
        <div key={group.title} className="rounded-3xl border border-line p-5 sm:p-6">
          <h3 className="text-sm font-semibold tracking-wide text-accent-text uppercase">{group.title}</h3>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
            {group.cards.map((card) => (
              <li key={card.href}>
                <Card card={card} level={4} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
