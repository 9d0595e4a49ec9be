import { themeColors, themeDefaults } from '@/lib/theme/config'

/**
 * The agency's mark (the drawing of public/logo.svg), drawn inline: the navbar saves a request
 * before first paint, and the share cards need it inline because satori cannot fetch files.
 */
export function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill={themeColors.dark} />
      <ellipse
        cx="32"
        cy="32"
        rx="24"
        ry="10"
        fill="none"
        stroke={themeDefaults.accent}
        strokeWidth="4"
        transform="rotate(-30 32 32)"
      />
      <circle cx="32" cy="32" r="9" fill={themeDefaults.accent} />
      <circle cx="51" cy="20" r="4" fill="#ededed" />
    </svg>
  )
}
