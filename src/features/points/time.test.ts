import { describe, expect, it } from 'vitest'
import { LOCALES } from '~/i18n/locales'
import { formatApiTime, parseApiTime } from './time'

describe('API times in the shopper’s locale', () => {
  it('reads the API’s UTC time and prints it in every locale, never raw', () => {
    expect(parseApiTime('2026-11-23 21:05:09')?.toISOString()).toBe('2026-11-23T21:05:09.000Z')
    expect(parseApiTime('23/11/2026')).toBeNull()
    for (const locale of LOCALES) {
      const text = formatApiTime('2026-11-23 21:05:09', locale)
      expect(text).not.toBe('2026-11-23 21:05:09')
      expect(text).toMatch(/UTC|GMT/)
    }
    expect(formatApiTime('2026-11-23 21:05:09', 'en')).toBe('Nov 23, 2026, 09:05 PM UTC')
    expect(formatApiTime('2026-11-23 21:05:09', 'ru')).toContain('2026')
    expect(formatApiTime(null, 'en')).toBe('')
    expect(formatApiTime('soon', 'en')).toBe('soon')
  })
})
