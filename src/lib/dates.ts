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
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(start, end)
}
