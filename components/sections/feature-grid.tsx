import type { Feature, FeatureSection } from '@/content/types'
import { featureTagsLabel } from '@/content/ui/sections'
import { Section } from './section'
import { IconTile } from './section-icon'
import { TagList } from './tag-list'

/** Card widths for 2, 3 or 4 across (gap 1.25rem); a short last row stays centred. */
const widths = {
  2: 'sm:basis-[calc((100%-1.25rem)/2)]',
  3: 'sm:basis-[calc((100%-1.25rem)/2)] lg:basis-[calc((100%-2.5rem)/3)]',
  4: 'sm:basis-[calc((100%-1.25rem)/2)] lg:basis-[calc((100%-3.75rem)/4)]',
} as const

/** The icon feature grid: tiles, value cards, advantages, collaboration modes, support channels. */
export function FeatureGrid({
  items,
  columns = 3,
  tagsLabel = featureTagsLabel,
}: {
  items: readonly Feature[]
  columns?: keyof typeof widths
  tagsLabel?: string
}) {
  return (
    <ul className="flex flex-wrap justify-center gap-5">
      {items.map((item) => (
        <li
          key={item.title}
          className={`stagger-in flex w-full shrink-0 grow-0 flex-col rounded-2xl border border-line bg-surface p-6 ${widths[columns]}`}
        >
          <IconTile name={item.icon} />
          <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm text-pretty text-muted">{item.text}</p>
          {item.tags && <TagList tags={item.tags} label={`${tagsLabel}: ${item.title}`} className="mt-5" />}
        </li>
      ))}
    </ul>
  )
}

/** A section that is its intro and the grid of its items: the shape the service pages repeat. */
export function FeatureGridSection({
  id,
  content,
  columns,
}: {
  id: string
  content: FeatureSection
  columns?: keyof typeof widths
}) {
  return (
    <Section id={id} intro={content}>
      <FeatureGrid items={content.items} columns={columns} />
    </Section>
  )
}
