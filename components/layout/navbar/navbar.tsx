import { ChevronDown, Menu, Monitor, Moon, Palette, RotateCcw, Sun, X } from '@/components/ui/icons'
import { LogoMark } from '@/components/brand/logo-mark'
import { IntentLink } from '@/components/ui/intent-link'
import { agency } from '@/content/agency'
import { mainNavLabel } from '@/content/ui/layout'
import { ThemeControls } from '@/components/theme/theme-controls'
import { HeaderShell } from './header-shell'
import { MenuPopover } from './menu-popover'

/**
 * Server-rendered navigation bar, one list of links for every width: a bar beside the logo from 768 px, the
 * menu button's overlay under it (CSS decides). Only the menus, the active-link marks and the theme controls
 * are client islands.
 */
export function Navbar() {
  return (
    <HeaderShell>
      <nav
        aria-label={mainNavLabel}
        className="group/menu mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <IntentLink href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <LogoMark size={32} />
          {agency.name}
        </IntentLink>
        <MenuPopover
          icons={{
            open: <Menu aria-hidden className="size-6" />,
            close: <X aria-hidden className="size-6" />,
            chevron: <ChevronDown aria-hidden className="size-4" />,
          }}
          actions={
            <ThemeControls
              icons={{
                modes: {
                  dark: <Moon aria-hidden className="size-5" />,
                  light: <Sun aria-hidden className="size-5" />,
                  system: <Monitor aria-hidden className="size-5" />,
                },
                palette: <Palette aria-hidden className="size-5" />,
                reset: <RotateCcw aria-hidden className="size-4" />,
              }}
            />
          }
        />
      </nav>
    </HeaderShell>
  )
}
