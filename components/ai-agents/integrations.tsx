import { integrationGroups } from '@/content/pages/ai-agents'
import { BrandIcon } from '@/components/ui/brand-icon'

/** Integrations by area; logos come from the integrations sprite, each named for assistive tech. */
export function Integrations() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {integrationGroups.map((group) => (
        <section
          key={group.title}
          aria-labelledby={`integrazioni-${group.title}`.replace(/\W+/g, '-')}
          className="rounded-2xl border border-line bg-surface p-6"
        >
          <h3 id={`integrazioni-${group.title}`.replace(/\W+/g, '-')} className="text-lg font-semibold">
            {group.title}
          </h3>
          <ul className="mt-5 grid grid-cols-3 gap-3">
            {group.tools.map((tool) => (
              <li
                key={tool}
                className="flex flex-col items-center gap-2 rounded-xl bg-surface-strong px-2 py-4 text-center"
              >
                <BrandIcon sprite="integrations" name={tool} title={tool} className="size-7" />
                <span aria-hidden className="text-xs text-muted">
                  {tool}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
