import { Star } from '@/components/ui/icons'
import type { Plan, Price } from '@/content/types'
import { ButtonLink } from '@/components/ui/button-link'
import { CheckList } from './check-list'

function PriceTag({ price }: { price: Price }) {
  const quoteOnly = !price.prefix && !price.suffix
  return (
    <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
      {price.prefix && <span className="text-sm text-muted">{price.prefix} </span>}
      <span className={`font-bold tracking-tight ${quoteOnly ? 'text-2xl' : 'text-4xl'}`}>{price.amount}</span>
      {price.suffix && <span className="text-sm text-muted"> {price.suffix}</span>}
    </p>
  )
}

/** A plan: title, description, price, what is included and its call to action; the popular one is marked and outlined. */
export function PlanCard({ plan, popularLabel }: { plan: Plan; popularLabel?: string }) {
  const popular = Boolean(plan.popular && popularLabel)
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`stagger-in relative flex h-full flex-col rounded-3xl border bg-surface p-7 ${popular ? 'border-accent-text shadow-lg ring-1 ring-accent-text lg:-mt-4 lg:pb-11' : 'border-line'}`}
    >
      {popular && (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-semibold whitespace-nowrap text-on-accent">
          <Star aria-hidden className="size-3.5" fill="currentColor" />
          {popularLabel}
        </p>
      )}
      <h3 id={`plan-${plan.id}`} className="text-2xl font-bold tracking-tight">
        {plan.title}
      </h3>
      <p className="mt-3 text-sm text-pretty text-muted">{plan.description}</p>
      <PriceTag price={plan.price} />
      <CheckList items={plan.features} variant="plain" className="mt-6 flex-1 border-t border-line pt-6 text-sm" />
      {plan.note && <p className="mt-5 text-xs text-muted">{plan.note}</p>}
      <ButtonLink href={plan.cta.href} variant={popular ? 'primary' : 'secondary'} className="mt-8 w-full">
        {plan.cta.label}
        <span className="sr-only"> – piano {plan.title}</span>
      </ButtonLink>
    </article>
  )
}

/** Plans side by side (stacked on small screens). */
export function PlanGrid({ plans, popularLabel }: { plans: readonly Plan[]; popularLabel?: string }) {
  const columns = plans.length >= 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2 max-w-4xl'
  return (
    <ul className={`mx-auto grid items-stretch gap-8 lg:gap-6 ${columns}`}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} popularLabel={popularLabel} />
        </li>
      ))}
    </ul>
  )
}
