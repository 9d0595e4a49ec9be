import { CalendarClock, Clock, Mail, MapPin } from '@/components/ui/icons'
import type { ReactNode } from 'react'
import { agency, postalAddress, replyPromise } from '@/content/agency'
import { contactDetails } from '@/content/pages/contact'
import { BrandIcon } from '@/components/ui/brand-icon'
import { ExternalLink } from '@/components/ui/external-link'

/** One channel: its icon, its name and how to use it. */
function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-surface-strong text-accent-text">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold">{label}</p>
        {children}
      </div>
    </div>
  )
}

/** E-mail, address, opening hours and social profiles: every channel, readable without JavaScript. */
export function ContactDetails() {
  return (
    <section aria-labelledby="recapiti" className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
      <h2 id="recapiti" className="text-2xl font-bold">
        {contactDetails.title}
      </h2>
      <p className="mt-2 text-muted">{contactDetails.intro}</p>
      <address className="mt-8 grid gap-6 not-italic">
        <DetailRow icon={<Mail aria-hidden className="size-5" />} label={contactDetails.labels.email}>
          <a href={`mailto:${agency.email}`} className="text-accent-text hover:underline">
            {agency.email}
          </a>
        </DetailRow>
        <DetailRow icon={<MapPin aria-hidden className="size-5" />} label={contactDetails.labels.address}>
          <p className="text-muted">{postalAddress}</p>
        </DetailRow>
        <DetailRow icon={<Clock aria-hidden className="size-5" />} label={contactDetails.labels.hours}>
          <p className="text-muted">
            {agency.hours.days} {agency.hours.time}
          </p>
          <p className="text-muted">{agency.hours.weekend}</p>
        </DetailRow>
        <DetailRow icon={<CalendarClock aria-hidden className="size-5" />} label={contactDetails.labels.reply}>
          <p className="text-muted first-letter:uppercase">{replyPromise}</p>
        </DetailRow>
      </address>
      <h3 className="mt-8 text-sm font-semibold">{contactDetails.socialTitle}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {contactDetails.socials.map((key) => (
          <li key={key}>
            <ExternalLink
              href={agency.social[key].url}
              className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm hover:border-accent-text hover:text-accent-text"
            >
              <BrandIcon sprite="social" name={key} className="size-4" />
              {agency.social[key].label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
