/** The consent code's one console voice: a warning, never an error, since the page keeps working. */
export function warn(message: string, error?: unknown) {
  console.warn(`[consent] ${message}`, ...(error === undefined ? [] : [error]))
}
