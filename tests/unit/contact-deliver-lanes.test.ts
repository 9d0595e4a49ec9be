/** @jest-environment node */
// The e-mails and the webhook are delivered in lanes that never wait for each other: a CRM that hangs holds
// back no notification and no auto-reply; each lane has one send in flight at a time. Real HTTP on 127.0.0.1: the EmailJS stand-in and a webhook receiver
// that answers only when the test releases it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { spawn } from 'node:child_process'
import type { ContactFields } from '@/lib/contact/fields'
import type { DeliveryConfig } from '@/lib/contact/config'
import { deliverDue } from '@/lib/contact/deliver'
import { fakeContactRequestStore } from './support/contact-store-fake'
import { startReceiver } from './support/webhook-stand-in'
import { testEmailjs, testVisitor } from './support/contact-fixtures'

/** The test visitor under another first name, and an address of that name. */
const fields = (firstName: string): ContactFields => ({
  ...testVisitor,
  firstName,
  email: `${firstName.toLowerCase()}@example.it`,
})

let emailjs: { origin: string; stop: () => Promise<void> }
let receiver: Awaited<ReturnType<typeof startReceiver>>
let config: DeliveryConfig
/** Where each outbound call went, in the order they left. */
let calls: string[]
let log: string[]

/** The EmailJS stand-in the browser tests use, as its own process (its module awaits at the top level). */
async function startEmailjsStandIn() {
  const child = spawn(process.execPath, ['scripts/emailjs-stand-in.mjs', '0'], { stdio: ['ignore', 'pipe', 'inherit'] })
  let printed = ''
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString()
      const match = /on (http:\/\/\S+)/.exec(printed)
      if (match) resolve(match[1])
    })
    child.on('exit', (code) => reject(new Error(`the EmailJS stand-in stopped (${code}): ${printed}`)))
  })
  return { origin, stop: async () => void child.kill() }
}

beforeAll(async () => {
  emailjs = await startEmailjsStandIn()
})
afterAll(() => emailjs.stop())
beforeEach(async () => {
  receiver = await startReceiver()
  config = {
    emailjs: testEmailjs(emailjs.origin),
    webhook: { url: `${receiver.origin}/hook`, secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}` },
    paceMs: 0,
  }
  calls = []
  log = []
  await fetch(`${emailjs.origin}/__calls`, { method: 'DELETE' })
  const realFetch = global.fetch
  jest.spyOn(global, 'fetch').mockImplementation(async (url, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { template_id?: string; reference?: string }
      calls.push(body.template_id ?? `webhook ${body.reference}`)
    }
    return realFetch(url, init)
  })
})
afterEach(async () => {
  jest.restoreAllMocks()
  receiver.release()
  await receiver.stop()
})

const emailsSent = async () =>
  (
    (await (await fetch(`${emailjs.origin}/__calls`)).json()) as {
      template_id: string
      template_params: ContactFields
    }[]
  ).map((call) => `${call.template_id} ${call.template_params.firstName}`)

describe('deliverDue: a webhook that does not answer holds back no e-mail', () => {
  it('the sweep sends every notification and auto-reply while the first webhook is still unanswered', async () => {
    const fake = fakeContactRequestStore()
    fake.add('AAAA-0001', fields('Giulia'))
    fake.add('AAAA-0002', fields('Marco'))
    receiver.hold()
    const run = deliverDue(fake.store, config, { log: (line) => log.push(line) })

    await fake.recorded('AAAA-0002', 'autoreply')
    // The CRM has Giulia's request and has not answered: every e-mail has gone meanwhile.
    expect(receiver.received).toHaveLength(1)
    expect(fake.state('AAAA-0001', 'webhook')).toEqual({ state: 'claimed' })
    expect(await emailsSent()).toEqual([
      'template_notify Giulia',
      'template_reply Giulia',
      'template_notify Marco',
      'template_reply Marco',
    ])
    // The agency's notification left first, before the webhook.
    expect(calls.slice(0, 2)).toEqual(['template_notify', 'webhook AAAA-0001'])

    receiver.release()
    expect(await run).toEqual({ delivered: { notification: 2, autoreply: 2, webhook: 2, digest: 0 }, failed: 0 })
    expect(log).toEqual([])
  })

  it('another request’s e-mails go at once while a webhook hangs; the run holding the webhook lane sends the rest', async () => {
    const fake = fakeContactRequestStore()
    fake.add('AAAA-0003', fields('Giulia'))
    receiver.hold()
    // Giulia's request is delivered right after her answer; its e-mails go, its webhook hangs.
    const first = deliverDue(fake.store, config)
    await fake.recorded('AAAA-0003', 'autoreply')
    await receiver.arrived(1)

    // Marco sends his request meanwhile: his e-mails go at once, with Giulia's webhook still unanswered.
    fake.add('AAAA-0004', fields('Marco'))
    const second = deliverDue(fake.store, config)
    await fake.recorded('AAAA-0004', 'autoreply')
    expect(fake.state('AAAA-0003', 'webhook')).toEqual({ state: 'claimed' })
    expect(fake.state('AAAA-0004', 'notification')).toEqual({ state: 'delivered' })
    // One webhook in flight at a time: Marco's waits for the lane, not for a sweep.
    expect(fake.state('AAAA-0004', 'webhook')).toEqual({ state: 'due' })

    receiver.release()
    const [one, two] = await Promise.all([first, second])
    expect(one.delivered.webhook + two.delivered.webhook).toBe(2)
    expect(one.delivered.notification + two.delivered.notification).toBe(2)
    expect(receiver.received.map(({ body }) => (JSON.parse(body) as { reference: string }).reference)).toEqual([
      'AAAA-0003',
      'AAAA-0004',
    ])
  })
})
