import { describe, expect, it } from 'vitest'
import { readConfig } from '../../app.config'

describe('app configuration', () => {
  it('defaults to the embedded API on PGlite, English, a 7-day cookie and a bare token', () => {
    const c = readConfig({})
    expect(c.apiBaseUrl).toBe('')
    expect(c.databaseUrl).toBe('')
    expect(c.defaultLocale).toBe('en')
    expect(c.tokenCookie).toEqual({ name: 'token', reading: 'week', maxAgeSeconds: 604800 })
    expect(c.authHeader).toBe('bare')
    expect(c.port).toBe(3000)
  })

  it('supports the other readings: Russian default, 1-year cookie, Bearer header', () => {
    const c = readConfig({
      DEFAULT_LOCALE: 'ru',
      TOKEN_COOKIE: 'year',
      AUTH_HEADER: 'bearer',
      API_BASE_URL: 'https://api.example.com/',
    })
    expect(c.defaultLocale).toBe('ru')
    expect(c.tokenCookie.maxAgeSeconds).toBe(365 * 24 * 3600)
    expect(c.authHeader).toBe('bearer')
    expect(c.apiBaseUrl).toBe('https://api.example.com')
  })

  it('rejects invalid values with the variable named', () => {
    expect(() => readConfig({ DEFAULT_LOCALE: 'de' })).toThrow(/DEFAULT_LOCALE/)
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => readConfig({ TOKEN_COOKIE: 'month' })).toThrow(/TOKEN_COOKIE/)
  })
})
