import { describe, expect, it, jest } from '@jest/globals'
import { clearDraft, readDraft, saveDraft } from '@/lib/contact/draft'
import { emptyContact, type ContactFields } from '@/lib/contact/fields'
import { contactSchema } from '@/lib/contact/schema'
import { describeEmailError, sendContactRequest, type EmailClient } from '@/lib/contact/send'
import { italianDate } from '@/lib/contact/today'

const valid: ContactFields = {
  firstName: 'Giulia',
  lastName: 'Ferri',
  email: 'giulia@example.it',
  message: 'Vorrei un preventivo.',
  service: 'Chatbot AI',
}
const config = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', autoReplyTemplateId: 'auto' }

const errorsOf = (input: Record<string, unknown>) => {
  const result = contactSchema.safeParse(input)
  // The form shows the first problem of each field, as react-hook-form's resolver does.
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]))
}

describe('contact rules (one schema)', () => {
  it('names each missing field in Italian', () => {
    expect(errorsOf({ ...emptyContact })).toEqual({
      firstName: 'Inserisci il tuo nome.',
      lastName: 'Inserisci il tuo cognome.',
      email: 'Inserisci la tua email.',
      message: 'Scrivi il tuo messaggio.',
    })
  })

  it('treats blank text as missing and trims what it keeps', () => {
    expect(errorsOf({ ...valid, firstName: '   ' })).toEqual({ firstName: 'Inserisci il tuo nome.' })
    expect(contactSchema.parse({ ...valid, email: '  giulia@example.it ' }).email).toBe('giulia@example.it')
  })

  it('refuses a malformed e-mail address', () => {
    for (const email of ['giulia', 'giulia@', '@example.it', 'giulia@example', 'giu lia@example.it'])
      expect(errorsOf({ ...valid, email })).toEqual({
        email: 'Inserisci un indirizzo email valido, ad esempio nome@azienda.it.',
      })
  })

  it('makes the service optional, defaulting to "Informazioni generali", and accepts only the listed ones', () => {
    const withoutService: Partial<ContactFields> = { ...valid }
    delete withoutService.service
    expect(contactSchema.parse(withoutService).service).toBe('Informazioni generali')
    expect(errorsOf({ ...valid, service: 'Pizza' })).toHaveProperty('service')
  })

  it('caps the lengths', () => {
    expect(errorsOf({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: 'Massimo 5000 caratteri.' })
  })
})

describe('italianDate', () => {
  it('writes dd/mm/yyyy', () => {
    expect(italianDate(new Date('2026-03-07T10:00:00Z'))).toBe('07/03/2026')
  })

  it('follows the clock in Rome, not the visitor’s', () => {
    expect(italianDate(new Date('2026-12-31T23:30:00Z'))).toBe('01/01/2027')
  })
})

describe('sendContactRequest: form first, auto-reply second', () => {
  const makeForm = () => {
    const form = document.createElement('form')
    form.innerHTML = '<input name="firstName" value="Giulia"><input name="email" value="giulia@example.it">'
    document.body.append(form)
    return form
  }
  const client = (sendForm: () => Promise<unknown>, send: () => Promise<unknown>) => {
    const calls: string[] = []
    const seen: { formData?: Record<string, string>; params?: unknown; args: unknown[][] } = { args: [] }
    const emailClient: EmailClient = {
      sendForm: jest.fn(async (...args: Parameters<EmailClient['sendForm']>) => {
        calls.push('sendForm')
        seen.formData = Object.fromEntries(new FormData(args[2]).entries()) as Record<string, string>
        seen.args.push(args.slice(0, 2).concat(args[3]))
        return sendForm()
      }),
      send: jest.fn(async (...args: Parameters<EmailClient['send']>) => {
        calls.push('send')
        seen.params = args[2]
        seen.args.push([args[0], args[1], args[3]])
        return send()
      }),
    }
    return { emailClient, calls, seen }
  }
  const now = new Date('2026-11-21T09:00:00Z')

  it('sends the form with the hidden today field, then the auto-reply to the visitor', async () => {
    const form = makeForm()
    const { emailClient, calls, seen } = client(
      async () => ({ status: 200 }),
      async () => ({ status: 200 }),
    )
    expect(await sendContactRequest(form, valid, config, emailClient, now)).toEqual({ ok: true })
    expect(calls).toEqual(['sendForm', 'send'])
    expect(seen.formData).toEqual({ firstName: 'Giulia', email: 'giulia@example.it', today: '21/11/2026' })
    expect(seen.args).toEqual([
      ['svc', 'tpl', { publicKey: 'pk' }],
      ['svc', 'auto', { publicKey: 'pk' }],
    ])
    expect(seen.params).toEqual({
      firstName: 'Giulia',
      lastName: 'Ferri',
      email: 'giulia@example.it',
      service: 'Chatbot AI',
      today: '21/11/2026',
      to_email: 'giulia@example.it',
    })
    expect(form.querySelector('[name="today"]')).toBeNull()
  })

  it('skips the auto-reply when the first step fails, and removes the hidden field', async () => {
    const form = makeForm()
    const { emailClient, calls } = client(
      () => Promise.reject({ status: 429, text: 'rate' }),
      async () => ({ status: 200 }),
    )
    expect(await sendContactRequest(form, valid, config, emailClient, now)).toEqual({
      ok: false,
      reason: '429 Too Many Requests',
    })
    expect(calls).toEqual(['sendForm'])
    expect(form.querySelector('[name="today"]')).toBeNull()
  })

  it('fails when the auto-reply fails', async () => {
    const { emailClient, calls } = client(
      async () => ({ status: 200 }),
      () => Promise.reject({ status: 403, text: 'nope' }),
    )
    expect(await sendContactRequest(makeForm(), valid, config, emailClient, now)).toEqual({
      ok: false,
      reason: '403 Forbidden',
    })
    expect(calls).toEqual(['sendForm', 'send'])
  })

  it('maps EmailJS statuses to readable console text', () => {
    expect(describeEmailError(new TypeError('Failed to fetch'))).toBe('0 Network Error')
    expect(describeEmailError({ status: 0, text: '' })).toBe('0 Network Error')
    expect(describeEmailError({ status: 403, text: 'x' })).toBe('403 Forbidden')
    expect(describeEmailError({ status: 429, text: 'x' })).toBe('429 Too Many Requests')
    expect(describeEmailError({ status: 451, text: 'x' })).toBe('451 Unavailable For Headless Browser')
    expect(describeEmailError({ status: 500, text: 'Server error' })).toBe('500 Server error')
  })
})

describe('the draft', () => {
  it('is kept, restored and cleared; garbage is ignored', () => {
    saveDraft({ ...emptyContact, firstName: 'Giulia', service: 'Altro' })
    expect(readDraft()).toEqual({ ...emptyContact, firstName: 'Giulia', service: 'Altro' })
    clearDraft()
    expect(readDraft()).toBeNull()
    sessionStorage.setItem('contact-draft', '{"firstName": 42, "service": "Pizza", "message": "ciao"}')
    expect(readDraft()).toEqual({ ...emptyContact, message: 'ciao' })
    sessionStorage.setItem('contact-draft', '{broken')
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readDraft()).toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('an untouched form leaves no draft to restore', () => {
    saveDraft(emptyContact)
    expect(readDraft()).toBeNull()
  })
})
