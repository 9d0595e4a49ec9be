import type { ReactNode, Ref } from 'react'

/** What the site passes to an animated box: the same props work on the plain element it replaces. */
export interface BoxProps {
  id?: string
  className?: string
  role?: string
  children?: ReactNode
  ref?: Ref<HTMLDivElement>
  onClick?: () => void
  'aria-hidden'?: boolean
  'data-testid'?: string
  'data-disclosure-panel'?: boolean
}
