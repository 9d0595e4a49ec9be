import { testEnv } from '../../scripts/test-env.mjs'
import { expect, test } from '../e2e/playwright'

// The host's health check reads /api/health: anyone gets the overall state, the operator's token also the
// store the host really writes to and what the agency's monitor watches of the contact requests: how many
// wait, how long, how many are stuck.
const expectedStore = process.env.EXPECTED_CONSENT_STORE ?? 'postgres'
const asOperator = { Authorization: `Bearer ${testEnv.OPERATOR_TOKEN}` }

test('/api/health tells anyone only whether the site works: no store, backlog or channel', async ({ request }) => {
  const asAnyone: Record<string, string>[] = [{}, { Authorization: 'Bearer not-the-operator-token-0123456789' }]
  for (const headers of asAnyone) {
    const response = await request.get('/api/health', { headers })
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await response.json()).toEqual({ ok: true })
  }
})

test(`/api/health reports to the operator the ${expectedStore} store as working, and the contact requests' delivery`, async ({
  request,
}) => {
  const response = await request.get('/api/health', { headers: asOperator })
  expect(response.status()).toBe(200)
  const health = await response.json()
  expect(health).toMatchObject({ store: expectedStore, ok: true })
  expect(health.contactRequests).toEqual({
    pending: expect.any(Number),
    oldestPendingMinutes: health.contactRequests.pending > 0 ? expect.any(Number) : null,
    stuck: 0,
    // The requests sent without a proof of work (a no-JavaScript post of contact-delivery.spec.ts) wait for it.
    digestPending: expect.any(Number),
    delivery: 'emailjs',
  })
})
