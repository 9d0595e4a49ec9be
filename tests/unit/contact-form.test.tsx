import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { successPanelMs } from '@/lib/contact/guard'
import { contactUnsentKey } from '@/lib/contact/unsent'

// The Server Action ('use server', next/headers) only runs for a post without JavaScript: a plain stand-in here.
const submitContactForm = jest.fn<(...args: unknown[]) => Promise<object>>(async () => ({}))
jest.mock('@/lib/contact/form-action', () => ({
  __esModule: true,
  submitContactForm: (...args: unknown[]) => submitContactForm(...args),
}))
// Imported once the mock is in place (SWC does not hoist jest.mock above imports when jest comes from @jest/globals).
let ContactForm: typeof import('@/components/contact/contact-form').ContactForm
beforeAll(async () => {
  ;({ ContactForm } = await import('@/components/contact/contact-form'))
})

const thanks = 'Grazie, richiesta ricevuta!'
/** The server's answer to a stored request (lib/contact/answer.ts). */
const stored = (reference = '7K4M-2PQX', confirmationEmail = false) => ({
  kind: 'stored',
  reference,
  confirmationEmail,
})
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** jsdom has no Response: the form reads status, json() and the Retry-After header. */
function answer(status: number, body: unknown = {}, headers: Record<string, string> = {}) {
  return async () =>
    ({
      ok: status >= 200 && status < 300,
      status,
      json: async () => body,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    }) as unknown as Response
}

const originalFetch = globalThis.fetch
let fetchMock: jest.Mock<typeof fetch>

const sentBodies = () =>
  fetchMock.mock.calls.map(([url, init]) => {
    expect(url).toBe('/api/contact')
    expect(init?.method).toBe('POST')
    return JSON.parse(String(init?.body)) as Record<string, unknown>
  })

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
  submitContactForm.mockClear()
  fetchMock = jest.fn<typeof fetch>(answer(201, stored()))
  globalThis.fetch = fetchMock
})
afterEach(() => {
  jest.useRealTimers()
  globalThis.fetch = originalFetch
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
    expect(fetchMock).not.toHaveBeenCalled()
    expect(submitContactForm).not.toHaveBeenCalled()
  })
})

describe('ContactForm: sent as JSON to /api/contact', () => {
  it('promises a confirmation e-mail only when the server says one will be sent', async () => {
    fetchMock.mockImplementation(answer(201, stored('7K4M-2PQX', true)))
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByText(/riceverai una conferma via email/)).toBeInTheDocument()
  })

  it('promises no confirmation e-mail when none will be sent (no delivery set up, or over a limit)', async () => {
    fetchMock.mockImplementation(answer(201, stored('7K4M-2PQX', false)))
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByTestId('contact-reference')).toHaveTextContent('7K4M-2PQX')
    expect(screen.queryByText(/conferma/)).toBeNull()
    expect(screen.getByText(/all’indirizzo email che ci hai lasciato/)).toBeInTheDocument()
  })

  it('thanks the visitor with the reference for 5 seconds, with every field, the draft and the outbox cleared', async () => {
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
      filled_ms: expect.any(Number),
      subject_line: '',
    })
    expect(body.filled_ms).toBeGreaterThanOrEqual(4000)
    // Only our own server is called; the Server Action is for a post without JavaScript.
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(submitContactForm).not.toHaveBeenCalled()
    expect(localStorage.getItem(contactUnsentKey)).toBeNull()

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
    // The stand-in server here takes it; the real one refuses it (tests/unit/contact-route.test.ts).
    expect(await screen.findByText(thanks)).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
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
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => jest.advanceTimersByTime(3000))
    expect(await screen.findByText(thanks)).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(sentBodies()[0].filled_ms).toBeGreaterThanOrEqual(3000)
  })

  it('a second request within 30 s of a stored one waits, under a new request ID once sent', async () => {
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByText(thanks)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Invia un altro messaggio' }))
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(/attendi ancora 2\d secondi/)
    expect(fetchMock).toHaveBeenCalledTimes(1)
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
    fetchMock.mockImplementation(answer(200, stored()))
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    expect(await screen.findByText(thanks)).toBeInTheDocument()
    const [first, second] = sentBodies()
    expect(second.request_id).toBe(first.request_id)
  }

  it('503: says it failed, keeps what was typed and the request in the outbox for the next page', async () => {
    fetchMock.mockImplementation(answer(503, { error: 'the contact request could not be stored now' }))
    const user = setup()
    await fillAndSend(user)
    await screen.findByRole('alert')
    // The outbox holds each waiting request under its own request ID.
    const waiting = JSON.parse(localStorage.getItem(contactUnsentKey) ?? '{}') as Record<string, string>
    const [posted] = sentBodies()
    expect(Object.keys(waiting)).toEqual([posted.request_id])
    expect(JSON.parse(waiting[posted.request_id as string])).toMatchObject({ firstName: 'Giulia' })
    await expectFailedKeepingEverything(user)
  })

  it('no answer at all (offline): the same, and the request waits in the outbox', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    const user = setup()
    await fillAndSend(user)
    await screen.findByRole('alert')
    expect(localStorage.getItem(contactUnsentKey)).not.toBeNull()
    await expectFailedKeepingEverything(user)
  })

  it('an answer that never comes: after 15 s the form says it failed instead of spinning', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}))
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByRole('button', { name: 'Invio in corso…' })).toBeDisabled()
    await act(async () => jest.advanceTimersByTime(14_900))
    expect(screen.queryByRole('alert')).toBeNull()
    await act(async () => jest.advanceTimersByTime(200))
    expect(await screen.findByRole('alert')).toHaveTextContent('Si è verificato un errore')
    expect(screen.getByRole('button', { name: 'Invia messaggio' })).toBeEnabled()
  })

  it('429: names the minutes from Retry-After, and keeps what was typed', async () => {
    fetchMock.mockImplementation(answer(429, { error: 'too many' }, { 'retry-after': '125' }))
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('riprova tra 3 minuti')
    expect(screen.queryByText(thanks)).toBeNull()
    expect(screen.getByLabelText('Email')).toHaveValue('giulia@example.it')
  })

  it('422 (refused for good): says it failed, and drops the request from the outbox', async () => {
    fetchMock.mockImplementation(
      answer(422, { kind: 'refused', error: 'contact request refused: the hidden anti-spam field must stay empty' }),
    )
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Si è verificato un errore')
    expect(localStorage.getItem(contactUnsentKey)).toBeNull()
    expect(screen.getByLabelText('Nome')).toHaveValue('Giulia')
  })

  it('422 naming fields: each server message shows beside its field, as without JavaScript, and the draft stays', async () => {
    const fields = { email: 'Questo valore non può essere accettato: correggilo e riprova.', lastName: 'Massimo 80.' }
    fetchMock.mockImplementation(answer(422, { kind: 'invalid', error: 'invalid contact request', fields }))
    const user = setup()
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Alcuni campi non sono stati accettati')
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(fields.email)
    expect(screen.getByLabelText('Cognome')).toHaveAccessibleDescription(fields.lastName)
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'false')
    expect(screen.getByLabelText('Email')).toHaveValue('giulia@example.it')
    expect(JSON.parse(sessionStorage.getItem('contact-draft') ?? '{}').email).toBe('giulia@example.it')
    // Refused for good: not kept for the next page.
    expect(localStorage.getItem(contactUnsentKey)).toBeNull()
    // Sent again and stored, the server's messages go.
    fetchMock.mockImplementation(answer(201, stored()))
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    expect(await screen.findByText(thanks)).toBeInTheDocument()
  })
})
