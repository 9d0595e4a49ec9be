/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import type { EmailjsConfig } from '@/lib/contact/config'
import { autoReplyParams, describeStatus, notificationParams, sendEmail } from '@/lib/contact/emailjs'
import { testVisitor } from './support/contact-fixtures'

const config: EmailjsConfig = {
  serviceId: 'service_test',
  templateId: 'template_notify',
  autoReplyTemplateId: 'template_reply',
  publicKey: 'public-key',
  privateKey: 'private-key',
  apiOrigin: 'https://emailjs.example',
}

const fields = testVisitor

let fetchSpy: jest.SpiedFunction<typeof fetch>
beforeEach(() => {
  fetchSpy = jest.spyOn(global, 'fetch').mockResolvedValue(new Response('OK', { status: 200 }))
})
afterEach(() => fetchSpy.mockRestore())

const call = (index = 0) => {
  const [url, init] = fetchSpy.mock.calls[index]
  return { url: String(url), init: init!, body: JSON.parse(String(init!.body)) as unknown }
}

describe('describeStatus: a provider’s answer as one log-friendly phrase', () => {
  it('names the statuses the spec names', () => {
    expect(describeStatus(0)).toBe('0 Network Error')
    expect(describeStatus(403)).toBe('403 Forbidden')
    expect(describeStatus(429)).toBe('429 Too Many Requests')
    expect(describeStatus(451)).toBe('451 Unavailable For Headless Browser')
  })

  it('adds the provider’s own words after the name, once', () => {
    expect(describeStatus(403, 'API calls are disabled for non-browser applications')).toBe(
      '403 Forbidden: API calls are disabled for non-browser applications',
    )
    expect(describeStatus(429, 'Too Many Requests')).toBe('429 Too Many Requests')
    expect(describeStatus(429, '   ')).toBe('429 Too Many Requests')
  })

  it('for a status the spec does not name, the provider’s text is the name', () => {
    expect(describeStatus(426, 'You have exceeded the monthly limit')).toBe('426 You have exceeded the monthly limit')
    expect(describeStatus(500)).toBe('500')
  })

  it('strips control characters, so a reply cannot forge a log line, and caps its length', () => {
    expect(describeStatus(403, 'nope\r\n[contact] request AAAA-0001 delivered\u0000\u007f!')).toBe(
      '403 Forbidden: nope [contact] request AAAA-0001 delivered !',
    )
    expect(describeStatus(426, `\n${'x'.repeat(500)}`)).toBe(`426 ${'x'.repeat(200)}`)
  })
})

describe('sendEmail: one POST /api/v1.0/email/send', () => {
  it('sends exactly the spec’s payload: the ids, the public key as user_id, the private key as accessToken', async () => {
    const params = notificationParams(fields, new Date('2026-03-07T10:00:00Z'))
    expect(await sendEmail(config, 'template_notify', params)).toEqual({ ok: true })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    const { url, init, body } = call()
    expect(url).toBe('https://emailjs.example/api/v1.0/email/send')
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('content-type')).toBe('application/json')
    expect(init.signal).toBeInstanceOf(AbortSignal)
    expect(init.redirect).toBe('manual')
    expect(body).toEqual({
      service_id: 'service_test',
      template_id: 'template_notify',
      user_id: 'public-key',
      accessToken: 'private-key',
      template_params: {
        firstName: 'Giulia',
        lastName: 'Ferri',
        email: 'giulia@example.it',
        message: 'Vorrei un preventivo.',
        service: 'Chatbot AI',
        today: '07/03/2026',
      },
    })
  })

  it('a refusal comes back as the phrase to log, with the provider’s words', async () => {
    fetchSpy.mockResolvedValue(new Response('The Public Key is invalid', { status: 400 }))
    expect(await sendEmail(config, 'template_notify', {})).toEqual({
      ok: false,
      error: '400 The Public Key is invalid',
    })
    fetchSpy.mockResolvedValue(new Response('', { status: 429 }))
    expect(await sendEmail(config, 'template_notify', {})).toEqual({ ok: false, error: '429 Too Many Requests' })
  })

  it('never throws: no answer at all is "0 Network Error"', async () => {
    fetchSpy.mockRejectedValue(new TypeError('fetch failed'))
    expect(await sendEmail(config, 'template_notify', {})).toEqual({ ok: false, error: '0 Network Error' })
  })
})

describe('the templates’ parameters: `today` is the day the request arrived, in Rome', () => {
  const newYearsEve = new Date('2026-12-31T23:30:00Z')

  it('the notification: every field, and 01/01 of the next year for 23:30 UTC on 31 December', () => {
    expect(notificationParams(fields, newYearsEve)).toEqual({ ...fields, today: '01/01/2027' })
  })

  it('the auto-reply: to the visitor, without the message', () => {
    expect(autoReplyParams(fields, newYearsEve)).toEqual({
      firstName: 'Giulia',
      lastName: 'Ferri',
      email: 'giulia@example.it',
      service: 'Chatbot AI',
      today: '01/01/2027',
      to_email: 'giulia@example.it',
    })
  })

  it('summer time: 22:30 UTC on 30 June is already 1 July in Rome', () => {
    expect(notificationParams(fields, new Date('2026-06-30T22:30:00Z')).today).toBe('01/07/2026')
    expect(notificationParams(fields, new Date('2026-06-30T21:30:00Z')).today).toBe('30/06/2026')
  })
})
