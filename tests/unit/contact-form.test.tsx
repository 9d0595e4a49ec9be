import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { successPanelMs } from '@/lib/contact/guard'

// The Server Action ('use server', next/headers) the form calls: a stand-in that answers what each test says.
const submitContactForm = jest.fn<(previous: unknown, form: FormData) => Promise<object>>()
jest.mock('@/lib/contact/form-action', () => ({
  __esModule: true,
  submitContactForm: (previous: unknown, form: FormData) => submitContactForm(previous, form),
}))
// The proof of work its worker solves while the visitor types (tests/e2e/contact.spec.ts runs the real one).
const solvedProof = '{"challenge":"solved by the test\'s worker"}'
jest.mock('@/components/contact/use-contact-proof', () => ({
  __esModule: true,
  useContactProof: () => ({ start: () => {}, take: async () => solvedProof }),
}))
// Imported once the mock is in place (SWC does not hoist jest.mock above imports when jest comes from @jest/globals).
let ContactForm: typeof import('@/components/contact/contact-form').ContactForm
beforeAll(async () => {
  ;({ ContactForm } = await import('@/components/contact/contact-form'))
})

const thanks = 'Grazie, richiesta ricevuta!'
/** The server's answer to a stored request (lib/contact/answer.ts); proven unless said otherwise. */
const stored = (reference = '7K4M-2PQX', confirmationEmail = false, proven = true) => ({
  kind: 'stored',
  reference,
  confirmationEmail,
  proven,
})
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The action answers with this ContactAnswer. */
const answering = (answer: object) => async () => ({ answer })

/** What each call of the action carried, as the server reads it. */
const sentBodies = () =>
  submitContactForm.mock.calls.map(([, form]) => Object.fromEntries(form.entries()) as Record<string, string>)

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
  render(
    <ContactForm
      email="info@example.it"
      replyPromise="di solito entro un giorno lavorativo"
      icons={{ send: null, success: null }}
    />,
  )
  return user
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome'), 'Giulia')
  await user.type(screen.getByLabelText('Cognome'), 'Ferri')
  await user.type(screen.getByLabelText('Email'), 'giulia@example.it')
  await user.type(screen.getByLabelText('Messaggio'), 'Un preventivo, per favore.')
}

/** Fills the form, lets the minimum fill time pass and sends. */
async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await fill(user)
  act(() => jest.advanceTimersByTime(4000))
  await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
}

beforeEach(() => {
  jest.useFakeTimers()
  sessionStorage.clear()
  localStorage.clear()
  submitContactForm.mockReset()
  submitContactForm.mockImplementation(answering(stored()))
})
afterEach(() => {
  jest.useRealTimers()
})

describe('ContactForm: checked in the browser', () => {
  it('shows each field’s error next to it and sends nothing', async () => {
    const user = setup()
    act(() => jest.advanceTimersByTime(4000))
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    expect(await screen.findByText('Inserisci il tuo nome.')).toBeInTheDocument()
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Inserisci il tuo nome.')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Inserisci la tua email.')
    expect(screen.getByLabelText('Messaggio')).toHaveAccessibleDescription('Scrivi il tuo messaggio.')
    expect(submitContactForm).not.toHaveBeenCalled()
  })
})

describe('ContactForm: sent to its Server Action', () => {
  it('promises a confirmation e-mail only when the server says one will be sent', async () => {
    submitContactForm.mockImplementation(answering(stored('7K4M-2PQX', true)))
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByText(/riceverai una conferma via email/)).toBeInTheDocument()
  })

  it('promises no confirmation e-mail when none will be sent (no delivery set up, or over a limit)', async () => {
    submitContactForm.mockImplementation(answering(stored('7K4M-2PQX', false)))
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByTestId('contact-reference')).toHaveTextContent('7K4M-2PQX')
    expect(screen.queryByText(/conferma/)).toBeNull()
    expect(screen.getByText(/all’indirizzo email che ci hai lasciato/)).toBeInTheDocument()
  })

  it('tells a visitor whose request came without a proof of work that no confirmation comes, and why', async () => {
    submitContactForm.mockImplementation(answering(stored('7K4M-2PQX', false, false)))
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByTestId('contact-reference')).toHaveTextContent('7K4M-2PQX')
    expect(screen.getByText(/senza la verifica automatica/)).toHaveTextContent(
      /non ti inviamo una conferma via email e la leggiamo nel riepilogo che riceviamo ogni ora/,
    )
  })

  it('thanks the visitor with the reference for 5 seconds, with every field and the draft cleared', async () => {
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByText(thanks)).toBeInTheDocument()
    expect(screen.getByTestId('contact-reference')).toHaveTextContent('7K4M-2PQX')
    const [body] = sentBodies()
    expect(body).toEqual({
      firstName: 'Giulia',
      lastName: 'Ferri',
      email: 'giulia@example.it',
      message: 'Un preventivo, per favore.',
      service: 'Informazioni generali',
      request_id: expect.stringMatching(uuid),
      filled_ms: expect.stringMatching(/^\d+$/),
      subject_line: '',
      proof: solvedProof,
    })
    expect(Number(body.filled_ms)).toBeGreaterThanOrEqual(4000)
    expect(submitContactForm).toHaveBeenCalledTimes(1)
    // The browser keeps no copy of a request once it is sent: the draft is all it holds, until stored.
    expect(localStorage.length).toBe(0)

    act(() => jest.advanceTimersByTime(successPanelMs - 100))
    expect(screen.getByText(thanks)).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(200))
    expect(screen.queryByText(thanks)).toBeNull()
    expect(screen.getByLabelText('Nome')).toHaveValue('')
    expect(screen.getByLabelText('Servizio')).toHaveValue('Informazioni generali')
    expect(sessionStorage.getItem('contact-draft')).toBeNull()
  })

  it('sends the honeypot as it is: the server, not the form, decides what is spam', async () => {
    const user = setup()
    await fill(user)
    const honeypot = document.querySelector<HTMLInputElement>('input[name="subject_line"]')!
    honeypot.value = 'https://spam.example'
    act(() => jest.advanceTimersByTime(4000))
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    // The stand-in server here takes it; the real one refuses it (tests/unit/contact-action.test.ts).
    expect(await screen.findByText(thanks)).toBeInTheDocument()
    expect(submitContactForm).toHaveBeenCalledTimes(1)
    expect(sentBodies()[0].subject_line).toBe('https://spam.example')
  })

  it('restores the draft after a reload, and sends it under the request ID saved with it', async () => {
    const requestId = '0b7f5c3e-9a1d-4e2f-8b6c-5d4e3f2a1b0c'
    sessionStorage.setItem(
      'contact-draft',
      JSON.stringify({
        firstName: 'Giulia',
        lastName: 'Ferri',
        email: 'g@example.it',
        message: 'Bozza',
        service: 'Altro',
        requestId,
      }),
    )
    const user = setup()
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Giulia'))
    expect(screen.getByLabelText('Messaggio')).toHaveValue('Bozza')
    expect(screen.getByLabelText('Servizio')).toHaveValue('Altro')
    act(() => jest.advanceTimersByTime(4000))
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    expect(await screen.findByText(thanks)).toBeInTheDocument()
    expect(sentBodies()[0]).toMatchObject({ request_id: requestId, service: 'Altro', message: 'Bozza' })
  })

  it('keeps the draft while typing, with the request ID it will be sent under', async () => {
    const user = setup()
    await user.type(screen.getByLabelText('Cognome'), 'Ferri')
    const draft = JSON.parse(sessionStorage.getItem('contact-draft') ?? '{}') as Record<string, unknown>
    expect(draft.lastName).toBe('Ferri')
    expect(draft.requestId).toEqual(expect.stringMatching(uuid))
  })

  it('a submit within 3 seconds of opening waits in the sending state, then really sends', async () => {
    const user = setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    expect(await screen.findByRole('button', { name: 'Invio in corso…' })).toBeDisabled()
    expect(submitContactForm).not.toHaveBeenCalled()
    await act(async () => jest.advanceTimersByTime(3000))
    expect(await screen.findByText(thanks)).toBeInTheDocument()
    expect(submitContactForm).toHaveBeenCalledTimes(1)
    expect(Number(sentBodies()[0].filled_ms)).toBeGreaterThanOrEqual(3000)
  })

  it('a second request within 30 s of a stored one waits, under a new request ID once sent', async () => {
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByText(thanks)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Invia un altro messaggio' }))
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(/attendi ancora 2\d secondi/)
    expect(submitContactForm).toHaveBeenCalledTimes(1)
    act(() => jest.advanceTimersByTime(30_000))
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    expect(await screen.findByText(thanks)).toBeInTheDocument()
    const [first, second] = sentBodies()
    expect(second.request_id).toEqual(expect.stringMatching(uuid))
    expect(second.request_id).not.toBe(first.request_id)
  })
})

describe('ContactForm: when our server does not take the request', () => {
  let warn: ReturnType<typeof jest.spyOn>
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  async function expectFailedKeepingEverything(user: ReturnType<typeof userEvent.setup>) {
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Si è verificato un errore')
    expect(screen.getByRole('link', { name: 'Invia il messaggio via email a info@example.it' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:info@example\.it\?subject=.*Un%20preventivo%2C%20per%20favore\./),
    )
    expect(screen.queryByText(thanks)).toBeNull()
    expect(screen.getByLabelText('Nome')).toHaveValue('Giulia')
    expect(JSON.parse(sessionStorage.getItem('contact-draft') ?? '{}').firstName).toBe('Giulia')
    // Sent again, the same request: the server stores it once.
    submitContactForm.mockImplementation(answering(stored()))
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    expect(await screen.findByText(thanks)).toBeInTheDocument()
    const [first, second] = sentBodies()
    expect(second.request_id).toBe(first.request_id)
  }

  it('unavailable: says it failed, keeps what was typed in the draft, and nothing else in the browser', async () => {
    submitContactForm.mockImplementation(
      answering({ kind: 'unavailable', error: 'the contact request could not be stored now' }),
    )
    const user = setup()
    await fillAndSend(user)
    await screen.findByRole('alert')
    expect(localStorage.length).toBe(0)
    await expectFailedKeepingEverything(user)
  })

  it('no answer at all (offline): the same', async () => {
    submitContactForm.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    const user = setup()
    await fillAndSend(user)
    await screen.findByRole('alert')
    await expectFailedKeepingEverything(user)
  })

  it('an answer that never comes: after 15 s the form says it failed instead of spinning', async () => {
    submitContactForm.mockImplementation(() => new Promise<object>(() => {}))
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByRole('button', { name: 'Invio in corso…' })).toBeDisabled()
    await act(async () => jest.advanceTimersByTime(14_900))
    expect(screen.queryByRole('alert')).toBeNull()
    await act(async () => jest.advanceTimersByTime(200))
    expect(await screen.findByRole('alert')).toHaveTextContent('Si è verificato un errore')
    expect(screen.getByRole('button', { name: 'Invia messaggio' })).toBeEnabled()
  })

  it('limited: names the minutes to wait, and keeps what was typed', async () => {
    submitContactForm.mockImplementation(answering({ kind: 'limited', error: 'too many', retryAfterSeconds: 125 }))
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('riprova tra 3 minuti')
    expect(screen.queryByText(thanks)).toBeNull()
    expect(screen.getByLabelText('Email')).toHaveValue('giulia@example.it')
  })

  it('refused: says it failed, and keeps what was typed', async () => {
    submitContactForm.mockImplementation(
      answering({ kind: 'refused', error: 'contact request refused: the hidden anti-spam field must stay empty' }),
    )
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Si è verificato un errore')
    expect(screen.getByLabelText('Nome')).toHaveValue('Giulia')
  })

  it('invalid, naming fields: each server message shows beside its field, as without JavaScript, and the draft stays', async () => {
    const fields = { email: 'Questo valore non può essere accettato: correggilo e riprova.', lastName: 'Massimo 80.' }
    submitContactForm.mockImplementation(answering({ kind: 'invalid', error: 'invalid contact request', fields }))
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Alcuni campi non sono stati accettati')
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(fields.email)
    expect(screen.getByLabelText('Cognome')).toHaveAccessibleDescription(fields.lastName)
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'false')
    expect(screen.getByLabelText('Email')).toHaveValue('giulia@example.it')
    expect(JSON.parse(sessionStorage.getItem('contact-draft') ?? '{}').email).toBe('giulia@example.it')
    // Sent again and stored, the server's messages go.
    submitContactForm.mockImplementation(answering(stored()))
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    expect(await screen.findByText(thanks)).toBeInTheDocument()
  })
})
