/** @jest-environment node */
import { describe, expect, it } from '@jest/globals'
import { refusedMethod } from '@/lib/request/allowed-methods'

describe('refusedMethod: what the request layer answers 405, and the Allow it sends', () => {
  it.each([
    ['GET', '/', null],
    ['HEAD', '/products/dm-chatbot-whatsapp', null],
    ['POST', '/', 'GET, HEAD'],
    ['DELETE', '/products/dm-chatbot-whatsapp', 'GET, HEAD'],
    // The contact page also takes its form's post without JavaScript (a Server Action).
    ['POST', '/contact', null],
    ['put', '/contact', 'GET, HEAD, POST'],
    ['OPTIONS', '/contact', 'GET, HEAD, POST'],
    ['POST', '/about', 'GET, HEAD'],
    ['POST', '/api/consent', null],
    ['GET', '/api/consent/', null],
    ['PUT', '/api/consent', 'GET, HEAD, OPTIONS, POST'],
    ['POST', '/api/health', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/csp-report', 'OPTIONS, POST'],
    ['PROPFIND', '/api/health', 'GET, HEAD, OPTIONS'],
    ['POST', '/api/unknown', null],
  ])('%s %s → %s', (method, path, allow) => {
    expect(refusedMethod(method, path)).toBe(allow)
  })
})
