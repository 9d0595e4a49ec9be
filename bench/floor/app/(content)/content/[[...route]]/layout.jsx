import { Providers } from '../../../../providers'
import { sitePage } from '../../../../site-page.mjs'

// Attributes as the site's server wrote them, under React's names for the two that differ.
const asProps = ({ class: className, style, ...rest }) => ({
  ...rest,
  className,
  style:
    style &&
    Object.fromEntries(
      style
        .split(';')
        .filter(Boolean)
        // At the first colon only: a value may hold one too.
        .map((rule) => [rule.slice(0, rule.indexOf(':')), rule.slice(rule.indexOf(':') + 1)]),
    ),
})

/** The site's <html>, <body> and stylesheet for this page, and the same theme provider as the floor. */
export default async function ContentLayout({ children, params }) {
  const { route } = await params
  const page = sitePage(route)
  return (
    <html {...asProps(page.htmlAttributes)} suppressHydrationWarning>
      <head>
        <style dangerouslySetInnerHTML={{ __html: page.stylesheet }} />
      </head>
      <body {...asProps(page.bodyAttributes)}>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
