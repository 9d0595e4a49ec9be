/** Class names shared by link-buttons and real buttons, so both look and focus alike. */
const shared =
  'inline-flex items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60'
const base = `${shared} gap-2 px-5 py-2.5 text-sm font-semibold`

const variants = {
  primary: 'bg-accent text-on-accent hover:bg-accent-400',
  secondary: 'border border-line bg-surface text-fg hover:border-accent-text',
  ghost: 'text-fg hover:text-accent-text',
} as const

export type ButtonVariant = keyof typeof variants

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim()
}

/**
 * A round 44 px button holding only an icon (the banner's X): no text padding, which would
 * squeeze the icon, and the same variants as the text buttons. It needs an accessible name.
 */
export function iconButtonClasses(variant: ButtonVariant = 'secondary', extra = ''): string {
  return `${shared} size-11 shrink-0 ${variants[variant]} ${extra}`.trim()
}
