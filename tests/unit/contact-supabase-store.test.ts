/** @jest-environment node */
// SupabaseContactRequestStore against a local PostgREST stand-in: what it sends, under which key, and what it makes of
// PostgREST's answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SupabaseContactRequestStore } from '@/lib/contact/supabase-store'
import { refusedField, type DueDelivery, type NewContactRequest } from '@/lib/contact/store'
import { StoreError } from '@/lib/store/errors'

interface Received {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

const anonKey = 'anon-key-of-the-test-0123456789'
const serviceRoleKey = 'service-role-key-of-the-test-0123456789'
let server: Server
let url: string
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  received = []
})

const contactRequest: NewContactRequest = {
  requestId: '6f1c2b7e-3d4a-4f5b-8c9d-0e1f2a3b4c5d',
  fields: { firstName: 'Giulia', lastName: 'Ferri', email: 'giulia@example.it', message: 'Ciao', service: 'Altro' },
  ipAddress: '203.0.113.0',
  clientAddress: '203.0.113.77',
  at: new Date('2026-03-07T10:00:00.000Z'),
  autoReplyHourlyLimit: 30,
}

describe('SupabaseContactRequestStore', () => {
  const store = () => new SupabaseContactRequestStore({ url, anonKey, serviceRoleKey })

  it('submits through contact_submit_request with the service role key, never the public key', async () => {
    respond = json(200, [
      {
        stored_reference: '7K4M-2PQX',
        created: true,
        retry_at: null,
        auto_reply_skipped: null,
        budget_spent_reported: false,
      },
    ])
    expect(await store().submit(contactRequest)).toEqual({
      stored: true,
      reference: '7K4M-2PQX',
      created: true,
      autoReplySkipped: null,
      budgetSpentReported: false,
    })
    const [request] = received
    expect(request.url).toBe('/rest/v1/rpc/contact_submit_request')
    expect(request.headers.authorization).toBe(`Bearer ${serviceRoleKey}`)
    expect(request.headers.apikey).toBe(serviceRoleKey)
    expect(JSON.parse(request.body)).toEqual({
      request_id: contactRequest.requestId,
      first_name: 'Giulia',
      last_name: 'Ferri',
      email: 'giulia@example.it',
      message: 'Ciao',
      service: 'Altro',
      ip_address: '203.0.113.0',
      client_address: '203.0.113.77',
      at: '2026-03-07T10:00:00.000Z',
      auto_reply_hourly_limit: 30,
      reference: null,
    })
  })

  it('answers a field the database refused (400, check_violation) as that field, not as a broken store', async () => {
    respond = json(400, { code: '23514', message: 'contact_requests.email', details: null, hint: null })
    const error = await store()
      .submit(contactRequest)
      .catch((e: unknown) => e)
    expect(refusedField(error)).toBe('email')
  })

  it('refuses a NUL before sending anything: PostgreSQL cannot store it and would not say which field', async () => {
    respond = json(200, [])
    const error = await store()
      .submit({ ...contactRequest, fields: { ...contactRequest.fields, lastName: 'Ferri\u0000' } })
      .catch((e: unknown) => e)
    expect(refusedField(error)).toBe('lastName')
    expect(received).toEqual([])
  })

  it('any other refusal is a StoreError, whatever PostgreSQL said', async () => {
    respond = json(400, { code: '23514', message: 'new row for relation "x" violates check constraint "y"' })
    const error = await store()
      .submit(contactRequest)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StoreError)
    expect(refusedField(error)).toBeUndefined()
  })

  it('gives up a delivery through contact_give_up with the service role key', async () => {
    respond = json(200, null) // what PostgREST answers for a function returning void
    const delivery = { id: 42, reference: '7K4M-2PQX', channel: 'autoreply' } as DueDelivery
    await store().giveUp(
      delivery,
      new Date('2026-03-07T10:05:00.000Z'),
      'firstName: Il nome può contenere solo lettere',
    )
    const [request] = received
    expect(request.url).toBe('/rest/v1/rpc/contact_give_up')
    expect(request.headers.authorization).toBe(`Bearer ${serviceRoleKey}`)
    expect(JSON.parse(request.body)).toEqual({
      request_id: 42,
      channel: 'autoreply',
      at: '2026-03-07T10:05:00.000Z',
      reason: 'firstName: Il nome può contenere solo lettere',
    })
  })
})
