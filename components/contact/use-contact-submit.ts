'use client'

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import type { ContactAnswer, FieldErrors } from '@/lib/contact/answer'
import { clearDraft } from '@/lib/contact/draft'
import { emptyContact, honeypotField, type ContactFields } from '@/lib/contact/fields'
import { submitContactForm } from '@/lib/contact/form-action'
import { answerTimeoutMs, decideSubmit, successPanelMs } from '@/lib/contact/guard'
import { lazyContactResolver } from '@/lib/contact/lazy-resolver'
import type { ContactInput } from '@/lib/contact/schema'
import { routes } from '@/lib/routes'
import { useContactDraft } from './use-contact-draft'
import { useContactProof } from './use-contact-proof'
import { within } from './within'
import { useMounted } from '@/hooks/use-mounted'

/** Where the form posts without JavaScript: this page, scrolled to the form's section. */
const formPermalink = `${routes.contact.path}#modulo`

/** What the form says when no answer came in time, or the call failed on its way. */
const unanswered: ContactAnswer = { kind: 'unavailable', error: 'no answer from the server' }

/**
 * Calls the form's Server Action, the same the browser posts to without JavaScript, with `body` once it is ready
 * (the proof of work may still be solving), all within one deadline: a server that never answers ends in the
 * error state, and the draft stays for the retry.
 */
async function sendBeforeDeadline(body: Promise<FormData>): Promise<ContactAnswer> {
  try {
    const answer = body.then((ready) => submitContactForm(null, ready)).then((posted) => posted.answer)
    return await within(answer, answerTimeoutMs, unanswered)
  } catch (error) {
    console.warn('[contact] the request could not be sent', error)
    return unanswered
  }
}

/** The fields and what travels beside them, as the form posts them. */
function formBody(fields: ContactFields, extra: Record<string, string>): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries({ ...fields, ...extra })) body.append(name, value)
  return body
}

/** Once the script runs, the thank-you (`sent`) gives way to the form again after successPanelMs. */
function useThankYouTimeout(sent: ContactAnswer | null, mounted: boolean, setAnswer: (answer: null) => void) {
  useEffect(() => {
    if (!sent || !mounted) return
    const timer = setTimeout(() => setAnswer(null), successPanelMs)
    return () => clearTimeout(timer)
  }, [sent, mounted, setAnswer])
}

/**
 * The contact form's state and its submit, with or without JavaScript: the Server Action's answer to a plain
 * post (useActionState) and, once the script runs, a submit checked by react-hook-form and sent to the same
 * action. Both end in one ContactAnswer: `answer` is the last one (the thank-you while it is 'stored'), `fieldErrors` the
 * server's beside each field.
 */
export function useContactSubmit(typed?: ContactFields) {
  // The permalink keys a no-JavaScript answer to this page itself, not to the tree's shape, which the worker
  // renders differently; its fragment brings the answer into view.
  const [posted, formAction] = useActionState(submitContactForm, null, formPermalink)
  const form = useForm<ContactInput, unknown, ContactFields>({
    resolver: lazyContactResolver,
    defaultValues: posted?.fields ?? typed ?? emptyContact,
  })
  const draft = useContactDraft(form, !typed)
  const proof = useContactProof()
  const mounted = useMounted()
  const [answer, setAnswer] = useState<ContactAnswer | null>(posted?.answer ?? null)
  const [sending, setSending] = useState(false)
  /** Seconds to wait before another request, after one was stored moments ago. */
  const [cooldown, setCooldown] = useState<number | null>(null)
  const [lastSent, setLastSent] = useState<ContactFields>(posted?.fields ?? emptyContact)
  const formElement = useRef<HTMLFormElement>(null)
  const lastSentAt = useRef<number | null>(null)
  const sent = answer?.kind === 'stored' ? answer : null

  useThankYouTimeout(sent, mounted, setAnswer)

  const send = async (fields: ContactFields) => {
    setAnswer(null)
    setCooldown(null)
    const decision = decideSubmit({ openedAt: draft.openedAt(), lastSentAt: lastSentAt.current, now: Date.now() })
    if (decision.action === 'cooldown') return setCooldown(decision.secondsLeft)
    setSending(true)
    setLastSent(fields)
    const proven = proof.take()
    // A fast submit (restored draft, autofill) waits in the sending state, never dropped.
    if (decision.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, decision.delayMs))
    const honeypot = formElement.current?.elements.namedItem(honeypotField) as HTMLInputElement | null
    const extra = { request_id: draft.requestId(), filled_ms: String(Date.now() - draft.openedAt()) }
    const outcome = await sendBeforeDeadline(
      proven.then((proof) => formBody(fields, { ...extra, [honeypotField]: honeypot?.value ?? '', proof })),
    )
    if (outcome.kind === 'stored') {
      lastSentAt.current = Date.now()
      draft.startNewRequest()
      clearDraft()
      form.reset(emptyContact)
    }
    setAnswer(outcome)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form
      .handleSubmit(send)(event)
      .catch((error: unknown) => {
        console.warn('[contact] the form could not be checked', error)
        setAnswer(unanswered)
      })
      .finally(() => setSending(false))

  const fieldErrors: FieldErrors = answer?.kind === 'invalid' ? answer.fields : {}
  const errorOf = (name: keyof ContactFields) => form.formState.errors[name]?.message ?? fieldErrors[name]
  // register() fills the controls only once the script runs: the server's answer to a post without it needs them in the HTML.
  const control = (name: keyof ContactFields) => ({ ...form.register(name), defaultValue: posted?.fields?.[name] })
  const dismissSent = () => setAnswer(null)
  return {
    formAction,
    formElement,
    onSubmit,
    control,
    errorOf,
    answer,
    sent,
    sending,
    cooldown,
    lastSent,
    mounted,
    dismissSent,
    /** The visitor started the form: the proof of work starts solving. */
    startProof: proof.start,
  }
}
