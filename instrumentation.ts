/**
 * Runs once when the server starts. On Node, TRACE and CONNECT never reach our request
 * layer: Next builds a fetch Request for each request, the fetch standard forbids those methods,
 * and the server answers 500 with a stack trace in the log. Answer them first, with a 405.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { refuseForbiddenMethods } = await import('@/lib/forbidden-methods')
  refuseForbiddenMethods()
}
