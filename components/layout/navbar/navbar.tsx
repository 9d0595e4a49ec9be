import { ChevronDown, Menu, Monitor, Moon, Palette, RotateCcw, Sun, X } from '@/components/ui/icons'
import { LogoMark } from '@/components/brand/logo-mark'
import { IntentLink } from '@/components/ui/intent-link'
import { agency } from '@/content/agency'
import { mainNavLabel } from '@/content/ui/layout'
import { mainNav } from '@/lib/routes'
import { ThemeControls } from '@/components/theme/theme-controls'
import { HeaderShell } from './header-shell'
import { MobileMenu } from './mobile-menu'
import { NavLink } from './nav-link'
import { ServicesMenu } from './services-menu'

const linkBase =
  'rounded-full px-3 py-2 text-sm font-medium text-fg transition-colors hover:text-accent-text aria-[current=page]:text-accent-text data-current:text-accent-text'

/** Server-rendered navigation bar; only the menus, the active-link marks and the theme controls are client islands. */
export function Navbar() {
  return (
    <HeaderShell>
      <nav
        aria-label={mainNavLabel}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <IntentLink href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <LogoMark size={32} />
          {agency.name}
        </IntentLink>
        {/* Anchored after the logo, not centred or pushed right: a browser that paints the header before
            all of it has arrived (a streamed response) would otherwise show the links move. */}
        <ul className="me-auto hidden items-center gap-1 md:ms-4 md:flex">
          {mainNav.map((item) => (
            <li key={item === 'services' ? item : item.path}>
              {item === 'services' ? (
                <ServicesMenu linkClass={linkBase} chevron={<ChevronDown aria-hidden className="size-4" />} />
              ) : (
                <NavLink href={item.path} className={linkBase}>
                  {item.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1">
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
          <MobileMenu
            icons={{
              open: <Menu aria-hidden className="size-6" />,
              close: <X aria-hidden className="size-6" />,
              chevron: <ChevronDown aria-hidden className="size-5" />,
            }}
          />
        </div>
      </nav>
    </HeaderShell>
  )
}
