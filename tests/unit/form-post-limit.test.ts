/** @jest-environment node */
// The request layer refuses a form post past the Server Action's 32 KB before Next reads it (Next answers 500).
import { describe, expect, it } from '@jest/globals'
import { NextRequest } from 'next/server'
import { formPostLimitBytes } from '@/lib/request/form-post-limit'
import { middleware } from '@/middleware'

const post = (path: string, bytes: number) =>
  middleware(
    new NextRequest(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-length': String(bytes), 'content-type': 'multipart/form-data; boundary=x' },
    }),
  )

describe('a form post and its size', () => {
  it('is 32 KB at most', () => {
    expect(formPostLimitBytes).toBe(32 * 1024)
  })

  it('past the limit: 413, in Italian, with the site’s headers', async () => {
    const response = post('/contact', formPostLimitBytes + 1)
    expect(response.status).toBe(413)
    expect(await response.text()).toMatch(/^Il modulo inviato è troppo grande/)
    expect(response.headers.get('content-security-policy')).toBeTruthy()
  })

  it('at the limit: on to the page and its Server Action', () => {
    const response = post('/contact', formPostLimitBytes)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })

  it('the API routes keep their own limits (POST /api/consent reads 8 KB at most itself)', () => {
    expect(post('/api/consent', formPostLimitBytes + 1).headers.get('x-middleware-next')).toBe('1')
  })
})
