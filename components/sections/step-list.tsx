import type { Step } from '@/content/types'

/** A numbered process: an ordered list, one card a step, the number drawn large. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-line bg-surface p-6">
          <span
            aria-hidden
            className="inline-flex size-10 items-center justify-center rounded-full bg-accent text-sm font-bold text-on-accent"
          >
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm text-pretty text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
