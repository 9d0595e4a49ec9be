/** Class names shared by link-buttons and real buttons, so both look and focus alike. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60'

const variants = {
  primary: 'bg-accent text-on-accent hover:bg-accent-400',
  secondary: 'border border-line bg-surface text-fg hover:border-accent-text',
  ghost: 'text-fg hover:text-accent-text',
} as const

export type ButtonVariant = keyof typeof variants

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim()
}
