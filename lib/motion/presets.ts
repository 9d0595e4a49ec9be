/** The few movements the site uses, named once so every island moves alike. */

/** Popovers and panels that open under their button: a short fade and drop. */
export const popover = {
  hidden: { opacity: 0, y: -6 },
  shown: { opacity: 1, y: 0 },
} as const

/** Full overlays: a fade only (the position stays exact). */
export const fade = {
  hidden: { opacity: 0 },
  shown: { opacity: 1 },
} as const

/** Chat bubbles and panels that arrive in place: a fade and a small rise. */
export const rise = {
  hidden: { opacity: 0, y: 8 },
  shown: { opacity: 1, y: 0 },
} as const

/** A disclosure's panel: its height, from nothing to its natural size. */
export const collapse = {
  closed: { height: 0, opacity: 0 },
  open: { height: 'auto', opacity: 1 },
} as const
