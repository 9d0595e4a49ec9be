import { useId, type ReactNode } from 'react'
import { honeypotField } from '@/lib/contact/fields'

export const fieldControl =
  'mt-2 block w-full rounded-xl border border-line bg-bg px-4 py-3 text-fg placeholder:text-muted focus-visible:border-accent-text aria-invalid:border-red-500'

/** A labelled control with its error message, tied together for assistive technology. */
export function Field({
  label,
  error,
  children,
}: {
  label: string
  error?: string
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
          {error}
        </p>
      )}
    </div>
  )
}

/** The honeypot: invisible to people, and named so that no autofill or password manager fills it. */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
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
  )
}
