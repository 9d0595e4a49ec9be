import * as simpleIcons from 'simple-icons'
import type { IntegrationTool } from '@/content/pages/ai-agents'
import { socialIcons } from '@/content/social-icons'
import { technologies } from '@/content/technologies'
import { escapeMarkup } from '@/lib/markup'

/** A drawing on a 24×24 grid, as simple-icons ships it. */
export interface BrandDrawing {
  path: string
  fillRule?: 'evenodd'
}

const integrationLogos: Record<IntegrationTool, BrandDrawing> = {
  HubSpot: simpleIcons.siHubspot,
  'Zoho CRM': simpleIcons.siZoho,
  Shopify: simpleIcons.siShopify,
  WooCommerce: simpleIcons.siWoocommerce,
  Stripe: simpleIcons.siStripe,
  Odoo: simpleIcons.siOdoo,
  WhatsApp: simpleIcons.siWhatsapp,
  Telegram: simpleIcons.siTelegram,
  Gmail: simpleIcons.siGmail,
  Messenger: simpleIcons.siMessenger,
  Discord: simpleIcons.siDiscord,
  Zoom: simpleIcons.siZoom,
  Zapier: simpleIcons.siZapier,
  Make: simpleIcons.siMake,
  n8n: simpleIcons.siN8n,
  Notion: simpleIcons.siNotion,
  'Google Sheets': simpleIcons.siGooglesheets,
  Airtable: simpleIcons.siAirtable,
}

/**
 * The brand logos, grouped by where they appear: each group is one static SVG sprite
 * (app/brand-icons/[sprite]/route.ts) that pages reference through <use href>, so the
 * drawings are neither in the HTML nor in React's flight data, and a page loads only
 * the groups it shows. The footer's social icons are a small group of their own.
 */
export const brandSprites = {
  social: socialIcons,
  technologies: Object.fromEntries(technologies.map((technology) => [technology.name, technology.icon])) as Record<
    string,
    BrandDrawing
  >,
  integrations: integrationLogos,
  products: {
    telegram: simpleIcons.siTelegram,
    instagram: simpleIcons.siInstagram,
    whatsapp: simpleIcons.siWhatsapp,
    wordpress: simpleIcons.siWordpress,
    maps: simpleIcons.siGooglemaps,
  },
} satisfies Record<string, Record<string, BrandDrawing>>

export type BrandSprite = keyof typeof brandSprites
export type BrandName<S extends BrandSprite> = keyof (typeof brandSprites)[S] & string

/** A logo's fragment id in its sprite: "Zoho CRM" → "zoho-crm". */
const symbolId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

export const brandSpriteFile = (sprite: BrandSprite) => `${sprite}.svg`

export function brandIconHref<S extends BrandSprite>(sprite: S, name: BrandName<S>): string {
  return `/brand-icons/${brandSpriteFile(sprite)}#${symbolId(name)}`
}

/** The sprite's document: one <symbol> per logo. */
export function brandSpriteSvg(sprite: BrandSprite): string {
  const drawings: Record<string, BrandDrawing> = brandSprites[sprite]
  const symbols = Object.entries(drawings).map(
    ([name, drawing]) =>
      `<symbol id="${symbolId(name)}" viewBox="0 0 24 24"><path d="${escapeMarkup(drawing.path)}"${drawing.fillRule ? ` fill-rule="${drawing.fillRule}"` : ''}/></symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}
