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
