import { after } from 'next/server'
import { jsonBodyOrError } from '@/lib/request/http'
import { acceptContactRequest } from '@/lib/contact/accept'
import { runAfterResponse } from '@/lib/contact/after-response'
import type { ContactAnswer } from '@/lib/contact/answer'

const maxBodyBytes = 16 * 1024

/** 4xx for what would be refused again, 429 over the limit, 503 when the store cannot take it (the browser keeps it and sends it again). */
const statusOf: Record<Exclude<ContactAnswer['kind'], 'stored'>, number> = {
  invalid: 422,
  refused: 422,
  limited: 429,
  unavailable: 503,
}

/**
 * Takes one contact request from the form's script and answers with its ContactAnswer: 201 with the reference
 * once it is stored (200 when the same request ID was stored before), else the status of statusOf, with
 * Retry-After over the limit.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await jsonBodyOrError(request, maxBodyBytes)
  if ('error' in read) return read.error
  const { answer, created } = await acceptContactRequest(read.body, {
    headers: request.headers,
    afterResponse: (work) => runAfterResponse(after, work),
  })
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (answer.kind === 'limited') headers.set('Retry-After', String(answer.retryAfterSeconds))
  const status = answer.kind === 'stored' ? (created ? 201 : 200) : statusOf[answer.kind]
  return Response.json(answer, { status, headers })
}
