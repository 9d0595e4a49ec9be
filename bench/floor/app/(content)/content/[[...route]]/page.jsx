import parse from 'html-react-parser'
import { sitePage, siteRoutes } from '../../../../site-page.mjs'

export const dynamicParams = false
export const generateStaticParams = siteRoutes

// Scripts are the site's own (its flight data, its theme boot script, its JSON-LD): not content.
const withoutScripts = {
  replace: (node) => (['script', 'noscript', 'template'].includes(node.name) ? <></> : undefined),
}

/**
 * The content reference: the site's page with its every element, rendered here by server components,
 * so the framework hydrates them all and no component of ours runs (docs/performance.md).
 */
export default async function ContentPage({ params }) {
  const { route } = await params
  return parse(sitePage(route).body, withoutScripts)
}
