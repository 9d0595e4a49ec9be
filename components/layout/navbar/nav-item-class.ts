/** A main-navigation item: a row of the phone overlay, a pill of the desktop bar from 768 px. */
export const navItemClass =
  'block rounded-xl px-4 py-3 text-base font-medium text-fg transition-colors hover:bg-surface-strong aria-[current=page]:text-accent-text data-current:text-accent-text max-md:aria-[current=page]:bg-surface-strong max-md:data-current:bg-surface-strong md:rounded-full md:px-3 md:py-2 md:text-sm md:hover:bg-transparent md:hover:text-accent-text'
