import { siAirtable, siDiscord, siGmail, siGooglesheets, siHubspot, siMake, siMessenger, siN8n, siNotion, siOdoo, siShopify, siStripe, siTelegram, siWhatsapp, siWoocommerce, siZapier, siZoho, siZoom } from 'simple-icons'
import { integrationGroups, type IntegrationTool } from '@/content/pages/ai-agents'
import { BrandIcon } from '@/components/ui/brand-icon'

const logos: Record<IntegrationTool, { path: string }> = {
  HubSpot: siHubspot,
  'Zoho CRM': siZoho,
  Shopify: siShopify,
  WooCommerce: siWoocommerce,
  Stripe: siStripe,
  Odoo: siOdoo,
  WhatsApp: siWhatsapp,
  Telegram: siTelegram,
  Gmail: siGmail,
  Messenger: siMessenger,
  Discord: siDiscord,
  Zoom: siZoom,
  Zapier: siZapier,
  Make: siMake,
  n8n: siN8n,
  Notion: siNotion,
  'Google Sheets': siGooglesheets,
  Airtable: siAirtable,
}

/** Integrations by area; logos are inline SVGs from simple-icons, each named for assistive tech. */
export function Integrations() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {integrationGroups.map((group) => (
        <section key={group.title} aria-labelledby={`integrazioni-${group.title}`.replace(/\W+/g, '-')} className="rounded-2xl border border-line bg-surface p-6">
          <h3 id={`integrazioni-${group.title}`.replace(/\W+/g, '-')} className="text-lg font-semibold">
            {group.title}
          </h3>
          <ul className="mt-5 grid grid-cols-3 gap-3">
            {group.tools.map((tool) => (
              <li key={tool} className="flex flex-col items-center gap-2 rounded-xl bg-surface-strong px-2 py-4 text-center">
                <BrandIcon icon={logos[tool]} title={tool} className="size-7" />
                <span aria-hidden className="text-xs text-muted">
                  {tool}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
