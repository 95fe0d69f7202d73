/**
 * A notice's time in the shopper's locale, never the raw wire string. The server render and hydration show the
 * same absolute UTC time (no mismatch); after mount it switches to the browser's time zone, and to a relative time
 * ("5 minutes ago") within the last day.
 */
import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { parseApiTime } from '~/lib/dates'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export function formatNoticeTime(at: Date, locale: string, now: Date | null, timeZone?: string): string {
  const age = now ? now.getTime() - at.getTime() : Number.POSITIVE_INFINITY
  if (age >= 0 && age < DAY) {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    if (age < HOUR) return relative.format(-Math.floor(age / MINUTE), 'minute')
    return relative.format(-Math.floor(age / HOUR), 'hour')
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at)
}

export function NoticeTime({ value }: { value: string }) {
  const { i18n } = useLingui()
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => setNow(new Date()), [])
  const at = parseApiTime(value)
  if (!at) return null
  const text = now ? formatNoticeTime(at, i18n.locale, now) : formatNoticeTime(at, i18n.locale, null, 'UTC')
  // Intl's words differ between Node and a browser without the locale's data (Lao): the server's stay on hydration.
  return (
    <time dateTime={at.toISOString()} suppressHydrationWarning>
      {text}
    </time>
  )
}
