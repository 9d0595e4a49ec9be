/** Runs once when the server starts: the background jobs (lib/store/jobs.ts) start once the store opens. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { registerBackgroundJobs } = await import('@/lib/store/jobs')
  registerBackgroundJobs()
}
