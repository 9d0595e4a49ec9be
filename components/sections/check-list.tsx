import { Check } from '@/components/ui/icons'

/**
 * A list of points, each with a check mark: as cards in two columns (benefits), or plain
 * and compact (what a plan includes, what a video covers).
 */
export function CheckList({
  items,
  variant = 'cards',
  className = '',
}: {
  items: readonly string[]
  variant?: 'cards' | 'plain'
  className?: string
}) {
  if (variant === 'plain')
    return (
      <ul className={`grid content-start gap-3 ${className}`}>
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Check aria-hidden className="mt-[0.2em] size-4 shrink-0 text-accent-text" strokeWidth={3} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    )
  return (
    <ul className={`mx-auto grid max-w-5xl gap-4 md:grid-cols-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-2xl border border-line bg-surface p-5">
          <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-surface-strong text-accent-text">
            <Check aria-hidden className="size-4" strokeWidth={3} />
          </span>
          <span className="text-pretty">{item}</span>
        </li>
      ))}
    </ul>
  )
}
