/**
 * The local AI assistants landing page reads its texts from a locale object; any
 * field a locale leaves out falls back to the defaults (today only Italian exists).
 */
import type { PageMetaEntry } from '@/content/page-meta'
import { routes } from '@/lib/routes'

const defaultMeta: PageMetaEntry = {
  title: 'Assistenti AI in Locale',
  description: 'Un assistente di intelligenza artificiale che gira sul tuo computer: i tuoi dati restano in azienda.',
  keywords: ['AI locale', 'assistente AI privato'],
  path: routes.localAi.path,
}

export const localAiLocale: Record<string, { meta: Partial<PageMetaEntry> }> = {
  it: {
    meta: {
      title: 'Assistenti AI in locale, privati e senza cloud',
      description:
        'Smetti di affidare dati sensibili ai chatbot in cloud. Installiamo sul tuo PC un assistente AI privato con oltre 50 modelli, a partire da 110 € una tantum.',
      keywords: ['assistente AI locale', 'AI privata', 'LLM in locale', 'privacy dei dati', 'modelli open source'],
    },
  },
}

export function localAiMeta(locale = 'it'): PageMetaEntry {
  return { ...defaultMeta, ...localAiLocale[locale]?.meta, path: defaultMeta.path }
}
