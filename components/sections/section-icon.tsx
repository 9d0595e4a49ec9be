import { contentIcons } from '@/components/ui/icons'
import type { IconName } from '@/content/types'

/** The drawing of a content icon, decorative: the title next to it says what it means. */
export function SectionIcon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Icon = contentIcons[name]
  return <Icon aria-hidden className={className} />
}

/** The rounded tile icons sit in on cards. */
export function IconTile({ name }: { name: IconName }) {
  return (
    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-surface-strong text-accent-text">
      <SectionIcon name={name} />
    </span>
  )
}
