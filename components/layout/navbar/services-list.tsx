import { servicesMenu } from '@/lib/routes'
import { NavLink } from './nav-link'

const itemClass =
  'block rounded-lg px-3 py-2 text-fg transition-colors hover:bg-surface-strong aria-[current=page]:bg-surface-strong aria-[current=page]:text-accent-text'

/** The service links in their three groups: stacked in the phone overlay, in columns in the desktop panel. */
export function ServicesList() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {servicesMenu.groups.map((group) => (
        <div key={group.title}>
          <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{group.title}</p>
          <ul>
            {group.items.map((item) => (
              <li key={item.label}>
                <NavLink href={item.path} className={itemClass}>
                  <span className="block text-sm font-medium">{item.label}</span>
                  <span className="block text-xs text-muted">{item.description}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
