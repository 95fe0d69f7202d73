/** The spec's date filter: keep the part before the first space ("2026-11-01 10:00:00" → "2026-11-01"). */
export function dateOnly(value: string | null | undefined): string {
  if (!value) return ''
  const space = value.indexOf(' ')
  return space === -1 ? value : value.slice(0, space)
}

/** A span of calendar days ("Dec 4 – 11", "4–11 déc.") in `locale`; the days are YYYY-MM-DD in UTC. */
export function formatDayRange(from: string, to: string, locale: string): string {
  const start = new Date(`${from}T00:00:00Z`)
  const end = new Date(`${to}T00:00:00Z`)
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return ''
  return formatterOf(DAY_SPAN, locale).formatRange(start, end)
}
/** An API time (`yyyy-MM-dd HH:mm:ss`, UTC) as a Date; null when it is not one. */
export function parseApiTime(value: string): Date | null {
  const match = /^(\d{4})-(\d\d)-(\d\d)(?: (\d\d):(\d\d)(?::(\d\d))?)?$/.exec(value.trim())
  if (!match) return null
  const [, y, mo, d, h = 0, mi = 0, s = 0] = match.map((part) =>
    part === undefined ? undefined : Number(part),
  ) as number[]
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s))
}

/**
 * API times in the shopper's locale, never the raw wire string. The zone stays UTC and is named, so the server's
 * render and the browser's hydration print the same text. A value that is not an API time is shown as it is.
 */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
}
const DAY_SPAN: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' }
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }

/** One formatter per style and locale: making one costs far more than formatting (a page lists many dates). */
const formatters = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>()

function formatterOf(options: Intl.DateTimeFormatOptions, locale: string): Intl.DateTimeFormat {
  let byLocale = formatters.get(options)
  if (!byLocale) formatters.set(options, (byLocale = new Map()))
  let formatter = byLocale.get(locale)
  if (!formatter) byLocale.set(locale, (formatter = new Intl.DateTimeFormat(locale, options)))
  return formatter
}

function formatWith(options: Intl.DateTimeFormatOptions, value: string | null | undefined, locale: string): string {
  if (!value) return ''
  const date = parseApiTime(value)
  return date ? formatterOf(options, locale).format(date) : value
}

export const formatApiTime = (value: string | null | undefined, locale: string) => formatWith(DATE_TIME, value, locale)
/** The date alone ("valid until", "joined"), for values whose time of day says nothing. */
export const formatApiDate = (value: string | null | undefined, locale: string) => formatWith(DATE, value, locale)
/** The time of day alone (a chat message within its day). */
export const formatApiClock = (value: string | null | undefined, locale: string) => formatWith(TIME, value, locale)
