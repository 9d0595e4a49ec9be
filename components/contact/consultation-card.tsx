import { Video } from '@/components/ui/icons'
import { agency } from '@/content/agency'
import { consultation } from '@/content/pages/contact'
import { ButtonLink } from '@/components/ui/button-link'

/** The free 30-minute video call: the booking page opens in a new tab. */
export function ConsultationCard() {
  return (
    <section aria-labelledby="consulenza" className="rounded-3xl border border-accent-text/40 bg-accent/10 p-6 sm:p-8">
      <Video aria-hidden className="size-8 text-accent-text" />
      <h2 id="consulenza" className="mt-4 text-2xl font-bold">
        {consultation.title}
      </h2>
      <p className="mt-2 text-muted">{consultation.text}</p>
      <dl className="mt-6 grid grid-cols-3 gap-3 text-center">
        {consultation.stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-bg/60 px-2 py-4">
            <dt className="sr-only">{stat.label}</dt>
            <dd className="text-2xl font-bold text-accent-text">{stat.value}</dd>
            <dd className="text-xs text-muted">{stat.label}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink href={agency.bookingUrl} className="mt-6 w-full">
        {consultation.action}
      </ButtonLink>
    </section>
  )
}
