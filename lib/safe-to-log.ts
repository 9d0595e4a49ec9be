/**
 * What visitor-provided text loses before it reaches a log line or the operator's terminal: control
 * characters (C0, DEL and C1, escape sequences among them), line and paragraph separators, bidirectional
 * marks, overrides and isolates, and zero-width characters, so that it can neither end the line and forge
 * another nor disguise what the line says. One set for the server's logs and both CLIs alike.
 */
const unsafeToLog = /[\p{Cc}\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]+/gu

/** `text` with each run of those characters made `replacement` (a space unless told otherwise). */
export function safeToLog(text: string, replacement = ' '): string {
  return text.replace(unsafeToLog, replacement)
}
