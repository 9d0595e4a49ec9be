'use client'

import { useActionState, useEffect, useRef, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { clearDraft, readDraft, readDraftRequestId, saveDraft } from '@/lib/contact/draft'
import { emptyContact, honeypotField, serviceOptions, type ContactFields } from '@/lib/contact/fields'
import { answerTimeoutMs, decideSubmit } from '@/lib/contact/guard'
import { lazyContactResolver, preloadContactResolver } from '@/lib/contact/lazy-resolver'
import type { ContactInput } from '@/lib/contact/schema'
import { submitContactForm } from '@/lib/contact/form-action'
import { routes } from '@/lib/routes'
import { useMounted } from '@/hooks/use-mounted'
import { Presence } from '@/components/motion/motion'
import { buttonClasses } from '@/components/ui/button-styles'
import { contactFormCopy as copy } from '@/content/ui/contact-form'
import { Field, fieldControl } from './contact-field'
import { SendProblem, ThankYou } from './contact-notices'

/** The thank-you panel gives way to the form again after this long. */
export const successPanelMs = 5000

/** Where the form posts without JavaScript: this page, scrolled to the form's section. */
const formPermalink = `${routes.contact.path}#modulo`

/** What the thank-you shows: the reference, and whether a confirmation e-mail is on its way. */
type Sent = { reference: string; confirmationEmail: boolean }

type Problem = { kind: 'failed' } | { kind: 'invalid' } | { kind: 'limited'; minutes: number }

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

function problemText(problem: Problem): string {
  if (problem.kind === 'limited') return copy.limited(problem.minutes)
  return problem.kind === 'invalid' ? copy.invalid : copy.error
}

/**
 * The contact form: validated with the shared schema, sent to our own server (POST /api/contact), which
 * stores the request before anything else; the draft is kept while typing and after any failure. Without
 * JavaScript the same form posts to its page through a Server Action and shows the same answers.
 */
export function ContactForm({
  email,
  replyPromise,
  icons,
}: {
  email: string
  replyPromise: string
  icons: { send: ReactNode; success: ReactNode }
}) {
  // Set only when the form was posted without JavaScript and the server rendered its answer. The permalink
  // keys that answer to this page itself, not to the tree's shape, which the worker renders differently;
  // its fragment brings the answer into view.
  const [posted, formAction] = useActionState(submitContactForm, null, formPermalink)
  const mounted = useMounted()
  const [sent, setSent] = useState<Sent | null>(
    posted?.reference ? { reference: posted.reference, confirmationEmail: posted.confirmationEmail === true } : null,
  )
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(
    posted?.problem === 'limited'
      ? { kind: 'limited', minutes: minutesOf(posted.retryAfterSeconds ?? 600) }
      : posted?.problem
        ? { kind: posted.problem }
        : null,
  )
  const [notice, setNotice] = useState<string | null>(null)
  const [lastSent, setLastSent] = useState<ContactFields>(posted?.fields ?? emptyContact)
  const formElement = useRef<HTMLFormElement>(null)
  const openedAt = useRef(0)
  const lastSentAt = useRef<number | null>(null)
  const requestId = useRef('')
  const { register, handleSubmit, reset, subscribe, formState } = useForm<ContactInput, unknown, ContactFields>({
    resolver: lazyContactResolver,
    defaultValues: posted?.fields ?? emptyContact,
  })
  const errorOf = (name: keyof ContactFields) => formState.errors[name]?.message ?? posted?.fieldErrors?.[name]
  // register() fills the controls only once the script runs: the server's answer to a post without it needs them in the HTML.
  const control = (name: keyof ContactFields) => ({ ...register(name), defaultValue: posted?.fields?.[name] })

  useEffect(() => {
    openedAt.current = Date.now()
    // A draft keeps the ID its request goes under: sent again after a reload, it is the same request.
    requestId.current = readDraftRequestId() ?? crypto.randomUUID()
    const draft = readDraft()
    if (draft) reset(draft)
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft({ ...emptyContact, ...values } as ContactFields, requestId.current),
    })
  }, [reset, subscribe])

  useEffect(() => {
    if (!sent || !mounted) return
    const timer = setTimeout(() => setSent(null), successPanelMs)
    return () => clearTimeout(timer)
  }, [sent, mounted])

  const send = async (fields: ContactFields) => {
    setProblem(null)
    setNotice(null)
    const decision = decideSubmit({ openedAt: openedAt.current, lastSentAt: lastSentAt.current, now: Date.now() })
    if (decision.action === 'cooldown') return setNotice(copy.cooldown(decision.secondsLeft))
    setSending(true)
    setLastSent(fields)
    try {
      // A fast submit (restored draft, autofill) waits in the sending state, never dropped.
      if (decision.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, decision.delayMs))
      const honeypot = formElement.current?.elements.namedItem(honeypotField) as HTMLInputElement | null
      const body = {
        ...fields,
        request_id: requestId.current,
        filled_ms: Date.now() - openedAt.current,
        [honeypotField]: honeypot?.value ?? '',
      }
      // Loading the sending code and the answer share one deadline: a chunk that hangs ends in the error state too.
      const outcome = await Promise.race([
        import('@/lib/contact/post').then((post) => post.postContactRequest(body)),
        new Promise<{ kind: 'failed' }>((resolve) => setTimeout(() => resolve({ kind: 'failed' }), answerTimeoutMs)),
      ])
      if (outcome.kind === 'stored') {
        lastSentAt.current = Date.now()
        requestId.current = crypto.randomUUID()
        clearDraft()
        reset(emptyContact)
        setSent({ reference: outcome.reference, confirmationEmail: outcome.confirmationEmail })
      } else {
        setProblem(
          outcome.kind === 'limited' ? { kind: 'limited', minutes: minutesOf(outcome.retryAfterSeconds) } : outcome,
        )
      }
    } catch (error) {
      // A chunk that failed to load, or anything else: the error state, and the next submit tries again.
      console.warn('[contact] the request could not be sent', error)
      setProblem({ kind: 'failed' })
    } finally {
      setSending(false)
    }
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    void handleSubmit(send)(event).catch((error: unknown) => {
      console.warn('[contact] the form could not be checked', error)
      setProblem({ kind: 'failed' })
    })

  return (
    <>
      {/* The thank-you rises in; leaving, it fades over the form that takes its place (popLayout). */}
      <Presence
        show={sent !== null}
        preset="rise"
        popLayout
        role="status"
        className="flex flex-col items-center rounded-2xl border border-line bg-surface px-6 py-14 text-center"
      >
        {sent && (
          <ThankYou
            reference={sent.reference}
            confirmationEmail={sent.confirmationEmail}
            replyPromise={replyPromise}
            icon={icons.success}
            another={mounted ? { onClick: () => setSent(null) } : { href: routes.contact.path }}
          />
        )}
      </Presence>
      {sent === null && (
        <form
          ref={formElement}
          action={formAction}
          onSubmit={onSubmit}
          onFocus={() => void preloadContactResolver().catch(() => {})}
          noValidate
          aria-label={copy.formLabel}
          data-hydrated={mounted || undefined}
          className="grid gap-5"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={copy.labels.firstName} error={errorOf('firstName')}>
              {(props) => (
                <input
                  {...props}
                  {...control('firstName')}
                  type="text"
                  autoComplete="given-name"
                  className={fieldControl}
                />
              )}
            </Field>
            <Field label={copy.labels.lastName} error={errorOf('lastName')}>
              {(props) => (
                <input
                  {...props}
                  {...control('lastName')}
                  type="text"
                  autoComplete="family-name"
                  className={fieldControl}
                />
              )}
            </Field>
          </div>
          <Field label={copy.labels.email} error={errorOf('email')}>
            {(props) => (
              <input {...props} {...control('email')} type="email" autoComplete="email" className={fieldControl} />
            )}
          </Field>
          <Field label={copy.labels.service} error={errorOf('service')}>
            {(props) => (
              <select {...props} {...control('service')} className={fieldControl}>
                {serviceOptions.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label={copy.labels.message} error={errorOf('message')}>
            {(props) => <textarea {...props} {...control('message')} rows={6} className={fieldControl} />}
          </Field>
          {/* Honeypot: invisible to people, and named so that no autofill or password manager fills it. */}
          <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              {copy.honeypot}
              <input
                name={honeypotField}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                data-1p-ignore
                data-lpignore="true"
                data-bwignore
                data-form-type="other"
                defaultValue=""
              />
            </label>
          </div>
          {problem && <SendProblem text={problemText(problem)} email={email} fields={lastSent} />}
          {notice && (
            <p role="alert" className="rounded-xl border border-line bg-surface p-4 text-sm">
              {notice}
            </p>
          )}
          <div>
            <button type="submit" disabled={sending} className={buttonClasses('primary', 'w-full sm:w-auto')}>
              {icons.send}
              {sending ? copy.sending : copy.send}
            </button>
          </div>
        </form>
      )}
    </>
  )
}
