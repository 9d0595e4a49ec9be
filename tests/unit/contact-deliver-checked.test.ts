/** @jest-environment node */
// Every delivery is checked against the form's schema again before it leaves: a row written to the store
// past the form (Supabase's public key, a hand-made insert) is given up with its reason, never sent.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import type { ContactFields } from '@/lib/contact/fields'
import type { DeliveryConfig } from '@/lib/contact/config'
import { deliverDue } from '@/lib/contact/deliver'
import { fakeContactRequestStore } from './support/contact-store-fake'
import { testEmailjs, testVisitor } from './support/contact-fixtures'

const config: DeliveryConfig = {
  emailjs: testEmailjs(),
  webhook: { url: 'https://crm.test/hook', secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}` },
  paceMs: 0,
}
const valid = testVisitor
/** What the attacker stored through Supabase's public key, one field at a time. */
const stored: [string, Partial<Record<keyof ContactFields, string>>, string][] = [
  ['a comma list of recipients', { email: 'victim@example.it,other@example.it' }, 'email'],
  ['a CR/LF Bcc line', { email: 'victim@example.it\r\nBcc: everyone@example.it' }, 'email'],
  ['a service the form does not offer', { service: 'Gratis' }, 'service'],
  ['an empty message', { message: '   ' }, 'message'],
  ['a first name of 300 characters', { firstName: 'G'.repeat(300) }, 'firstName'],
]

let sent: string[]
let log: string[]
beforeEach(() => {
  sent = []
  log = []
  jest.spyOn(global, 'fetch').mockImplementation(async (_, init) => {
    const body = JSON.parse(String(init!.body)) as { template_id?: string; reference?: string }
    sent.push(body.template_id ?? `webhook ${body.reference}`)
    return new Response('OK')
  })
})
afterEach(() => {
  jest.restoreAllMocks()
})

const run = (store: ReturnType<typeof fakeContactRequestStore>['store']) =>
  deliverDue(store, config, { clock: () => new Date('2026-03-07T10:00:00Z'), log: (line) => log.push(line) })

describe('deliverDue checks each stored request against the form’s schema before sending it', () => {
  it.each(stored)(
    '%s: nothing is sent, every channel is given up with the reason, one log line each',
    async (_, bad, field) => {
      const fake = fakeContactRequestStore()
      fake.add('AAAA-0001', { ...valid, ...bad } as ContactFields)
      expect(await run(fake.store)).toEqual({
        delivered: { notification: 0, autoreply: 0, webhook: 0, digest: 0 },
        failed: 3,
      })
      expect(sent).toEqual([])
      const reason = expect.stringMatching(new RegExp(`^${field}: \\S`))
      expect(fake.state('AAAA-0001', 'notification')).toEqual({ state: 'skipped', reason })
      expect(fake.state('AAAA-0001', 'webhook')).toEqual({ state: 'skipped', reason })
      // The auto-reply waits for its notification: it is given up with it, not left pending forever.
      expect(fake.state('AAAA-0001', 'autoreply')).toEqual({ state: 'skipped', reason })
      // One line per channel; the e-mail and webhook lanes run side by side, so in no fixed order.
      expect([...log].sort()).toEqual(
        ['autoreply', 'notification', 'webhook'].map((channel) =>
          expect.stringMatching(new RegExp(`^\\[contact\\] ${channel} of request AAAA-0001 not sent: ${field}: \\S`)),
        ),
      )
      // The log names the field and the rule, never the visitor's text.
      expect(log.join('\n')).not.toMatch(/victim|Bcc|Gratis|GGGG/)
    },
  )

  it('a valid request beside an invalid one is sent as usual', async () => {
    const fake = fakeContactRequestStore()
    fake.add('AAAA-0002', { ...valid, email: 'victim@example.it,other@example.it' })
    fake.add('AAAA-0003', valid)
    expect(await run(fake.store)).toEqual({
      delivered: { notification: 1, autoreply: 1, webhook: 1, digest: 0 },
      failed: 3,
    })
    expect(sent.sort()).toEqual(['template_notify', 'template_reply', 'webhook AAAA-0003'])
    expect(fake.state('AAAA-0003', 'autoreply')).toEqual({ state: 'delivered' })
  })
})
