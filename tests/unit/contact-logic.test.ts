import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import { clearDraft, readDraft, readDraftRequestId, saveDraft } from '@/lib/contact/draft'
import { emptyContact, type ContactFields } from '@/lib/contact/fields'
import { contactSchema } from '@/lib/contact/schema'
import { autoReplyParams, describeStatus, italianDate, notificationParams } from '@/lib/contact/emailjs'
import { testVisitor } from './support/contact-fixtures'

const valid = testVisitor

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

  it('names are names: real ones pass; links, digits, markup, control, bidi and zero-width characters do not', () => {
    const real = ["D'Angelo", 'Anna Maria', 'Müller-Lüdenscheidt', 'José', 'Jr.', 'Nguyễn', 'O’Brien', 'J. R. R.']
    for (const name of [...real, 'Ælfrida', 'Σοφία', 'Анна'])
      expect({ name, errors: errorsOf({ ...valid, firstName: name, lastName: name }) }).toEqual({ name, errors: {} })
    const onlyLetters = (which: string) => `${which} può contenere solo lettere, spazi, apostrofi, trattini e punti.`
    const refused: [string, (which: string) => string][] = [
      ['Spam https://evil.example/x', onlyLetters],
      ['evil.example', () => 'Scrivi solo il nome, senza indirizzi web.'],
      ['12345', onlyLetters],
      ['<b>Giulia</b>', onlyLetters],
      ['Giu\u0007lia', onlyLetters],
      ['Giulia\u202Egnp.exe', onlyLetters],
      ['Giu\u200Blia', onlyLetters],
      ["'-.", (which) => `${which} deve contenere almeno una lettera.`],
    ]
    for (const [name, message] of refused) {
      expect({ name, errors: errorsOf({ ...valid, firstName: name }) }).toEqual({
        name,
        errors: { firstName: message('Il nome') },
      })
      expect({ name, errors: errorsOf({ ...valid, lastName: name }) }).toEqual({
        name,
        errors: { lastName: message('Il cognome') },
      })
    }
  })

  it('a name is of one script, with no invisible filler and no letter that reads as a dot (Unicode TR39)', () => {
    const real = ['山田 太郎', '山田たろう', 'やまだ', '김민준', 'Ταυτότητα', 'Keʻala', 'Александр']
    for (const name of real)
      expect({ name, errors: errorsOf({ ...valid, firstName: name, lastName: name }) }).toEqual({ name, errors: {} })
    const link = () => 'Scrivi solo il nome, senza indirizzi web.'
    const refused: [string, (which: string) => string][] = [
      // The findings: a dot made of a Lisu, a Canadian syllabics or a modifier letter, in a stranger's auto-reply.
      [
        'Visita premi\uA4F8com',
        (which) => `${which} mescola alfabeti diversi: scrivilo con le lettere di un solo alfabeto.`,
      ],
      ['premi\u1427com', (which) => `${which} mescola alfabeti diversi: scrivilo con le lettere di un solo alfabeto.`],
      ['premi\u02CCcom', link],
      ['Pavel Иванов', (which) => `${which} mescola alfabeti diversi: scrivilo con le lettere di un solo alfabeto.`],
      ['Giu\u3164lia', (which) => `${which} contiene caratteri invisibili: riscrivilo.`],
      ['Giu\u034Flia', (which) => `${which} contiene caratteri invisibili: riscrivilo.`],
    ]
    for (const [name, message] of refused)
      for (const [field, which] of [
        ['firstName', 'Il nome'],
        ['lastName', 'Il cognome'],
      ] as const)
        expect({ name, errors: errorsOf({ ...valid, [field]: name }) }).toEqual({
          name,
          errors: { [field]: message(which) },
        })
  })

  it('writes a name one way: surrounding and repeated whitespace collapsed, Unicode composed', () => {
    const decomposed = 'Nguye\u0302\u0303n' // as some keyboards write Nguyễn
    const parsed = contactSchema.parse({ ...valid, firstName: '  Anna \t  Maria\n', lastName: decomposed })
    expect(parsed.firstName).toBe('Anna Maria')
    expect(parsed.lastName).toBe('Nguyễn')
  })

  it('an e-mail is one address of at most 254 characters: no list, header line, space, NUL or non-ASCII letter', () => {
    expect(errorsOf({ ...valid, email: `${'g'.repeat(250)}@example.it` })).toEqual({ email: 'Massimo 254 caratteri.' })
    const notOne = [
      'giulia@example.it,other@example.it',
      'giulia@example.it\r\nBcc: other@example.it',
      'giulia @example.it',
      'giulia@example.it\u0000',
      'giulià@example.it',
    ]
    for (const email of notOne)
      expect({ email, errors: errorsOf({ ...valid, email }) }).toEqual({
        email,
        errors: { email: 'Inserisci un indirizzo email valido, ad esempio nome@azienda.it.' },
      })
  })

  it('keeps the message’s free text, tabs and lines (a form post’s CRLF made LF), and refuses other control characters', () => {
    expect(contactSchema.parse({ ...valid, message: 'Buongiorno,\r\n\tvorrei <b>un</b> preventivo.\r' }).message).toBe(
      'Buongiorno,\n\tvorrei <b>un</b> preventivo.',
    )
    for (const message of ['Ciao\u0000', 'Ciao\u0007!', 'Ciao\u001b[31m', 'Ciao\u0085'])
      expect(errorsOf({ ...valid, message })).toEqual({
        message: 'Il messaggio contiene caratteri invisibili non ammessi: riscrivilo o incollalo come testo semplice.',
      })
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

describe('what the server sends EmailJS for one request (lib/contact/emailjs.ts)', () => {
  const arrived = new Date('2026-11-21T09:00:00Z')

  it('the notification carries every field and the day it arrived, in Rome', () => {
    expect(notificationParams(valid, arrived)).toEqual({
      firstName: 'Giulia',
      lastName: 'Ferri',
      email: 'giulia@example.it',
      message: 'Vorrei un preventivo.',
      service: 'Chatbot AI',
      today: '21/11/2026',
    })
  })

  it('the auto-reply goes to the visitor, without the message', () => {
    expect(autoReplyParams(valid, arrived)).toEqual({
      firstName: 'Giulia',
      lastName: 'Ferri',
      email: 'giulia@example.it',
      service: 'Chatbot AI',
      today: '21/11/2026',
      to_email: 'giulia@example.it',
    })
  })

  it('maps EmailJS statuses to readable log text', () => {
    expect(describeStatus(0)).toBe('0 Network Error')
    expect(describeStatus(0, '')).toBe('0 Network Error')
    expect(describeStatus(403)).toBe('403 Forbidden')
    expect(describeStatus(403, 'Forbidden')).toBe('403 Forbidden')
    expect(describeStatus(429)).toBe('429 Too Many Requests')
    expect(describeStatus(451)).toBe('451 Unavailable For Headless Browser')
    expect(describeStatus(500, 'Server error')).toBe('500 Server error')
    // The provider's words now follow the name: they say why (a disabled API, a spent quota).
    expect(describeStatus(403, 'API calls are disabled for non-browser applications')).toBe(
      '403 Forbidden: API calls are disabled for non-browser applications',
    )
  })
})

describe('the draft', () => {
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
  })

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

  it('keeps the request ID the draft will be sent under, so a resend after a reload is the same request', () => {
    const requestId = '6f1c2b7e-3d4a-4f5b-8c9d-0e1f2a3b4c5d'
    saveDraft({ ...emptyContact, firstName: 'Giulia' }, requestId)
    expect(readDraftRequestId()).toBe(requestId)
    // The ID travels beside the fields, never as one of them.
    expect(readDraft()).toEqual({ ...emptyContact, firstName: 'Giulia' })
    saveDraft({ ...emptyContact, firstName: 'Giulia', lastName: 'Ferri' }, requestId)
    expect(readDraftRequestId()).toBe(requestId)
  })

  it('has no request ID without a draft, for a draft saved without one, or for garbage', () => {
    expect(readDraftRequestId()).toBeUndefined()
    saveDraft({ ...emptyContact, firstName: 'Giulia' })
    expect(readDraftRequestId()).toBeUndefined()
    sessionStorage.setItem('contact-draft', '{"firstName": "Giulia", "requestId": 42}')
    expect(readDraftRequestId()).toBeUndefined()
    sessionStorage.setItem('contact-draft', 'null')
    expect(readDraftRequestId()).toBeUndefined()
    sessionStorage.setItem('contact-draft', '{broken')
    expect(readDraftRequestId()).toBeUndefined()
  })

  it('an emptied form drops the draft and its request ID', () => {
    saveDraft({ ...emptyContact, message: 'ciao' }, 'a1b2c3d4-0000-4000-8000-000000000000')
    saveDraft(emptyContact, 'a1b2c3d4-0000-4000-8000-000000000000')
    expect(sessionStorage.getItem('contact-draft')).toBeNull()
    expect(readDraftRequestId()).toBeUndefined()
  })

  it('reads and writes the storage it is given', () => {
    saveDraft({ ...emptyContact, firstName: 'Giulia' }, 'b1b2c3d4-0000-4000-8000-000000000000', localStorage)
    expect(sessionStorage.getItem('contact-draft')).toBeNull()
    expect(readDraft(localStorage)).toEqual({ ...emptyContact, firstName: 'Giulia' })
    expect(readDraftRequestId(localStorage)).toBe('b1b2c3d4-0000-4000-8000-000000000000')
    clearDraft(localStorage)
    expect(readDraft(localStorage)).toBeNull()
  })
})
