import { agency, postalAddress } from '@/content/agency'

type Labels = { legalName: string; vatNumber: string; office: string; email: string }

/** The legal identity (name, VAT number, registered office, e-mail), read from content/agency.ts. */
export function CompanyFacts({ labels }: { labels: Labels }) {
  const facts = [
    [labels.legalName, agency.legalName],
    [labels.vatNumber, agency.vatNumber],
    [labels.office, postalAddress],
  ] as const
  return (
    <dl className="mx-auto grid max-w-3xl gap-4 rounded-3xl border border-line bg-surface p-6 sm:grid-cols-2 sm:p-8">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm font-semibold">{term}</dt>
          <dd className="mt-1 text-muted">{value}</dd>
        </div>
      ))}
      <div>
        <dt className="text-sm font-semibold">{labels.email}</dt>
        <dd className="mt-1">
          <a href={`mailto:${agency.email}`} className="text-accent-text underline">
            {agency.email}
          </a>
        </dd>
      </div>
    </dl>
  )
}
