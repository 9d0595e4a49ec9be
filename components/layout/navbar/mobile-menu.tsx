'use client'

import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react'
import { usePathname } from 'next/navigation'
import { isServicePath } from '@/lib/nav'
import { mainNav, servicesMenu } from '@/lib/routes'
import { useMenuState } from '@/hooks/use-menu-state'
import { heldUntilHydrated } from '@/components/islands/served-island-guard'
import { NavLink } from './nav-link'
import { ServicesList } from './services-list'
import { mobileMenuCopy as copy } from '@/content/ui/navigation'

type Ref<T> = RefObject<T | null>

const overlayId = 'mobile-menu'
const servicesId = 'mobile-services'
const focusable = 'a[href], button:not([disabled])'

const linkClass =
  'block rounded-xl px-4 py-3 text-base font-medium text-fg hover:bg-surface-strong aria-[current=page]:bg-surface-strong aria-[current=page]:text-accent-text data-current:bg-surface-strong data-current:text-accent-text'

/**
 * The hamburger button and its full-height overlay, for screens under 768 px. The overlay is a popover: the
 * browser opens and closes it by itself (button, backdrop, Escape), at the first tap even while the page
 * hydrates, and without JavaScript; the script adds the focus cycle, the still page and closing on a new path.
 */
export function MobileMenu({ icons }: { icons: { open: ReactNode; close: ReactNode; chevron: ReactNode } }) {
  // The submenu follows the same rule as every menu: a new path closes it.
  const services = useMenuState()
  const { button, overlay, open } = useMenuPopover()

  return (
    <div className="group/menu md:hidden">
      <div className="contents" {...heldUntilHydrated}>
        <button
          ref={button}
          type="button"
          popoverTarget={overlayId}
          aria-controls={overlayId}
          aria-label={open ? copy.close : copy.open}
          className="inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface-strong"
        >
          <span className="group-has-[:popover-open]/menu:hidden">{icons.open}</span>
          <span className="hidden group-has-[:popover-open]/menu:inline">{icons.close}</span>
        </button>
        {/* Outside the popover: a tap here is the browser's light dismiss. A fade only, the place stays exact. */}
        <div
          data-testid="mobile-menu-backdrop"
          aria-hidden
          className="invisible fixed inset-0 top-16 bg-black/50 opacity-0 backdrop-blur-sm transition-[opacity,visibility] duration-200 group-has-[:popover-open]/menu:visible group-has-[:popover-open]/menu:opacity-100"
        />
      </div>
      <div
        id={overlayId}
        ref={overlay}
        popover="auto"
        className="fixed inset-x-3 top-24 bottom-3 m-0 h-auto w-auto overflow-y-auto rounded-2xl border border-line bg-bg p-3 text-fg opacity-0 shadow-2xl transition-[opacity,display,overlay] transition-discrete duration-200 open:opacity-100 starting:open:opacity-0"
      >
        <MobileNav services={services} chevron={icons.chevron} />
      </div>
    </div>
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

/** The overlay's links, the services as a submenu that opens in place. */
function MobileNav({ services, chevron }: { services: ReturnType<typeof useMenuState>; chevron: ReactNode }) {
  return (
    <nav aria-label={copy.navLabel}>
      <ul className="grid gap-1">
        {mainNav.map((item) =>
          item === 'services' ? (
            <li key="services">
              <button
                type="button"
                aria-expanded={services.open}
                aria-controls={servicesId}
                onClick={services.toggle}
                data-current={isServicePath(services.pathname) || undefined}
                className={`${linkClass} flex w-full items-center justify-between`}
              >
                {servicesMenu.label}
                <span className={`transition-transform ${services.open ? 'rotate-180' : ''}`}>{chevron}</span>
              </button>
              {/* Drawn when opened: the desktop panel already carries these links in the page's HTML. */}
              <div id={servicesId} hidden={!services.open} className="px-1 py-2">
                {services.open && <ServicesList columns={false} />}
              </div>
            </li>
          ) : (
            <li key={item.path}>
              <NavLink href={item.path} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
