import { describe, expect, it } from 'vitest'
import { dateOnly } from './dates'

describe('date filter', () => {
  it('keeps the part before the first space', () => {
    expect(dateOnly('2026-11-01 10:20:30')).toBe('2026-11-01')
    expect(dateOnly('2026-11-01')).toBe('2026-11-01')
    expect(dateOnly(null)).toBe('')
    expect(dateOnly('')).toBe('')
  })
})

describe('API times in the shopper locale', () => {
  it('reads the wire format as UTC, with or without seconds or a time', async () => {
    const { parseApiTime } = await import('./dates')
    expect(parseApiTime('2026-10-31 00:00:00')?.toISOString()).toBe('2026-10-31T00:00:00.000Z')
    expect(parseApiTime('2026-10-31 08:05')?.toISOString()).toBe('2026-10-31T08:05:00.000Z')
    expect(parseApiTime('2026-10-31')?.toISOString()).toBe('2026-10-31T00:00:00.000Z')
    expect(parseApiTime('yesterday')).toBeNull()
  })

  it('formats dates, times and clocks with Intl in the locale, never the raw wire string', async () => {
    const { formatApiClock, formatApiDate, formatApiTime } = await import('./dates')
    const raw = '2026-10-31 14:05:00'
    expect(formatApiDate(raw, 'en')).toBe('Oct 31, 2026')
    expect(formatApiDate(raw, 'ru')).toBe(
      new Intl.DateTimeFormat('ru', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(2026, 9, 31),
      ),
    )
    expect(formatApiDate(raw, 'zh-CN')).toBe('2026年10月31日')
    for (const locale of ['en', 'zh-CN', 'es', 'ru', 'fr', 'th', 'lo']) {
      expect(formatApiTime(raw, locale)).not.toContain('2026-10-31')
      expect(formatApiTime(raw, locale)).toMatch(/UTC/)
    }
    expect(formatApiTime(raw, 'en')).toBe('Oct 31, 2026, 02:05 PM UTC')
    expect(formatApiClock(raw, 'ru')).toBe('14:05 UTC')
    // Not an API time: shown as it is (a courier's own wording); nothing: empty.
    expect(formatApiTime('soon', 'en')).toBe('soon')
    expect(formatApiTime(null, 'en')).toBe('')
  })
})

describe('API times in every locale', () => {
  it('reads the API’s UTC time and prints it in every locale, never raw', async () => {
    const { formatApiTime, parseApiTime } = await import('./dates')
    const { LOCALES } = await import('~/i18n/locales')
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
