import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

const sendForm = jest.fn<(...args: unknown[]) => Promise<{ status: number; text: string }>>(async () => ({
  status: 200,
  text: 'OK',
}))
const send = jest.fn<(...args: unknown[]) => Promise<{ status: number; text: string }>>(async () => ({
  status: 200,
  text: 'OK',
}))
jest.mock('@emailjs/browser', () => ({
  __esModule: true,
  default: { sendForm: (...args: unknown[]) => sendForm(...args), send: (...args: unknown[]) => send(...args) },
}))
import { ContactForm, successPanelMs } from '@/components/contact/contact-form'

const icons = { send: null, success: null }
const emailjs = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', autoReplyTemplateId: 'auto' }

/** `null`: a build without the EmailJS variables. */
function setup(config: typeof emailjs | null = emailjs) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
  render(
    <ContactForm
      email="info@example.it"
      replyPromise="di solito entro un giorno lavorativo"
      icons={icons}
      emailjs={config ?? undefined}
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

beforeEach(() => {
  jest.useFakeTimers()
  sessionStorage.clear()
  sendForm.mockClear()
  send.mockClear()
})
afterEach(() => {
  jest.useRealTimers()
})

describe('ContactForm', () => {
  it('shows each field’s error next to it and sends nothing', async () => {
    const user = setup()
    act(() => jest.advanceTimersByTime(4000))
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    expect(await screen.findByText('Inserisci il tuo nome.')).toBeInTheDocument()
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Inserisci il tuo nome.')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Inserisci la tua email.')
    expect(screen.getByLabelText('Messaggio')).toHaveAccessibleDescription('Scrivi il tuo messaggio.')
    expect(sendForm).not.toHaveBeenCalled()
  })

  it('thanks the visitor for 5 seconds after a send, with every field cleared', async () => {
    const user = setup()
    await fill(user)
    act(() => jest.advanceTimersByTime(4000))
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    expect(await screen.findByText('Grazie, messaggio ricevuto!')).toBeInTheDocument()
    expect(sendForm).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledTimes(1)

    act(() => jest.advanceTimersByTime(successPanelMs - 100))
    expect(screen.getByText('Grazie, messaggio ricevuto!')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(200))
    expect(screen.queryByText('Grazie, messaggio ricevuto!')).toBeNull()
    expect(screen.getByLabelText('Nome')).toHaveValue('')
    expect(screen.getByLabelText('Servizio')).toHaveValue('Informazioni generali')
    expect(sessionStorage.getItem('contact-draft')).toBeNull()
  })

  it('restores the draft after a reload', async () => {
    sessionStorage.setItem(
      'contact-draft',
      JSON.stringify({ firstName: 'Giulia', lastName: '', email: 'g@example.it', message: 'Bozza', service: 'Altro' }),
    )
    setup()
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Giulia'))
    expect(screen.getByLabelText('Messaggio')).toHaveValue('Bozza')
    expect(screen.getByLabelText('Servizio')).toHaveValue('Altro')
  })

  it('keeps the draft while typing', async () => {
    const user = setup()
    await user.type(screen.getByLabelText('Cognome'), 'Ferri')
    expect(JSON.parse(sessionStorage.getItem('contact-draft') ?? '{}').lastName).toBe('Ferri')
  })

  it('a submit within 3 seconds of opening waits in the sending state, then really sends', async () => {
    const user = setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    expect(await screen.findByRole('button', { name: 'Invio in corso…' })).toBeDisabled()
    expect(screen.queryByText('Grazie, messaggio ricevuto!')).toBeNull()
    expect(sendForm).not.toHaveBeenCalled()
    await act(async () => jest.advanceTimersByTime(3000))
    expect(await screen.findByText('Grazie, messaggio ricevuto!')).toBeInTheDocument()
    expect(sendForm).toHaveBeenCalledTimes(1)
  })

  it('a restored draft sent at once is sent, not thanked and dropped', async () => {
    sessionStorage.setItem(
      'contact-draft',
      JSON.stringify({
        firstName: 'Giulia',
        lastName: 'Ferri',
        email: 'g@example.it',
        message: 'Bozza',
        service: 'Altro',
      }),
    )
    const user = setup()
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Giulia'))
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    await act(async () => jest.advanceTimersByTime(3000))
    expect(await screen.findByText('Grazie, messaggio ricevuto!')).toBeInTheDocument()
    expect(sendForm).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('built without EmailJS, says so and offers the e-mail address instead of pretending to send', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const user = setup(null)
    await fill(user)
    act(() => jest.advanceTimersByTime(4000))
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Scrivi a info@example.it')
    expect(sendForm).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('NEXT_PUBLIC_EMAILJS_'))
    warn.mockRestore()
  })
})
