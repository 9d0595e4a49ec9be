import Link from 'next/link'
import { notFoundCopy } from '@/content/ui/layout'
import { buttonClasses } from '@/components/ui/button-styles'
import { routes } from '@/lib/routes'

/** Pages a lost visitor most likely wants. */
const suggestions = [routes.home, routes.products, routes.softwarePmi, routes.aiAgents, routes.chatbots, routes.contact]

/** The 404 page, in the site's layout: what happened and where to go from here. */
export function NotFoundScreen() {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 py-28 text-center">
      <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{notFoundCopy.eyebrow}</p>
      <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{notFoundCopy.title}</h1>
      <p className="mt-4 text-lg text-muted">{notFoundCopy.text}</p>
      <nav aria-label={notFoundCopy.suggestionsLabel} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {suggestions.map((route) => (
            <li key={route.path}>
              <Link href={route.path} className={buttonClasses(route === routes.home ? 'primary' : 'secondary')}>
                {route.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
