/**
 * How a legal page shows one of its two languages. The server HTML holds both versions:
 * the Italian article visible, the English one `hidden`. The element around them (the
 * "root", marked data-legal-document) gets data-lang="it" or "en" once JavaScript runs:
 * first from the inline script below, before the articles are parsed, then from the toggle.
 */
import type { LegalLanguage } from '@/content/legal/types'

/** ?lang=en selects English; Italian is the default and has no parameter. */
export const languageParam = 'lang'

export function parseLegalLanguage(value: string | null | undefined): LegalLanguage {
  return value === 'en' ? 'en' : 'it'
}

/** The address of a legal page in a language: '/PrivacyPolicy' or '/PrivacyPolicy?lang=en'. */
export function legalLanguagePath(path: string, lang: LegalLanguage): string {
  return lang === 'it' ? path : `${path}?${languageParam}=${lang}`
}

export const legalRootSelector = '[data-legal-document]'

/** Shows one version: data-lang on the root and the `hidden` attribute of both articles. */
export function showLegalLanguage(root: Element, lang: LegalLanguage): void {
  root.setAttribute('data-lang', lang)
  for (const article of root.querySelectorAll<HTMLElement>('[data-legal-article]')) article.hidden = article.dataset.legalArticle !== lang
}

/**
 * Runs where it stands, right before the articles, so they do not exist yet: it marks the
 * root around it with the language of the address, and legalLanguageCss shows the right
 * article from the first paint. Inline scripts are allowed by the CSP (lib/security-headers.ts).
 */
export const legalLanguageScript = `(function(s){var q=new URLSearchParams(location.search).get('${languageParam}');s.closest('${legalRootSelector}').setAttribute('data-lang',q==='en'?'en':'it')})(document.currentScript)`

/**
 * Until the toggle has set the articles' `hidden` attributes, data-lang="en" must override
 * the server's: Tailwind's preflight hides [hidden] with !important in the base layer, which
 * only a more specific !important rule of the same layer can beat.
 */
export const legalLanguageCss =
  '@layer base{[data-legal-document][data-lang=en] [data-legal-article=it]{display:none!important}[data-legal-document][data-lang=en] [data-legal-article=en]{display:block!important}}'

/** Controls that need JavaScript (the toggle, the cookie button): shown only once the root has data-lang. */
export const withJavaScriptOnly = 'hidden group-data-[lang]/legal:block'

/** hreflang → path of each version, for buildMetadata: Italian is also the default (x-default). */
export function legalAlternates(path: string): Record<string, string> {
  return { it: path, en: legalLanguagePath(path, 'en'), 'x-default': path }
}
