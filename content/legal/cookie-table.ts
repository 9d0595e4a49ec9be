/**
 * The privacy policy's table of every cookie and storage key, generated from the registry so the
 * declaration is written once. Category names are the banner's own labels.
 */
import { consentCopy } from '@/content/ui/consent'
import { storedItems, type StoredItem, type StoredItemKind } from './cookie-registry'
import type { LegalBlock, LegalLanguage } from './types'

const tableText = {
  it: {
    caption: 'Cookie e dati salvati nel browser',
    head: ['Nome', 'Fornitore', 'Finalità', 'Categoria', 'Durata', 'Parte'],
    kind: { cookie: 'cookie', localStorage: 'archiviazione locale', sessionStorage: 'archiviazione di sessione' },
    party: { first: 'prima parte', third: 'terza parte' },
  },
  en: {
    caption: 'Cookies and data stored in the browser',
    head: ['Name', 'Provider', 'Purpose', 'Category', 'Duration', 'Party'],
    kind: { cookie: 'cookie', localStorage: 'local storage', sessionStorage: 'session storage' },
    party: { first: 'first party', third: 'third party' },
  },
} satisfies Record<LegalLanguage, { kind: Record<StoredItemKind, string>; [key: string]: unknown }>

function categoryLabel({ category }: StoredItem, lang: LegalLanguage) {
  const copy = consentCopy[lang]
  return category === 'necessary' ? copy.necessary.label : copy.categories[category].label
}

export function storedItemsTable(lang: LegalLanguage): LegalBlock {
  const text = tableText[lang]
  return {
    type: 'table',
    caption: text.caption,
    head: text.head,
    rows: storedItems.map((item) => [
      `${item.name} (${text.kind[item.kind]})`,
      item.provider,
      item.purpose[lang],
      categoryLabel(item, lang),
      item.duration[lang],
      text.party[item.party],
    ]),
  }
}
