'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { isServicePath } from '@/lib/nav'
import { mainNav, servicesMenu } from '@/lib/routes'
import { useMenuState } from '@/hooks/use-menu-state'
import { Presence } from '@/components/motion/motion'
import { NavLink } from './nav-link'
import { ServicesList } from './services-list'
import { mobileMenuCopy as copy } from '@/content/ui/navigation'

const overlayId = 'mobile-menu'
const servicesId = 'mobile-services'
const focusable = 'a[href], button:not([disabled])'

const linkClass =
  'block rounded-xl px-4 py-3 text-base font-medium text-fg hover:bg-surface-strong aria-[current=page]:bg-surface-strong aria-[current=page]:text-accent-text data-current:bg-surface-strong data-current:text-accent-text'

/** The hamburger button and its full-height overlay, for screens under 768 px. */
export function MobileMenu({ icons }: { icons: { open: ReactNode; close: ReactNode; chevron: ReactNode } }) {
  const { open, setOpen, toggle } = useMenuState()
  // The submenu follows the same rule as every menu: a new path closes it. It is kept here, not in the
  // overlay (unmounted while closed), so it stays as it was when the menu opens again.
  const services = useMenuState()
  const { button, overlay } = useModalOverlay(open, setOpen)

  const closeAndRefocus = () => {
    setOpen(false)
    button.current?.focus()
  }

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={overlayId}
        aria-label={open ? copy.close : copy.open}
        className="inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface-strong"
      >
        {open ? icons.close : icons.open}
      </button>
      {/* A fade only: the overlay's position stays exact while it appears. */}
      <Presence
        show={open}
        preset="fade"
        data-testid="mobile-menu-backdrop"
        aria-hidden
        className="fixed inset-0 top-16 bg-black/50 backdrop-blur-sm"
        onClick={closeAndRefocus}
      />
      <Presence
        show={open}
        preset="fade"
        id={overlayId}
        ref={overlay}
        className="fixed inset-x-3 top-24 bottom-3 overflow-y-auto rounded-2xl border border-line bg-bg p-3 shadow-2xl"
      >
        <MobileNav services={services} chevron={icons.chevron} />
      </Presence>
    </div>
  )
}

/** While open: focus on the first link, Escape closes, Tab cycles through button and links, the page stays still. */
function useModalOverlay(open: boolean, setOpen: (open: boolean) => void) {
  const button = useRef<HTMLButtonElement>(null)
  const overlay = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    overlay.current?.querySelector<HTMLElement>(focusable)?.focus()
    const opener = button.current
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        opener?.focus()
        return
      }
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
  }, [open, setOpen])
  return { button, overlay }
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
              <div id={servicesId} hidden={!services.open} className="px-1 py-2">
                <ServicesList columns={false} />
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
