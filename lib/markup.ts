/** Text or an attribute value, safe to write inside HTML or SVG markup. */
export const escapeMarkup = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * An element as a string, for static markup that leaves React's hydrated tree through
 * dangerouslySetInnerHTML (React gives what is inside no fibers). `inner` is markup already.
 */
export function markup(tag: string, attributes: Record<string, string | number | undefined>, inner = ''): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeMarkup(String(value))}"`)
  return `<${tag}${written.join('')}>${inner}</${tag}>`
}
