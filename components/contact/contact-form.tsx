'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useForm, type FieldError } from 'react-hook-form'
import { clearDraft, readDraft, saveDraft } from '@/lib/contact/draft'
import { decideSubmit } from '@/lib/contact/guard'
import { lazyContactResolver, preloadContactResolver } from '@/lib/contact/lazy-resolver'
import { emptyContact, serviceOptions, type ContactFields } from '@/lib/contact/fields'
import type { ContactInput } from '@/lib/contact/schema'
import { sendContactRequest, type EmailConfig } from '@/lib/contact/send'
import { useMounted } from '@/hooks/use-mounted'
import { Presence } from '@/components/motion/motion'
import { buttonClasses } from '@/components/ui/button-styles'
import { contactFormCopy as copy } from '@/content/ui/contact-form'

/** The thank-you panel gives way to the form again after this long. */
export const successPanelMs = 5000

type Status = 'idle' | 'sending' | 'sent' | 'error'

const control =
  'mt-2 block w-full rounded-xl border border-line bg-bg px-4 py-3 text-fg placeholder:text-muted focus-visible:border-accent-text aria-invalid:border-red-500'

function Field({
  label,
  error,
  children,
}: {
  label: string
  error?: FieldError
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {error.message}
        </p>
      )}
    </div>
  )
}

/**
 * The contact form: validated with the shared schema, sent with EmailJS in two steps, draft kept
 * while typing. `emailjs` comes from lib/env.ts through the page; undefined when not configured.
 */
export function ContactForm({
  email,
  replyPromise,
  icons,
  emailjs,
}: {
  email: string
  replyPromise: string
  icons: { send: ReactNode; success: ReactNode }
  emailjs: EmailConfig | undefined
}) {
  const mounted = useMounted()
  const [status, setStatus] = useState<Status>('idle')
  const [notice, setNotice] = useState<string | null>(null)
  const formElement = useRef<HTMLFormElement>(null)
  const openedAt = useRef(0)
  const lastSentAt = useRef<number | null>(null)
  const { register, handleSubmit, reset, subscribe, formState } = useForm<ContactInput, unknown, ContactFields>({
    resolver: lazyContactResolver,
    defaultValues: emptyContact,
  })
  const { errors } = formState

  useEffect(() => {
    openedAt.current = Date.now()
    const draft = readDraft()
    if (draft) reset(draft)
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft({ ...emptyContact, ...values } as ContactFields),
    })
  }, [reset, subscribe])

  useEffect(() => {
    if (status !== 'sent') return
    const timer = setTimeout(() => setStatus('idle'), successPanelMs)
    return () => clearTimeout(timer)
  }, [status])

  const finishAsSent = () => {
    clearDraft()
    reset(emptyContact)
    setStatus('sent')
  }

  const send = async (fields: ContactFields) => {
    setNotice(null)
    const form = formElement.current!
    const honeypot = (form.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
    const decision = decideSubmit({
      honeypot,
      openedAt: openedAt.current,
      lastSentAt: lastSentAt.current,
      now: Date.now(),
    })
    // A bot gets the same thank-you as a person, and nothing is sent.
    if (decision.action === 'discard') return finishAsSent()
    if (decision.action === 'cooldown') {
      setNotice(copy.cooldown(decision.secondsLeft))
      return
    }
    if (!emailjs) {
      console.warn('[contact] the form cannot send: the NEXT_PUBLIC_EMAILJS_* variables were not set at build time')
      return setStatus('error')
    }
    setStatus('sending')
    // A fast submit (restored draft, autofill) is held in the sending state, never dropped.
    if (decision.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, decision.delayMs))
    // EmailJS is fetched only when someone actually sends.
    const { default: emailClient } = await import('@emailjs/browser')
    const result = await sendContactRequest(form, fields, emailjs, emailClient)
    if (!result.ok) {
      console.warn(`[contact] sending failed: ${result.reason}`)
      return setStatus('error')
    }
    lastSentAt.current = Date.now()
    finishAsSent()
  }

  const sent = status === 'sent'
  const sending = status === 'sending'
  return (
    <>
      {/* The thank-you rises in; leaving, it fades over the form that takes its place (popLayout). */}
      <Presence
        show={sent}
        preset="rise"
        popLayout
        role="status"
        className="flex flex-col items-center rounded-2xl border border-line bg-surface px-6 py-14 text-center"
      >
        <span className="text-accent-text">{icons.success}</span>
        <h3 className="mt-4 text-2xl font-semibold">{copy.sentTitle}</h3>
        <p className="mt-2 max-w-md text-muted">{copy.sentText(replyPromise)}</p>
        <button type="button" onClick={() => setStatus('idle')} className={buttonClasses('secondary', 'mt-6')}>
          {copy.sendAnother}
        </button>
      </Presence>
      {!sent && (
        <form
          ref={formElement}
          onSubmit={(event) => handleSubmit(send)(event)}
          onFocus={() => void preloadContactResolver()}
          noValidate
          aria-label={copy.formLabel}
          className="grid gap-5"
        >
          <noscript>
            <p className="rounded-xl border border-line bg-surface p-4 text-sm">
              {copy.noScript}{' '}
              <a href={`mailto:${email}`} className="text-accent-text underline">
                {email}
              </a>
              .
            </p>
          </noscript>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={copy.labels.firstName} error={errors.firstName}>
              {(props) => (
                <input
                  {...props}
                  {...register('firstName')}
                  type="text"
                  autoComplete="given-name"
                  className={control}
                />
              )}
            </Field>
            <Field label={copy.labels.lastName} error={errors.lastName}>
              {(props) => (
                <input
                  {...props}
                  {...register('lastName')}
                  type="text"
                  autoComplete="family-name"
                  className={control}
                />
              )}
            </Field>
          </div>
          <Field label={copy.labels.email} error={errors.email}>
            {(props) => (
              <input {...props} {...register('email')} type="email" autoComplete="email" className={control} />
            )}
          </Field>
          <Field label={copy.labels.service} error={errors.service}>
            {(props) => (
              <select {...props} {...register('service')} className={control}>
                {serviceOptions.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label={copy.labels.message} error={errors.message}>
            {(props) => <textarea {...props} {...register('message')} rows={6} className={control} />}
          </Field>
          {/* Honeypot: invisible to people, irresistible to bots. */}
          <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              {copy.honeypot}
              <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          {status === 'error' && (
            <p role="alert" className="rounded-xl border border-red-500/50 bg-red-500/10 p-4 text-sm">
              {copy.error}{' '}
              <a href={`mailto:${email}`} className="font-semibold underline">
                {copy.writeTo} {email}
              </a>
            </p>
          )}
          {notice && (
            <p role="alert" className="rounded-xl border border-line bg-surface p-4 text-sm">
              {notice}
            </p>
          )}
          <div>
            <button
              type="submit"
              disabled={!mounted || sending}
              className={buttonClasses('primary', 'w-full sm:w-auto')}
            >
              {icons.send}
              {sending ? copy.sending : copy.send}
            </button>
          </div>
        </form>
      )}
    </>
  )
}
