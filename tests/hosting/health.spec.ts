import { expect, test } from '@playwright/test'

// The host's health check reads /api/health: it names the store the host really writes to.
const expectedStore = process.env.EXPECTED_CONSENT_STORE ?? 'postgres'

test(`/api/health reports the ${expectedStore} store as working`, async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ store: expectedStore, ok: true })
})
