/**
 * The worker's Cron Trigger (wrangler.jsonc `triggers.crons`): a worker has no timer that outlasts a
 * request, so every few minutes the platform calls scheduled(), which asks the site itself to deliver the
 * contact requests that are due (POST /api/contact/deliver). The key it presents is made per isolate and kept
 * in the isolate's global, where the route reads it (lib/operator/auth.ts): nothing to configure or leak.
 */
export const cronKeyGlobal = '__contactCronKey'

interface WorkerHandler {
  fetch(request: Request, env: unknown, ctx: unknown): Promise<Response>
}

/** The OpenNext worker `handler`, with scheduled() added beside its fetch(). */
export function withContactCron<Handler extends WorkerHandler>(handler: Handler) {
  const global = globalThis as Record<string, unknown>
  return {
    ...handler,
    fetch: (request: Request, env: unknown, ctx: unknown) => handler.fetch(request, env, ctx),
    async scheduled(controller: { cron: string }, env: unknown, ctx: unknown) {
      global[cronKeyGlobal] ??= crypto.randomUUID()
      const request = new Request('http://localhost/api/contact/deliver', {
        method: 'POST',
        headers: { Authorization: `Bearer ${global[cronKeyGlobal] as string}` },
      })
      const response = await handler.fetch(request, env, ctx)
      const report = await response.text()
      if (!response.ok) throw new Error(`[contact] the scheduled delivery failed (${response.status}): ${report}`)
      console.info(`[contact] scheduled delivery (${controller.cron}): ${report}`)
    },
  }
}
