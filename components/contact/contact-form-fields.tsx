import type { UseFormRegisterReturn } from 'react-hook-form'
import { serviceOptions, type ContactFields } from '@/lib/contact/fields'
import { contactFormCopy as copy } from '@/content/ui/contact-form'
import { Field, fieldControl } from './contact-field'

type Name = keyof ContactFields

/** The form's five fields, each with its error: the browser's check first, else the server's. */
export function ContactFormFields({
  control,
  errorOf,
}: {
  control: (name: Name) => UseFormRegisterReturn<Name> & { defaultValue?: string }
  errorOf: (name: Name) => string | undefined
}) {
  const input = (name: Name, type: string, autoComplete: string) => (
    <Field label={copy.labels[name]} error={errorOf(name)}>
      {(props) => (
        <input {...props} {...control(name)} type={type} autoComplete={autoComplete} className={fieldControl} />
      )}
    </Field>
  )
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {input('firstName', 'text', 'given-name')}
        {input('lastName', 'text', 'family-name')}
      </div>
      {input('email', 'email', 'email')}
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
    </>
  )
}
