/** The few movements the site uses, named once so every island moves alike. */

export const presets = {
  /** Popovers and panels that open under their button: a short fade and drop. */
  popover: { hidden: { opacity: 0, y: -6 }, shown: { opacity: 1, y: 0 } },
  /** Full overlays: a fade only (the position stays exact). */
  fade: { hidden: { opacity: 0 }, shown: { opacity: 1 } },
  /** Things that arrive in place (chat bubbles, a tab's panel, the thank-you): a fade and a small rise. */
  rise: { hidden: { opacity: 0, y: 8 }, shown: { opacity: 1, y: 0 } },
} as const

export type PresetName = keyof typeof presets

/** A disclosure's panel: its height, from nothing to its natural size. */
export const collapse = {
  closed: { height: 0, opacity: 0 },
  open: { height: 'auto', opacity: 1 },
} as const
