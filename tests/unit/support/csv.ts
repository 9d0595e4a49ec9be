/** A minimal RFC 4180 reader, to check the export round-trips in a spreadsheet-like parser. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let field = ''
  let current: string[] = []
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      current.push(field)
      field = ''
    } else if (char === '\n') {
      current.push(field)
      rows.push(current)
      current = []
      field = ''
    } else field += char
  }
  return rows
}

/** What can begin a formula in a spreadsheet cell. */
const formulaStart = /^[=+\-@\t\r]/

/**
 * The cells a spreadsheet would make of CSV text if it split on any separator it may choose (`,` `;` tab,
 * line break, `|`) and ignored our quoting, each with the quotes and spaces around it trimmed: those of them
 * that would begin a formula. Empty for a safe export.
 */
export function formulaCells(text: string): string[] {
  return text
    .split(/[,;|\t\r\n]/)
    .map((cell) => cell.replace(/^[ "]+/, ''))
    .filter((cell) => formulaStart.test(cell))
}
