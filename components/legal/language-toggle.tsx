import { Languages } from '@/components/ui/icons'
import type { LegalLanguage } from '@/content/legal/types'
import { buttonClasses } from '@/components/ui/button-styles'
import { languageVariantPath } from '@/lib/language-variants'

/**
 * The switch between a legal page's Italian and English variants: a plain link, named in the
 * language it leads to. A full page load, by design: the variants have different root layouts
 * (<html lang>), which the router never swaps without one. Works without JavaScript.
 */
export function LanguageToggle({
  path,
  current,
  labels,
}: {
  path: string
  current: LegalLanguage
  labels: Record<LegalLanguage, string>
}) {
  const other: LegalLanguage = current === 'it' ? 'en' : 'it'
  return (
    <a href={languageVariantPath(path, other)} hrefLang={other} lang={other} className={buttonClasses('secondary')}>
      <Languages aria-hidden className="size-4" />
      {labels[other]}
    </a>
  )
}
