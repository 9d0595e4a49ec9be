import { IntentLink } from '@/components/ui/intent-link'
import { Mail, MapPin } from '@/components/ui/icons'
import { agency, postalAddress, type SocialKey } from '@/content/agency'
import { privacyPage } from '@/content/pages/legal'
import { italianBannerCopy } from '@/content/ui/consent-it'
import { footerCopy } from '@/content/ui/layout'
import { preferencesLinkAttribute } from '@/lib/consent/preferences-link'
import { footerLinks, routes } from '@/lib/routes'
import { BrandIcon } from '@/components/ui/brand-icon'
import { ExternalLink } from '@/components/ui/external-link'

export function Footer() {
  return (
    <footer className="border-t border-line bg-surface render-when-near">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{agency.name}</p>
          <p className="mt-3 max-w-xs text-sm text-muted">{agency.tagline}.</p>
          <ul className="mt-5 flex gap-2" aria-label={footerCopy.socialLabel}>
            {Object.entries(agency.social).map(([key, profile]) => (
              <li key={key}>
                <ExternalLink
                  href={profile.url}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-line text-muted transition-colors hover:border-accent-text hover:text-accent-text"
                >
                  <BrandIcon sprite="social" name={key as SocialKey} />
                  <span className="sr-only">{profile.label}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={footerCopy.linksLabel}>
          <p className="text-sm font-semibold">{footerCopy.linksTitle}</p>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.path}>
                <IntentLink href={link.path} className="inline-block py-1 text-muted hover:text-accent-text">
                  {link.label}
                </IntentLink>
              </li>
            ))}
            <li>
              {/* Without JavaScript, the policy's cookie section; with it, the panel itself (ConsentProvider). */}
              <a
                href={`${routes.privacy.path}#${privacyPage.text.it.anchor}-${privacyPage.cookieButton.section}`}
                {...{ [preferencesLinkAttribute]: '' }}
                className="inline-block py-1 text-muted hover:text-accent-text"
              >
                {italianBannerCopy.manage}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold">{footerCopy.contactTitle}</p>
          <address className="mt-3 grid gap-3 text-sm text-muted not-italic">
            <a href={`mailto:${agency.email}`} className="inline-flex items-center gap-2 hover:text-accent-text">
              <Mail aria-hidden className="size-4" /> {agency.email}
            </a>
            <span className="inline-flex items-start gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" /> {postalAddress}
            </span>
          </address>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-muted sm:px-6">
          {/* No year: the pages are prerendered, and a year fixed at build time would be wrong after New Year. */}©{' '}
          {agency.legalName} · {footerCopy.vatPrefix} {agency.vatNumber.replace(/^IT/, '')}
        </p>
      </div>
    </footer>
  )
}
