const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text or an attribute value, safe to write inside HTML or SVG markup. */
export const escapeMarkup = (value: string) => value.replace(/[&<>"']/g, (character) => entities[character])

/**
 * An element as a string, for static markup that leaves React's hydrated tree through
 * dangerouslySetInnerHTML (React gives what is inside no fibers). `inner` is markup already; without
 * it the element closes itself, as SVG's shapes do. Values are single-quoted: the flight data, a
 * JSON string inside a script's string, then carries one byte for each quote instead of four.
 */
export function markup(tag: string, attributes: Record<string, string | number | undefined>, inner?: string): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}='${escapeMarkup(String(value))}'`)
  return inner === undefined ? `<${tag}${written.join('')}/>` : `<${tag}${written.join('')}>${inner}</${tag}>`
}
