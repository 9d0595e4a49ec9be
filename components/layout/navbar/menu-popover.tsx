'use client'

import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react'
import { usePathname } from 'next/navigation'
import { mainNav } from '@/lib/routes'
import { heldUntilHydrated } from '@/components/islands/served-island-guard'
import { mobileMenuCopy as copy } from '@/content/ui/navigation'
import { NavLink } from './nav-link'
import { navItemClass } from './nav-item-class'
import { ServicesMenu } from './services-menu'

type Ref<T> = RefObject<T | null>

const overlayId = 'mobile-menu'
const focusable = 'a[href], button:not([disabled])'

/**
 * The navigation's links, then the `actions` and the menu button. Under 768 px the links sit in a
 * full-height overlay, a popover: the browser opens and closes it by itself (button, backdrop, Escape), at the
 * first tap even while the page hydrates, and without JavaScript; the script adds the focus cycle, the still
 * page and closing on a new path. From 768 px the popover has no box of its own (`display: contents`): its
 * links are the desktop bar, and the button is hidden.
 */
export function MenuPopover({
  icons,
  actions,
}: {
  icons: { open: ReactNode; close: ReactNode; chevron: ReactNode }
  actions: ReactNode
}) {
  const { button, overlay, open } = useMenuPopover()

  return (
    <>
      <div
        id={overlayId}
        ref={overlay}
        popover="auto"
        className="fixed inset-x-3 top-24 bottom-3 m-0 h-auto w-auto overflow-y-auto rounded-2xl border border-line bg-bg p-3 text-fg opacity-0 shadow-2xl transition-[opacity,display,overlay] transition-discrete duration-200 open:opacity-100 md:contents starting:open:opacity-0"
      >
        {/* Rendered here, not by the server: the links' markup then travels once, in the HTML, not also in the
            flight data. Anchored after the logo, not centred or pushed right: a browser that paints the header
            before all of it has arrived (a streamed response) would otherwise show the links move. */}
        <ul className="grid gap-1 md:ms-4 md:me-auto md:flex md:items-center">
          {mainNav.map((item) => (
            <li key={item === 'services' ? item : item.path}>
              {item === 'services' ? (
                <ServicesMenu chevron={icons.chevron} />
              ) : (
                <NavLink href={item.path} className={navItemClass}>
                  {item.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex items-center gap-1">
        {actions}
        {/* Held from React while the page hydrates: the browser answers a first tap here by itself. */}
        <div className="contents" {...heldUntilHydrated}>
          <button
            ref={button}
            type="button"
            popoverTarget={overlayId}
            aria-controls={overlayId}
            aria-label={open ? copy.close : copy.open}
            className="inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface-strong md:hidden"
          >
            <span className="group-has-[:popover-open]/menu:hidden">{icons.open}</span>
            <span className="hidden group-has-[:popover-open]/menu:inline">{icons.close}</span>
          </button>
          {/* Outside the popover: a tap here is the browser's light dismiss. A fade only, the place stays exact. */}
          <div
            data-testid="mobile-menu-backdrop"
            aria-hidden
            className="invisible fixed inset-0 top-16 bg-black/50 opacity-0 backdrop-blur-sm transition-[opacity,visibility] duration-200 group-has-[:popover-open]/menu:visible group-has-[:popover-open]/menu:opacity-100 md:hidden"
          />
        </div>
      </div>
    </>
  )
}

/** The popover's state for React, however it opened (even while the page hydrated); a new path closes it. */
function useMenuPopover() {
  const button = useRef<HTMLButtonElement>(null)
  const overlay = useRef<HTMLDivElement>(null)
  const follow = useCallback((notify: () => void) => {
    const element = overlay.current
    const onToggle = () => {
      notify()
      const focus = document.activeElement
      if (!element?.matches(':popover-open') && (element?.contains(focus) || focus === document.body))
        button.current?.focus()
    }
    element?.addEventListener('toggle', onToggle)
    return () => element?.removeEventListener('toggle', onToggle)
  }, [])
  const isOpen = () => overlay.current?.matches(':popover-open') ?? false
  const open = useSyncExternalStore(follow, isOpen, () => false)
  const pathname = usePathname()
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    if (isOpen()) overlay.current?.hidePopover()
  }, [pathname])
  useFocusCycle(open, button, overlay)
  return { button, overlay, open }
}

/** While open: focus on the first link, Tab cycles through button and links, the page behind stays still. */
function useFocusCycle(open: boolean, button: Ref<HTMLButtonElement>, overlay: Ref<HTMLDivElement>) {
  useEffect(() => {
    if (!open) return
    overlay.current?.querySelector<HTMLElement>(focusable)?.focus()
    const opener = button.current
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !opener || !overlay.current) return
      const links = [...overlay.current.querySelectorAll<HTMLElement>(focusable)].filter(
        (element) => element.getClientRects().length > 0,
      )
      const cycle = [opener, ...links]
      const index = cycle.indexOf(document.activeElement as HTMLElement)
      const next = event.shiftKey ? (index <= 0 ? cycle.length - 1 : index - 1) : (index + 1) % cycle.length
      event.preventDefault()
      cycle[next].focus()
    }
    document.addEventListener('keydown', onKeyDown)
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = ''
    }
  }, [open, button, overlay])
}
