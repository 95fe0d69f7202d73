import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../tests/unit/render'
import { ErrorPage, errorInfo } from './error-page'

describe('ErrorPage', () => {
  it('offers "Try again" on the 500 page and any other 5xx, not on a 404, and a link home on each', async () => {
    for (const statusCode of [500, 503]) {
      const { unmount } = renderWithProviders(<ErrorPage statusCode={statusCode} message="Database unreachable" />)
      expect(screen.getByRole('heading', { name: 'Failed to load' })).toBeTruthy()
      expect(screen.getByText('Database unreachable')).toBeTruthy()
      // "Try again" comes with its own chunk (decision 115).
      expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
      expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/')
      unmount()
    }
    renderWithProviders(<ErrorPage statusCode={404} />)
    expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('reads the status of an API failure from its envelope code', () => {
    const apiError = Object.assign(new Error('The shop is temporarily unavailable'), { name: 'ApiError', code: 500 })
    expect(errorInfo(apiError)).toEqual({ statusCode: 500, message: 'The shop is temporarily unavailable' })
    expect(errorInfo(new TypeError('boom')).statusCode).toBe(500)
  })
})
