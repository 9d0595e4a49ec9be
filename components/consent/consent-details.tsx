import { storedItems, type StoredItemCategory } from '@/content/legal/cookie-registry'
import type { ConsentDetailsCopy } from '@/content/ui/consent-copy'
import { englishDetailsCopy } from '@/content/ui/consent-en-details'
import { italianDetailsCopy } from '@/content/ui/consent-it-details'
import { consentCategories, type BannerLanguage, type ConsentPreferences } from '@/lib/consent/policy'
import { useConsentContext } from './consent-context'
import { ConsentReceipt } from './consent-receipt'
import { ConsentSwitch } from './consent-switch'

/** What a category lets the site store: every entry of the registry in that category. */
function StoredItems({
  category,
  copy,
  language,
}: {
  category: StoredItemCategory
  copy: ConsentDetailsCopy
  language: BannerLanguage
}) {
  const items = storedItems.filter((item) => item.category === category)
  if (items.length === 0) return <p className="mt-1 text-xs text-muted">{copy.nothingStored}</p>
  return (
    <details className="mt-1 text-xs text-muted">
      <summary className="cursor-pointer py-1 text-fg">
        {copy.storedItems} ({items.length})
      </summary>
      <ul className="mt-1 grid gap-1.5">
        {items.map((item) => (
          <li key={item.name}>
            <code className="text-fg">{item.name}</code> · {item.provider} · {item.purpose[language]} ·{' '}
            {item.duration[language]}
          </li>
        ))}
      </ul>
    </details>
  )
}

/** The second layer, loaded on demand: a switch per category with what it stores, and the receipt of the saved choice. */
const detailsCopy: Record<BannerLanguage, ConsentDetailsCopy> = { it: italianDetailsCopy, en: englishDetailsCopy }

export function ConsentDetails({
  choice,
  onChange,
}: {
  choice: ConsentPreferences
  onChange: (choice: ConsentPreferences) => void
}) {
  const { language } = useConsentContext()
  const details = detailsCopy[language]
  return (
    <div className="mt-4 grid gap-3">
      <ul className="grid gap-3">
        <li>
          <ConsentSwitch {...details.necessary} checked disabled />
          <StoredItems category="necessary" copy={details} language={language} />
        </li>
        {consentCategories.map((category) => (
          <li key={category}>
            <ConsentSwitch
              {...details.categories[category]}
              checked={choice[category]}
              onChange={(checked) => onChange({ ...choice, [category]: checked })}
            />
            <StoredItems category={category} copy={details} language={language} />
          </li>
        ))}
      </ul>
      <ConsentReceipt />
    </div>
  )
}
