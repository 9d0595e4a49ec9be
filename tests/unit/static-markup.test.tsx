import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import * as lucide from 'lucide'
import { technologies } from '@/content/technologies'
import { Check, contentIcons } from '@/components/ui/icons'
import { BrandIcon } from '@/components/ui/brand-icon'
import { LogoMarquee } from '@/components/sections/logo-marquee'
import { escapeMarkup, markup } from '@/lib/markup'

const SVG = 'http://www.w3.org/2000/svg'

describe('an icon drawn as markup inside its <svg>', () => {
  it('is hidden from assistive technology and draws every shape of its lucide icon, in the SVG namespace', () => {
    const { container } = render(<Check className="size-4" />)
    const svg = container.querySelector('svg')!
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveClass('size-4')
    expect([...svg.children].map((shape) => [shape.namespaceURI, shape.tagName, shape.getAttribute('d')])).toEqual(
      lucide.Check.map(([tag, attributes]) => [SVG, tag, attributes.d]),
    )
  })

  it('labelled, it is named and not hidden', () => {
    render(<contentIcons.rocket aria-label="Lancio" />)
    const svg = screen.getByLabelText('Lancio')
    expect(svg).not.toHaveAttribute('aria-hidden')
    expect(svg.children.length).toBe(lucide.Rocket.length)
  })

  it('a brand logo is a <use> of its sprite; a titled one is a named image', () => {
    render(<BrandIcon sprite="integrations" name="Zoho CRM" title="Zoho CRM" />)
    const logo = screen.getByRole('img', { name: 'Zoho CRM' })
    expect(logo.querySelector('use')).toHaveAttribute('href', '/brand-icons/integrations.svg#zoho-crm')
    expect(logo.querySelector('use')?.namespaceURI).toBe(SVG)
  })
})

describe('markup written as a string', () => {
  it('escapes text and attribute values, so data cannot become markup', () => {
    const holder = document.createElement('div')
    holder.innerHTML = markup('span', { title: 'a "quoted" \'n\' <b>&' }, escapeMarkup('R&D <script>'))
    const span = holder.firstElementChild!
    expect(span.getAttribute('title')).toBe('a "quoted" \'n\' <b>&')
    expect(span.textContent).toBe('R&D <script>')
    expect(span.children).toHaveLength(0)
  })
})

describe('the technology strip', () => {
  const strip = (logos = technologies) =>
    render(<LogoMarquee title="Tecnologie" pauseLabel="Metti in pausa" logos={logos} />).container

  it('names every logo once for assistive technology; its duplicate is hidden and says the same', () => {
    const container = strip()
    const list = screen.getByRole('list', { name: 'Tecnologie' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(technologies.map((technology) => technology.name))
    const duplicate = container.querySelector('ul[aria-hidden="true"]')!
    expect(container.querySelectorAll('ul')).toHaveLength(2)
    expect(duplicate.innerHTML).toBe(list.innerHTML)
    expect([...list.querySelectorAll('use')].map((use) => use.getAttribute('href'))).toEqual(
      technologies.map(() => expect.stringMatching(/^\/brand-icons\/technologies\.svg#[a-z0-9-]+$/)),
    )
  })

  it('writes a name as text, whatever it contains', () => {
    strip([{ name: 'R&D <b>', icon: technologies[0].icon }])
    expect(screen.getByRole('list', { name: 'Tecnologie' })).toHaveTextContent('R&D <b>')
  })
})
