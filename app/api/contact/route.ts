import { after } from 'next/server'
import { jsonBodyOrError, jsonError } from '@/lib/http'
import { acceptContactRequest } from '@/lib/contact/accept'
import { runAfterResponse } from '@/lib/contact/after-response'

const maxBodyBytes = 16 * 1024

/**
 * Takes one contact request from the form's script: 201 with the reference once it is stored (200 when
 * the same request ID was stored before), 4xx for what would be refused again, 429 with Retry-After over
 * the limit, 503 when the store cannot take it (the browser keeps it and sends it again).
 */
export async function POST(request: Request): Promise<Response> {
  const read = await jsonBodyOrError(request, maxBodyBytes)
  if ('error' in read) return read.error
  const body = read.body
  const result = await acceptContactRequest(body, {
    headers: request.headers,
    afterResponse: (work) => runAfterResponse(after, work),
  })
  const noStore = { 'Cache-Control': 'no-store' }
  switch (result.kind) {
    case 'stored':
      return Response.json(
        { reference: result.reference, confirmationEmail: result.autoReply },
        { status: result.created ? 201 : 200, headers: noStore },
      )
    case 'invalid':
      return Response.json(
        { error: `invalid contact request: ${result.message}`, fields: result.fields },
        { status: 422, headers: noStore },
      )
    case 'refused':
      return jsonError(422, `contact request refused: ${result.message}`, { headers: noStore })
    case 'limited':
      return jsonError(429, 'too many contact requests from this address; try again later', {
        headers: { ...noStore, 'Retry-After': String(result.retryAfterSeconds) },
      })
    case 'unavailable':
      return jsonError(503, 'the contact request could not be stored now; try again later', { headers: noStore })
  }
}
