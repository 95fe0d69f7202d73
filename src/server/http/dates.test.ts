/** The server's one date parser: a zoneless time is UTC whatever the server's TZ, and a day that is none is null. */
import { describe, expect, it } from 'vitest'
import { formatDateTime, parseDay, parseTime } from './dates'

describe('server dates', () => {
  it('reads a day as its first instant in UTC, and refuses one that does not exist', () => {
    expect(parseDay('2026-11-01')?.toISOString()).toBe('2026-11-01T00:00:00.000Z')
    expect(parseDay('2026-02-29')).toBeNull()
    expect(parseDay('2026-13-45')).toBeNull()
    expect(parseDay('yesterday')).toBeNull()
    expect(parseDay('2026-11-01 10:00:00')).toBeNull()
  })

  it("reads the API's time, an ISO time and a database timestamp, zoneless ones as UTC", () => {
    expect(parseTime('2026-11-01 10:00:00')?.toISOString()).toBe('2026-11-01T10:00:00.000Z')
    expect(parseTime('2026-11-01')?.toISOString()).toBe('2026-11-01T00:00:00.000Z')
    expect(parseTime('2026-11-01T10:00:00.123Z')?.toISOString()).toBe('2026-11-01T10:00:00.123Z')
    expect(parseTime('2026-11-01T10:00')?.toISOString()).toBe('2026-11-01T10:00:00.000Z')
    expect(parseTime('2026-11-01T10:00:00+07:00')?.toISOString()).toBe('2026-11-01T03:00:00.000Z')
    expect(parseTime('2026-11-01 10:00:00.5-0130')?.toISOString()).toBe('2026-11-01T11:30:00.500Z')
    expect(parseTime('2026-11-01 10:00:00.123456+00')?.toISOString()).toBe('2026-11-01T10:00:00.123Z')
  })

  it('refuses what is no time', () => {
    for (const text of [
      '',
      'soon',
      '2026-11-01 24:00:00',
      '2026-11-31 10:00:00',
      '1 Nov 2026',
      '2026-11-01T10:00:00+7',
    ])
      expect(parseTime(text), text).toBeNull()
  })

  it('writes back what it reads', () => {
    expect(formatDateTime(parseTime('2026-11-01 10:00:00'))).toBe('2026-11-01 10:00:00')
  })
})
