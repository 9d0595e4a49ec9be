'use client'

import { useRef, type ReactNode } from 'react'
import { isServicePath } from '@/lib/nav'
import { servicesMenu } from '@/lib/routes'
import { useDismiss } from '@/hooks/use-dismiss'
import { useMenuState } from '@/hooks/use-menu-state'
import { Presence } from '@/components/motion/motion'
import { ServicesList } from './services-list'

const panelId = 'services-menu-panel'

/** Desktop "Servizi" button and its three-column panel. */
export function ServicesMenu({ linkClass, chevron }: { linkClass: string; chevron: ReactNode }) {
  const { open, pathname, close, toggle } = useMenuState()
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const highlighted = isServicePath(pathname)

  useDismiss(open, close, wrapper, button)

  return (
    <div
      ref={wrapper}
      className="relative"
      onPointerLeave={(event) => event.pointerType === 'mouse' && open && close()}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={`${linkClass} inline-flex items-center gap-1`}
        data-current={highlighted || undefined}
      >
        {servicesMenu.label}
        <span className={`transition-transform ${open ? 'rotate-180' : ''}`}>{chevron}</span>
      </button>
      <Presence
        show={open}
        preset="popover"
        inServerHtml
        id={panelId}
        className="absolute top-full left-1/2 w-[600px] -translate-x-1/2 pt-3"
      >
        <div className="rounded-2xl border border-line bg-bg p-4 shadow-2xl shadow-black/20">
          <p className="px-3 pb-3 text-sm font-semibold">{servicesMenu.title}</p>
          <ServicesList columns />
        </div>
      </Presence>
    </div>
  )
}
