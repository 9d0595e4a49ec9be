import { NextResponse } from 'next/server'

/** Any /api address without its own handler: a JSON 404, as an API client expects, never an HTML page. */
function notFound() {
  return NextResponse.json({ error: 'Not found' }, { status: 404 })
}

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
  notFound as HEAD,
  notFound as OPTIONS,
}
