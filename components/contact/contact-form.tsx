'use client'

import type { ReactNode } from 'react'
import type { ContactFields } from '@/lib/contact/fields'
import { preloadContactResolver } from '@/lib/contact/lazy-resolver'
import { routes } from '@/lib/routes'
import { useContactSubmit } from './use-contact-submit'
import { Presence } from '@/components/motion/motion'
import { buttonClasses } from '@/components/ui/button-styles'
import { contactFormCopy as copy } from '@/content/ui/contact-form'
import { HoneypotField } from './contact-field'
import { ContactFormFields } from './contact-form-fields'
import { SendProblem, ThankYou } from './contact-notices'

/**
 * The contact form: validated with the shared schema and sent to its Server Action on our own server, which
 * stores the request before anything else; the draft is kept while typing and after any failure. Without
 * JavaScript the same form posts to the same action and shows the same answers.
 */
export function ContactForm({
  email,
  replyPromise,
  icons,
  typed,
}: {
  email: string
  replyPromise: string
  icons: { send: ReactNode; success: ReactNode }
  /** What the visitor typed into the served form before this script came: kept over a saved draft. */
  typed?: ContactFields
}) {
  // The ref kept apart: React's lint reads every object that holds a ref as a ref, not to be read while rendering.
  const { formElement, ...contact } = useContactSubmit(typed)
  return (
    <>
      {/* The thank-you rises in; leaving, it fades over the form that takes its place (popLayout). */}
      <Presence
        show={contact.sent !== null}
        preset="rise"
        popLayout
        role="status"
        className="flex flex-col items-center rounded-2xl border border-line bg-surface px-6 py-14 text-center"
      >
        {contact.sent && (
          <ThankYou
            sent={contact.sent}
            replyPromise={replyPromise}
            icon={icons.success}
            another={contact.mounted ? { onClick: contact.dismissSent } : { href: routes.contact.path }}
          />
        )}
      </Presence>
      {contact.sent === null && (
        <form
          ref={formElement}
          action={contact.formAction}
          onSubmit={contact.onSubmit}
          onFocus={() => {
            contact.startProof()
            void preloadContactResolver().catch(() => {})
          }}
          noValidate
          aria-label={copy.formLabel}
          data-hydrated={contact.mounted || undefined}
          className="grid gap-5"
        >
          <ContactFormFields control={contact.control} errorOf={contact.errorOf} />
          <HoneypotField label={copy.honeypot} />
          {contact.answer && contact.answer.kind !== 'stored' && (
            <SendProblem answer={contact.answer} email={email} fields={contact.lastSent} />
          )}
          {contact.cooldown !== null && (
            <p role="alert" className="rounded-xl border border-line bg-surface p-4 text-sm">
              {copy.cooldown(contact.cooldown)}
            </p>
          )}
          <div>
            <button type="submit" disabled={contact.sending} className={buttonClasses('primary', 'w-full sm:w-auto')}>
              {icons.send}
              {contact.sending ? copy.sending : copy.send}
            </button>
          </div>
        </form>
      )}
    </>
  )
}
