import { IntentLink } from './intent-link'
import type { ReactNode } from 'react'
import { buttonClasses, type ButtonVariant } from './button-styles'
import { ExternalLink } from './external-link'

/** A call-to-action link that looks like a button. Web addresses of other sites open in a new tab; mailto: stays a plain link. */
export function ButtonLink({
  href,
  variant = 'primary',
  children,
  className = '',
}: {
  href: string
  variant?: ButtonVariant
  children: ReactNode
  className?: string
}) {
  const classes = buttonClasses(variant, className)
  if (href.startsWith('/'))
    return (
      <IntentLink href={href} className={classes}>
        {children}
      </IntentLink>
    )
  if (/^https?:/.test(href))
    return (
      <ExternalLink href={href} className={classes}>
        {children}
      </ExternalLink>
    )
  return (
    <a href={href} className={classes}>
      {children}
    </a>
  )
}

/** A row of call-to-action links, as heroes and closing sections show them. */
export function ActionLinks({
  actions,
  className = '',
}: {
  actions: readonly { label: string; href: string; variant?: ButtonVariant }[]
  className?: string
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {actions.map((action) => (
        <ButtonLink key={action.label} href={action.href} variant={action.variant}>
          {action.label}
        </ButtonLink>
      ))}
    </div>
  )
}
