/** @jest-environment node */
// The Supabase backend on the wire, against a canned PostgREST: what the port sends, under which key, and what it
// makes of PostgREST's answers. What the stores do on Supabase is tested with every backend (consent-stores,
// contact-store), through the stand-in that runs the functions.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { ConsentStore } from '@/lib/consent/store'
import { ContactRequestStore, refusedField, type NewContactRequest } from '@/lib/contact/store'
import { StoreError } from '@/lib/store/errors'
import { addressLimit, autoReplyBudget, networkLimit, notificationCeiling, recipientLimit } from '@/lib/contact/limits'
import { referencePattern } from '@/lib/contact/reference'
import { PostgrestPort } from '@/lib/store/postgrest'
import { testVerifiedProof } from './support/contact-fixtures'

interface Received {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

const serviceRoleKey = 'service-role-key-of-the-test-0123456789'
let server: Server
let url: string
const sockets = new Set<Socket>()
let received: Received[]
let respond: (request: Received, response: ServerResponse) => void

const json = (status: number, value: unknown) => (_request: Received, response: ServerResponse) =>
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value))

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const entry = { method: request.method!, url: request.url!, headers: request.headers, body }
      received.push(entry)
      respond(entry, response)
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  // The "never answers" test leaves a request open: without this Jest would not exit.
  for (const socket of sockets) socket.destroy()
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  received = []
  respond = json(200, null)
})

const contactRequest: NewContactRequest = {
  requestId: '6f1c2b7e-3d4a-4f5b-8c9d-0e1f2a3b4c5d',
  fields: { firstName: 'Giulia', lastName: 'Ferri', email: 'giulia@example.it', message: 'Ciao', service: 'Altro' },
  ipAddress: '203.0.113.0',
  clientAddress: '203.0.113.77',
  at: new Date('2026-03-07T10:00:00.000Z'),
  autoReplyHourlyLimit: 30,
  notificationHourlyLimit: 60,
  proof: testVerifiedProof(),
}

describe('the PostgREST port', () => {
  const port = (timeoutMs?: number) => new PostgrestPort({ url, serviceRoleKey, timeoutMs })

  it('submits through contact_submit_request with the service role key, and the figures of lib/contact/limits', async () => {
    respond = json(200, [
      {
        stored_reference: '7K4M-2PQX',
        created: true,
        retry_at: null,
        auto_reply_skipped: null,
        budget_report: null,
        proven: true,
        notification_report: 'spent',
      },
    ])
    expect(await new ContactRequestStore(port()).submit(contactRequest)).toEqual({
      stored: true,
      reference: '7K4M-2PQX',
      created: true,
      autoReplySkipped: null,
      proven: true,
      budgetReport: null,
      notificationReport: 'spent',
    })
    const [request] = received
    expect([request.method, request.url]).toEqual(['POST', '/rest/v1/rpc/contact_submit_request'])
    expect(request.headers.authorization).toBe(`Bearer ${serviceRoleKey}`)
    expect(request.headers.apikey).toBe(serviceRoleKey)
    expect(request.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request.body)).toEqual({
      request_id: contactRequest.requestId,
      first_name: 'Giulia',
      last_name: 'Ferri',
      email: 'giulia@example.it',
      message: 'Ciao',
      service: 'Altro',
      ip_address: '203.0.113.0',
      client_address: '203.0.113.77',
      // An IPv4 address has no network allowance of its own.
      client_network: null,
      // The checked proof's signature, which the database spends once, and when its challenge expires.
      proof: contactRequest.proof!.challenge,
      proof_expires_at: contactRequest.proof!.expiresAt.toISOString(),
      at: '2026-03-07T10:00:00.000Z',
      reference: expect.stringMatching(referencePattern),
      address_window: `${addressLimit.windowMs / 1000} seconds`,
      address_max: addressLimit.max,
      network_window: `${networkLimit.windowMs / 1000} seconds`,
      network_max: networkLimit.max,
      recipient_window: `${recipientLimit.windowMs / 1000} seconds`,
      recipient_max: recipientLimit.max,
      budget_window: `${autoReplyBudget.windowMs / 1000} seconds`,
      budget_max: 30,
      notification_window: `${notificationCeiling.windowMs / 1000} seconds`,
      notification_max: 60,
    })
  })

  it('answers a field the database refused (400, check_violation) as that field; any other refusal is a StoreError', async () => {
    const store = new ContactRequestStore(port())
    respond = json(400, { code: '23514', message: 'contact_requests.email', details: null, hint: null })
    expect(refusedField(await store.submit(contactRequest).catch((e: unknown) => e))).toBe('email')
    respond = json(400, { code: '23514', message: 'new row for relation "x" violates check constraint "y"' })
    const error = await store.submit(contactRequest).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StoreError)
    expect(refusedField(error)).toBeUndefined()
  })

  it('takes a scalar answer bare and a set of scalars as an array, as PostgREST gives them', async () => {
    const store = new ContactRequestStore(port())
    respond = json(200, 7)
    expect(await store.purge(new Date('2026-03-31T12:00:00.000Z'))).toBe(7)
    respond = json(200, ['7K4M-2PQX', '8K4M-2PQX'])
    expect(await store.markStuck(['notification'], new Date(), 60_000)).toEqual(['7K4M-2PQX', '8K4M-2PQX'])
    respond = json(200, true)
    expect(await new ConsentStore(port()).claimDailyPurge('2026-11-23')).toBe(true)
    expect(JSON.parse(received[2].body)).toEqual({ run_day: '2026-11-23' })
  })

  it('rejects with a StoreError when Supabase answers 500, or refuses the key (401)', async () => {
    respond = json(500, { message: 'internal' })
    await expect(port().call('consent_text', { text_version: 'x' })).rejects.toBeInstanceOf(StoreError)
    respond = json(401, { message: 'Invalid API key' })
    await expect(port().call('consent_text', { text_version: 'x' })).rejects.toThrow(/Supabase answered 401/)
  })

  it('gives up on a Supabase that never answers within its timeout', async () => {
    respond = () => {} // never answers
    const started = Date.now()
    await expect(port(200).call('consent_text', { text_version: 'x' })).rejects.toBeInstanceOf(StoreError)
    const elapsed = Date.now() - started
    expect(received).toHaveLength(1)
    expect(elapsed).toBeGreaterThanOrEqual(150)
    expect(elapsed).toBeLessThan(2500) // well under the 3 s default: the configured timeout applied
  })

  it('rejects with a StoreError when nothing listens at the address', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const unreachable = new PostgrestPort({ url: `http://127.0.0.1:${port}`, serviceRoleKey, timeoutMs: 1000 })
    await expect(unreachable.check()).rejects.toBeInstanceOf(StoreError)
  })

  it('is healthy when the API answers the key, unhealthy when it refuses it', async () => {
    respond = json(200, {})
    await expect(port().check()).resolves.toBeUndefined()
    expect(received[0].url).toBe('/rest/v1/')
    respond = json(401, { message: 'Invalid API key' })
    await expect(port().check()).rejects.toThrow(/Supabase answered 401/)
  })
})
