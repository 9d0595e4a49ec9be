/**
 * Runs once when the server starts. On Node, TRACE and CONNECT never reach our request
 * layer: Next builds a fetch Request for each request, the fetch standard forbids those methods,
 * and the server answers 500 with a stack trace in the log. Answer them first, with a 405.
 * Every request also gets the connection's own address (lib/peer-address.ts): the contact form's
 * per-address limit counts by it. The background jobs (lib/store/jobs.ts) start once the store opens.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ refuseForbiddenMethods }, { stampPeerAddresses }, { registerBackgroundJobs }] = await Promise.all([
    import('@/lib/forbidden-methods'),
    import('@/lib/peer-address'),
    import('@/lib/store/jobs'),
  ])
  refuseForbiddenMethods()
  stampPeerAddresses()
  registerBackgroundJobs()
}
