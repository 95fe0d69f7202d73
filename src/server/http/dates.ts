/**
 * The server's one date module (docs/architecture.md, Dates): CRMEB dates are `yyyy-MM-dd HH:mm:ss` strings (UTC).
 * A date text becomes a Date only here (`house/date-parsing`): `new Date(text)` reads a zoneless time as local time,
 * so `2026-11-01 10:00:00` would move with the server's TZ.
 */
export function formatDateTime(date: Date | null | undefined): string {
  if (!date) return ''
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

const DAY = /^(\d{4})-(\d\d)-(\d\d)$/
const API_TIME = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d)(?::(\d\d)(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d\d(?::?\d\d)?)?$/

/** The UTC instant of the parts, or null when they name no such day or time (2026-02-30, 24:00). */
function utc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): Date | null {
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms))
  return date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s
    ? date
    : null
}

/** A calendar day `yyyy-MM-dd` as its first instant in UTC; null when it is not a real day. */
export function parseDay(text: string): Date | null {
  const match = DAY.exec(text.trim())
  return match ? utc(Number(match[1]), Number(match[2]), Number(match[3])) : null
}

/**
 * A time text as a Date, or null: a day (`2026-11-01`, midnight UTC), the API's `2026-11-01 10:00:00` (UTC), or an
 * ISO time (`2026-11-01T10:00:00.000Z`, `…+07:00`); a time without a zone is UTC, never the server's local time.
 */
export function parseTime(text: string): Date | null {
  const trimmed = text.trim()
  const day = parseDay(trimmed)
  if (day) return day
  const match = API_TIME.exec(trimmed)
  if (!match) return null
  const [, y, mo, d, h, mi, s = '0', ms = '0', zone] = match
  const at = utc(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0')))
  if (!at || !zone || zone === 'Z') return at
  const [, sign, zh, zm = '0'] = /^([+-])(\d\d):?(\d\d)?$/.exec(zone)!
  const offset = (Number(zh) * 60 + Number(zm)) * 60_000
  return new Date(at.getTime() - (sign === '+' ? offset : -offset))
}
