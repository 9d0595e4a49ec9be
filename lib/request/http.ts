/** Small helpers for route handlers: bounded JSON bodies and JSON errors. */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export function jsonError(status: number, message: string, init: ResponseInit = {}): Response {
  return Response.json({ error: message }, { ...init, status })
}

/** Reads a JSON body of at most `limit` bytes, of one of the given media types, without ever buffering more than that. */
export async function readJsonBody(
  request: Request,
  limit: number,
  types: readonly string[] = ['application/json'],
): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (!types.includes(type)) throw new HttpError(415, `Content-Type must be ${types.join(' or ')}`)
  const declared = Number(request.headers.get('content-length'))
  if (declared > limit) throw new HttpError(413, `body larger than ${limit} bytes`)

  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  while (reader) {
    // A client that gives up half way is not a server error: answer it (it is gone) and log nothing.
    const { done, value } = await reader.read().catch(() => {
      throw new HttpError(400, 'the request body was not received in full')
    })
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new HttpError(413, `body larger than ${limit} bytes`)
    }
    chunks.push(value)
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks))
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'body is not valid JSON')
  }
}

/** readJsonBody for a route handler: the body, or the error answer to send instead (413, 415, 400). */
export async function jsonBodyOrError(
  request: Request,
  limit: number,
  types?: readonly string[],
): Promise<{ body: unknown } | { error: Response }> {
  try {
    return { body: await readJsonBody(request, limit, types) }
  } catch (error) {
    if (error instanceof HttpError) return { error: jsonError(error.status, error.message) }
    throw error
  }
}
