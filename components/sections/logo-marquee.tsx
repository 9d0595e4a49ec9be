import type { Technology } from '@/content/technologies'
import { decorativeBrandIconMarkup } from '@/components/ui/brand-icon'
import { escapeMarkup, markup } from '@/lib/markup'

/** A logo as a list item, in markup: both copies are one string, so they cannot drift, and React hydrates neither. */
const logoItem = ({ name }: Technology) =>
  markup(
    'li',
    { class: 'flex items-center gap-2.5 text-muted transition-colors hover:text-fg' },
    decorativeBrandIconMarkup('technologies', name, 'size-7 shrink-0') +
      markup('span', { class: 'text-sm font-semibold whitespace-nowrap' }, escapeMarkup(name)),
  )
const listClass = 'marquee-copy flex shrink-0 items-center gap-10 pr-10'

/**
 * The technology strip: the logo list twice in a row, slid left by half its width forever
 * (CSS only, see .marquee in globals.css), so the loop is seamless. The second copy is hidden
 * from assistive technology. It moves only on screen, once a visitor is there and the page has loaded
 * (.motion-loop); hover or the pause switch stop it; with reduced motion it does not move at all and the
 * single list wraps instead.
 */
export function LogoMarquee({
  title,
  pauseLabel,
  logos,
}: {
  title: string
  pauseLabel: string
  logos: readonly Technology[]
}) {
  const items = { __html: logos.map(logoItem).join('') }
  return (
    <section aria-labelledby="tecnologie-title" className="marquee motion-loop border-y border-line bg-surface py-10">
      <h2 id="tecnologie-title" className="px-4 text-center text-sm font-semibold tracking-wide text-muted">
        {title}
      </h2>
      <div className="marquee-viewport mt-7 overflow-hidden">
        <div className="marquee-track flex w-max">
          <ul aria-label={title} className={listClass} dangerouslySetInnerHTML={items} />
          <ul aria-hidden className={`${listClass} marquee-duplicate`} dangerouslySetInnerHTML={items} />
        </div>
      </div>
      <div className="marquee-control mx-auto mt-6 flex max-w-7xl justify-center px-4 sm:justify-end sm:px-6">
        <label className="inline-flex cursor-pointer items-center gap-2 py-1 text-xs font-medium text-muted">
          <input type="checkbox" className="marquee-pause size-4 accent-[var(--accent-text)]" />
          {pauseLabel}
        </label>
      </div>
    </section>
  )
}
