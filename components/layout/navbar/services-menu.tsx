'use client'

import { useRef, type ReactNode } from 'react'
import { isServicePath } from '@/lib/nav'
import { servicesMenu } from '@/lib/routes'
import { useDismiss } from '@/hooks/use-dismiss'
import { useMenuState } from '@/hooks/use-menu-state'
import { Presence } from '@/components/motion/motion'
import { navItemClass } from './nav-item-class'
import { ServicesList } from './services-list'

const panelId = 'services-menu-panel'

/** "Servizi" and its panel: three columns under the desktop bar, a list that opens in place in the phone overlay. */
export function ServicesMenu({ chevron }: { chevron: ReactNode }) {
  const { open, pathname, close, toggle } = useMenuState()
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const highlighted = isServicePath(pathname)

  useDismiss(open, close, wrapper, button)

  return (
    <div
      ref={wrapper}
      className="md:relative"
      onPointerLeave={(event) => event.pointerType === 'mouse' && open && close()}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={`${navItemClass} flex w-full items-center justify-between gap-1 md:inline-flex md:w-auto`}
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
        className="px-1 py-2 md:absolute md:top-full md:left-1/2 md:w-[600px] md:-translate-x-1/2 md:px-0 md:pt-3 md:pb-0"
      >
        <div className="md:rounded-2xl md:border md:border-line md:bg-bg md:p-4 md:shadow-2xl md:shadow-black/20">
          <p className="px-3 pb-3 text-sm font-semibold max-md:hidden">{servicesMenu.title}</p>
          <ServicesList />
        </div>
      </Presence>
    </div>
  )
}
