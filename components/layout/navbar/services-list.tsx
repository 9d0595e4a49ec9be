import { servicesMenu } from '@/lib/routes'
import { NavLink } from './nav-link'

const itemClass =
  'block rounded-lg px-3 py-2 text-fg transition-colors hover:bg-surface-strong aria-[current=page]:bg-surface-strong aria-[current=page]:text-accent-text'

/** The service links in their three groups; the desktop panel shows them in columns, the mobile menu stacked. */
export function ServicesList({ columns }: { columns: boolean }) {
  return (
    <div className={columns ? 'grid grid-cols-3 gap-4' : 'grid gap-4'}>
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
