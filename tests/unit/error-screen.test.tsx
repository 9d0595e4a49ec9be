import { describe, expect, it, jest } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { agency } from '@/content/agency'
import { ErrorScreen } from '@/components/layout/error-screen'

describe('the generic error screen', () => {
  it('says "Unexpected Application Error!", offers a retry, a way home and the agency e-mail', async () => {
    const retry = jest.fn()
    render(<ErrorScreen onRetry={retry} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!')
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }))
    expect(retry).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: agency.email })).toHaveAttribute('href', `mailto:${agency.email}`)
  })
})
