import { CalendarClock, Clock, Mail, MapPin } from 'lucide-react'
import { agency, postalAddress } from '@/content/agency'
import { contactDetails } from '@/content/pages/contact'
import { socialIcons } from '@/content/social-icons'
import { BrandIcon } from '@/components/ui/brand-icon'

const row = 'flex gap-4'
const iconBox = 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-surface-strong text-accent-text'

/** E-mail, address, opening hours and social profiles: every channel, readable without JavaScript. */
export function ContactDetails() {
  return (
    <section aria-labelledby="recapiti" className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
      <h2 id="recapiti" className="text-2xl font-bold">
        {contactDetails.title}
      </h2>
      <p className="mt-2 text-muted">{contactDetails.intro}</p>
      <address className="mt-8 grid gap-6 not-italic">
        <div className={row}>
          <span className={iconBox}>
            <Mail aria-hidden className="size-5" />
          </span>
          <div>
            <p className="text-sm font-semibold">Email</p>
            <a href={`mailto:${agency.email}`} className="text-accent-text hover:underline">
              {agency.email}
            </a>
          </div>
        </div>
        <div className={row}>
          <span className={iconBox}>
            <MapPin aria-hidden className="size-5" />
          </span>
          <div>
            <p className="text-sm font-semibold">Sede</p>
            <p className="text-muted">{postalAddress}</p>
          </div>
        </div>
        <div className={row}>
          <span className={iconBox}>
            <Clock aria-hidden className="size-5" />
          </span>
          <div>
            <p className="text-sm font-semibold">Orari</p>
            <p className="text-muted">
              {agency.hours.days} {agency.hours.time}
            </p>
            <p className="text-muted">{agency.hours.weekend}</p>
          </div>
        </div>
        <div className={row}>
          <span className={iconBox}>
            <CalendarClock aria-hidden className="size-5" />
          </span>
          <div>
            <p className="text-sm font-semibold">Tempi di risposta</p>
            <p className="text-muted">Entro un giorno lavorativo</p>
          </div>
        </div>
      </address>
      <h3 className="mt-8 text-sm font-semibold">{contactDetails.socialTitle}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {contactDetails.socials.map((key) => (
          <li key={key}>
            <a
              href={agency.social[key].url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm hover:border-accent-text hover:text-accent-text"
            >
              <BrandIcon icon={socialIcons[key]} className="size-4" />
              {agency.social[key].label}
              <span className="sr-only"> (si apre in una nuova scheda)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
