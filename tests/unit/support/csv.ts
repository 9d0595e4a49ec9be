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
