import { expect, test } from '../e2e/playwright'

// The host's health check reads /api/health: it names the store the host really writes to, and what the
// agency's monitor watches of the contact requests: how many wait, how long, how many are stuck.
const expectedStore = process.env.EXPECTED_CONSENT_STORE ?? 'postgres'

test(`/api/health reports the ${expectedStore} store as working, and the contact requests' delivery`, async ({
  request,
}) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  const health = await response.json()
  expect(health).toMatchObject({ store: expectedStore, ok: true })
  expect(health.leads).toEqual({
    pending: expect.any(Number),
    oldestPendingMinutes: health.leads.pending > 0 ? expect.any(Number) : null,
    stuck: 0,
    delivery: 'emailjs',
  })
})
