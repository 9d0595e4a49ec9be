'use client'

import { useTheme } from 'next-themes'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { themeCopy as copy } from '@/content/ui/theme'
import { applyTheme } from '@/lib/theme/apply-theme'
import { withoutTransitions } from '@/lib/theme/without-transitions'
import { colorSchemes, themeBootConfig, themeDefaults, type ColorScheme, type ThemeMode } from '@/lib/theme/config'
import {
  chooseCustomAccent,
  chooseScheme,
  defaultColorPreferences,
  modeLabels,
  nextMode,
  saveColorPreferences,
  type ColorPreferences,
} from '@/lib/theme/preferences'
import { useDismiss } from '@/hooks/use-dismiss'
import { useMenuState } from '@/hooks/use-menu-state'
import { Presence } from '@/components/motion/motion'
import { useMounted } from '@/hooks/use-mounted'

const iconButton = 'inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface-strong'

/** Icons are rendered by the server and passed in, so no icon library ships to the browser. */
export interface ThemeIcons {
  modes: Record<ThemeMode, ReactNode>
  palette: ReactNode
  reset: ReactNode
}

/** The mode button (dark → light → system) and the colour-scheme popover. */
export function ThemeControls({ icons }: { icons: ThemeIcons }) {
  const { theme, resolvedTheme, setTheme } = useTheme()
  const mounted = useMounted()
  const mode = (mounted ? theme : undefined) as ThemeMode | undefined

  // next-themes owns the mode attribute on <html> (the pre-paint script mirrors it to the class);
  // theme-color follows the resolved mode.
  useEffect(() => {
    if (resolvedTheme) applyTheme(themeBootConfig)
  }, [resolvedTheme, theme])

  return (
    <div className="flex items-center">
      <button
        type="button"
        className={iconButton}
        onClick={() => withoutTransitions(() => setTheme(nextMode(theme)))}
        aria-label={mode ? copy.toggleState(modeLabels[mode], modeLabels[nextMode(mode)]) : copy.toggle}
        title={copy.toggle}
      >
        {icons.modes[mode ?? 'dark']}
      </button>
      <ColorPopover paletteIcon={icons.palette} resetIcon={icons.reset} />
    </div>
  )
}

/** The colours applied on <html> (`colors` only mirrors them), and the ways to change them: saved, then applied. */
function useAppliedColors() {
  const { setTheme } = useTheme()
  const [colors, setColors] = useState<ColorPreferences>(defaultColorPreferences)
  const showApplied = () => {
    const applied = applyTheme(themeBootConfig)
    setColors({ scheme: applied.scheme as ColorScheme, customAccent: applied.customAccent })
  }
  const applyColors = (next: ColorPreferences) => {
    saveColorPreferences(next)
    showApplied()
  }
  const apply = (next: ColorPreferences) => withoutTransitions(() => applyColors(next))
  const reset = () =>
    withoutTransitions(() => {
      applyColors(defaultColorPreferences)
      setTheme(themeDefaults.mode)
    })
  return { colors, showApplied, apply, reset }
}

function ColorPopover({ paletteIcon, resetIcon }: { paletteIcon: ReactNode; resetIcon: ReactNode }) {
  // Open/closed is the shared menu state (closed on a new path).
  const { open, close, setOpen } = useMenuState()
  const { colors, showApplied, apply, reset } = useAppliedColors()
  const area = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  useDismiss(open, close, area, opener)

  const toggle = () => {
    if (open) return close()
    showApplied()
    setOpen(true)
  }

  return (
    <div ref={area} className="relative">
      <button
        ref={opener}
        type="button"
        className={iconButton}
        onClick={toggle}
        aria-expanded={open}
        aria-controls="theme-colors"
        aria-label={copy.colours}
      >
        {paletteIcon}
      </button>
      <Presence
        show={open}
        preset="popover"
        id="theme-colors"
        className="absolute top-full right-0 mt-2 w-64 rounded-2xl border border-line bg-bg p-4 shadow-2xl shadow-black/20"
      >
        <p id="theme-colors-title" className="text-sm font-semibold">
          {copy.mainColour}
        </p>
        <div role="group" aria-labelledby="theme-colors-title" className="mt-3 flex gap-2">
          {(Object.keys(colorSchemes) as ColorScheme[]).map((scheme) => (
            <button
              key={scheme}
              type="button"
              aria-pressed={!colors.customAccent && colors.scheme === scheme}
              aria-label={colorSchemes[scheme].label}
              onClick={() => apply(chooseScheme(scheme))}
              className="size-9 rounded-full border-2 border-transparent aria-pressed:border-fg"
              style={{ backgroundColor: colorSchemes[scheme].palette[500] }}
            />
          ))}
        </div>
        <label className="mt-4 flex items-center justify-between gap-3 text-sm">
          {copy.customColour}
          <input
            type="color"
            value={colors.customAccent ?? colorSchemes[colors.scheme].palette[500]}
            onChange={(event) => apply(chooseCustomAccent(event.target.value))}
            className="h-9 w-12 cursor-pointer rounded border border-line bg-transparent"
          />
        </label>
        <button
          type="button"
          onClick={reset}
          className="mt-4 inline-flex items-center gap-2 text-sm text-accent-text hover:underline"
        >
          {resetIcon} {copy.reset}
        </button>
      </Presence>
    </div>
  )
}
