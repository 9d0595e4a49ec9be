/** @jest-environment node */
// The worker's Cron Trigger asks the site itself to deliver, with a key made per isolate that only the route knows.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { randomUUID } from 'node:crypto'
import { cronKeyGlobal, withContactCron } from '@/lib/contact/edge-cron'

let isOperator: typeof import('@/lib/operator/auth').isOperator
const savedToken = process.env.OPERATOR_TOKEN

beforeAll(async () => {
  // No operator token: whatever is accepted is the cron's own key.
  delete process.env.OPERATOR_TOKEN
  ;({ isOperator } = await import('@/lib/operator/auth'))
})
afterAll(() => {
  if (savedToken !== undefined) process.env.OPERATOR_TOKEN = savedToken
  delete (globalThis as Record<string, unknown>)[cronKeyGlobal]
})

const deliverRequest = (token: string) =>
  new Request('http://localhost/api/contact/deliver', { method: 'POST', headers: { Authorization: `Bearer ${token}` } })

/** The worker's handler: answers as POST /api/contact/deliver does, 403 unless isOperator() says yes. */
function workerHandler() {
  const seen: Request[] = []
  const fetch = jest.fn<(request: Request, env: unknown, ctx: unknown) => Promise<Response>>(async (request) => {
    seen.push(request.clone())
    return (await isOperator(request))
      ? Response.json({ delivered: { notification: 2, autoreply: 1, webhook: 0, digest: 0 }, failed: 0 })
      : Response.json({ error: 'not allowed' }, { status: 403 })
  })
  return { handler: { fetch, queue: 'kept beside fetch' }, seen }
}

let info: jest.SpiedFunction<typeof console.info>
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => info.mockRestore())

describe('withContactCron', () => {
  it('before any scheduled run, no bearer token is accepted', async () => {
    expect((globalThis as Record<string, unknown>)[cronKeyGlobal]).toBeUndefined()
    expect(await isOperator(deliverRequest(randomUUID()))).toBe(false)
    expect(await isOperator(deliverRequest('undefined'))).toBe(false)
  })

  it('scheduled() posts to /api/contact/deliver with a key isOperator() accepts, and logs the report', async () => {
    const { handler, seen } = workerHandler()
    const worker = withContactCron(handler)
    expect(worker.queue).toBe('kept beside fetch')
    const env = { HYPERDRIVE: {} }
    const ctx = { waitUntil: () => {} }
    await worker.scheduled({ cron: '*/5 * * * *' }, env, ctx)

    expect(handler.fetch).toHaveBeenCalledTimes(1)
    expect(handler.fetch.mock.calls[0].slice(1)).toEqual([env, ctx])
    const [request] = seen
    expect(request.method).toBe('POST')
    expect(request.url).toBe('http://localhost/api/contact/deliver')
    const key = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
    expect(key).toBe((globalThis as Record<string, unknown>)[cronKeyGlobal])
    expect(await isOperator(deliverRequest(key!))).toBe(true)
    expect(info).toHaveBeenCalledWith(
      '[contact] scheduled delivery (*/5 * * * *): {"delivered":{"notification":2,"autoreply":1,"webhook":0,"digest":0},"failed":0}',
    )
  })

  it('the key stays the same for the isolate, and any other token is refused', async () => {
    const { handler, seen } = workerHandler()
    const worker = withContactCron(handler)
    await worker.scheduled({ cron: '*/5 * * * *' }, {}, {})
    await worker.scheduled({ cron: '*/5 * * * *' }, {}, {})
    const [first, second] = seen.map((request) => request.headers.get('authorization'))
    expect(second).toBe(first)
    expect(await isOperator(deliverRequest(randomUUID()))).toBe(false)
    expect(await isOperator(deliverRequest(`${first!.slice('Bearer '.length)}x`))).toBe(false)
    expect(await isOperator(new Request('http://localhost/api/contact/deliver', { method: 'POST' }))).toBe(false)
  })

  it('fetch() is the handler’s own', async () => {
    const { handler } = workerHandler()
    const request = deliverRequest('not-the-key')
    const response = await withContactCron(handler).fetch(request, { a: 1 }, { b: 2 })
    expect(response.status).toBe(403)
    expect(handler.fetch).toHaveBeenCalledWith(request, { a: 1 }, { b: 2 })
  })

  it('an answer that is not 2xx makes scheduled() throw, naming the status and the answer', async () => {
    const failing = { fetch: async () => new Response('the store could not be reached', { status: 503 }) }
    await expect(withContactCron(failing).scheduled({ cron: '*/5 * * * *' }, {}, {})).rejects.toThrow(
      '[contact] the scheduled delivery failed (503): the store could not be reached',
    )
    const refused = { fetch: async () => Response.json({ error: 'not allowed' }, { status: 403 }) }
    await expect(withContactCron(refused).scheduled({ cron: '*/5 * * * *' }, {}, {})).rejects.toThrow(/\(403\)/)
    expect(info).not.toHaveBeenCalled()
  })
})
