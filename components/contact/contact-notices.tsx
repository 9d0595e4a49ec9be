import type { ReactNode } from 'react'
import type { ContactAnswer } from '@/lib/contact/answer'
import type { ContactFields } from '@/lib/contact/fields'
import { buttonClasses } from '@/components/ui/button-styles'
import { contactFormCopy as copy } from '@/content/ui/contact-form'

/** A mailto: link that carries what the visitor already wrote, so the e-mail way costs no retyping. */
export function mailtoWithMessage(email: string, fields: ContactFields): string {
  const body = [fields.message, '', `${fields.firstName} ${fields.lastName}`.trim(), fields.email]
    .filter((line, index) => index < 2 || line)
    .join('\n')
  const query = new URLSearchParams({ subject: copy.mailSubject(fields.service), body })
  // mailto wants %20 for spaces, not URLSearchParams' '+'.
  return `mailto:${email}?${query.toString().replaceAll('+', '%20')}`
}

/** What the visitor reads for an answer that is not the thank-you: the one place an answer becomes words. */
function problemText(answer: Exclude<ContactAnswer, { kind: 'stored' }>): string {
  if (answer.kind === 'limited') return copy.limited(Math.max(1, Math.ceil(answer.retryAfterSeconds / 60)))
  return answer.kind === 'invalid' ? copy.invalid : copy.error
}

/** Why the request did not reach us, with the e-mail way out. */
export function SendProblem({
  answer,
  email,
  fields,
}: {
  answer: Exclude<ContactAnswer, { kind: 'stored' }>
  email: string
  fields: ContactFields
}) {
  return (
    <p
      role="alert"
      data-contact-answer={answer.kind}
      className="rounded-xl border border-red-500/50 bg-red-500/10 p-4 text-sm"
    >
      {problemText(answer)}{' '}
      <a href={mailtoWithMessage(email, fields)} className="font-semibold underline">
        {copy.writeTo} {email}
      </a>
    </p>
  )
}

/** The thank-you, with the reference the visitor can quote. */
export function ThankYou({
  sent,
  replyPromise,
  icon,
  another,
}: {
  /** The server's answer: the reference, and whether a confirmation e-mail will go (promised only then). */
  sent: Extract<ContactAnswer, { kind: 'stored' }>
  replyPromise: string
  icon: ReactNode
  /** The button (or, without JavaScript, the link) back to an empty form. */
  another: { onClick: () => void } | { href: string }
}) {
  return (
    <>
      <span className="text-accent-text">{icon}</span>
      <h3 className="mt-4 text-2xl font-semibold">{copy.sentTitle}</h3>
      <p className="mt-2 max-w-md text-muted">{copy.sentText(replyPromise, sent)}</p>
      <p className="mt-5 text-sm text-muted">
        {copy.referenceLabel}
        {/* Its own line, never broken at the hyphen: it is read out over the phone. */}
        <strong
          className="mt-1 block font-mono text-2xl tracking-wider whitespace-nowrap text-fg"
          data-testid="contact-reference"
        >
          {sent.reference}
        </strong>
      </p>
      <p className="mt-1 text-sm text-muted">{copy.referenceHint}</p>
      {'href' in another ? (
        <a href={another.href} className={buttonClasses('secondary', 'mt-6')}>
          {copy.sendAnother}
        </a>
      ) : (
        <button type="button" onClick={another.onClick} className={buttonClasses('secondary', 'mt-6')}>
          {copy.sendAnother}
        </button>
      )}
    </>
  )
}
