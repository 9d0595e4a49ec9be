import { agency } from '@/content/agency'
import { errorCopy as copy } from '@/content/ui/errors'
import { buttonClasses } from '@/components/ui/button-styles'

/** The generic error screen: no stack trace, a way to retry and a way to reach us. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 py-28 text-center">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-muted">
        {copy.text}{' '}
        <a className="text-accent-text underline" href={`mailto:${agency.email}`}>
          {agency.email}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRetry} className={buttonClasses('primary')}>
          {copy.retry}
        </button>
        {/* A full reload on purpose: after an error the client router may be the broken part. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonClasses('secondary')}>
          {copy.home}
        </a>
      </div>
    </section>
  )
}
