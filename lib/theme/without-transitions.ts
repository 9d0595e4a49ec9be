/** The class on <html> that turns every CSS transition off (app/globals.css). */
const themeSwitchingClass = 'theme-switching'

/**
 * Runs a theme change the visitor asked for with CSS transitions off, so every colour switches at
 * once rather than links and buttons fading behind an instant background. next-themes'
 * disableTransitionOnChange did this on every application, the one on load included, where it cost
 * two style recalculations of the whole document after hydration.
 */
export function withoutTransitions(change: () => void): void {
  const root = document.documentElement
  root.classList.add(themeSwitchingClass)
  change()
  // React has committed the click's update and run its effects (next-themes sets the mode in one)
  // before any timer: the forced style pass sees the new colours with transitions off, and once they
  // are back there is nothing left to animate.
  setTimeout(() => {
    void window.getComputedStyle(root).color
    root.classList.remove(themeSwitchingClass)
  }, 0)
}
