/** Stored visitor text as the CLIs print it, to the operator's terminal or an export (lib/safe-to-log.ts's set). */
import { safeToLog } from '@/lib/safe-to-log'

/**
 * Visitor text for the terminal or an export: as safeToLog, but tabs kept and, when asked, line breaks too (a
 * carriage return, which could send the cursor back over what was printed, becomes a line break).
 */
export function safeToPrint(text: string, { keepNewlines = false } = {}): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      line
        .split('\t')
        .map((part) => safeToLog(part))
        .join('\t'),
    )
  return lines.join(keepNewlines ? '\n' : ' ')
}

/** Stored records as indented JSON, every text in them through safeToPrint (line breaks kept). */
export function printableJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, item: unknown) => (typeof item === 'string' ? safeToPrint(item, { keepNewlines: true }) : item),
    2,
  )
}
