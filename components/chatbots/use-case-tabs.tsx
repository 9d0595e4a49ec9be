import { Check } from '@/components/ui/icons'
import { useCases, useCasesLabel } from '@/content/pages/chatbots'
import { SectionIcon } from '@/components/sections/section-icon'
import { Tabs } from '@/components/ui/tabs'

/** The five use cases as tabs; tab labels and panels are rendered here, on the server. */
export function UseCaseTabs() {
  return (
    <Tabs
      label={useCasesLabel}
      tabs={useCases.map((useCase) => (
        <>
          <SectionIcon name={useCase.icon} className="size-4" />
          {useCase.name}
        </>
      ))}
    >
      {useCases.map((useCase) => (
        <div
          key={useCase.name}
          className="grid gap-8 rounded-3xl border border-line bg-surface p-6 sm:p-10 md:grid-cols-2"
        >
          <div>
            <h3 className="text-2xl font-semibold">{useCase.title}</h3>
            <p className="mt-3 text-muted">{useCase.text}</p>
          </div>
          <ul className="grid content-start gap-3">
            {useCase.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent-text" strokeWidth={3} />
                {point}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Tabs>
  )
}
