import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import { products, type Product } from '@/content/products'
import { ProductCard } from '@/components/products/product-card'
import { ProductDetail } from '@/components/products/product-detail'

const comingSoon = products.find((product) => product.slug === 'dm-chatbot-instagram')!
const available: Product = { ...comingSoon, status: 'available' }

describe('a product the day it becomes available', () => {
  it('its card links to the product page and no longer says "Prossimamente"', () => {
    render(<ProductCard product={available} />)
    expect(screen.getByRole('link', { name: available.name })).toHaveAttribute('href', '/products/dm-chatbot-instagram')
    expect(screen.queryByText('Prossimamente')).toBeNull()
  })

  it('its page offers "Contattaci" instead of the disabled button', () => {
    render(<ProductDetail product={available} />)
    expect(screen.getAllByRole('link', { name: 'Contattaci' })[0]).toHaveAttribute('href', '/contact')
    expect(screen.queryByRole('button', { name: 'Prossimamente Disponibile' })).toBeNull()
  })
})

describe('a coming-soon product', () => {
  it('its card is inert and says "Prossimamente"', () => {
    render(<ProductCard product={comingSoon} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Prossimamente')).toBeInTheDocument()
  })

  it('its page shows the disabled "Prossimamente Disponibile" button and the preview placeholder', () => {
    render(<ProductDetail product={comingSoon} />)
    expect(screen.getByRole('button', { name: 'Prossimamente Disponibile' })).toBeDisabled()
    expect(screen.getByText('Anteprima Coming Soon')).toBeInTheDocument()
    expect(screen.getByText('Più Venduto')).toBeInTheDocument()
  })
})
