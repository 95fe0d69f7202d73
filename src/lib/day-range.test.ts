import { describe, expect, it } from 'vitest'
import { formatDayRange } from './dates'

describe('formatDayRange', () => {
  it('writes a span of UTC days in the locale', () => {
    expect(formatDayRange('2026-12-04', '2026-12-11', 'en')).toMatch(/^Dec 4\s–\s11$/)
    expect(formatDayRange('2026-12-28', '2027-01-03', 'en')).toMatch(/Dec 28.*Jan 3/)
    expect(formatDayRange('bad', '2026-12-11', 'en')).toBe('')
  })
})
