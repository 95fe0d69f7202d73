/**
 * API times (`yyyy-MM-dd HH:mm:ss`, UTC) in the shopper's locale. The zone stays UTC and is named, so the server's
 * render and the browser's hydration print the same text.
 */
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'

export function parseApiTime(value: string): Date | null {
  const match = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/.exec(value)
  if (!match) return null
  const [, y, mo, d, h, mi, s] = match.map(Number)
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s))
}

const OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }

export function formatApiTime(value: string | null | undefined, locale: string): string {
  if (!value) return ''
  const date = parseApiTime(value)
  if (!date) return value
  return new Intl.DateTimeFormat(locale, OPTIONS).format(date)
}

/** `(value) => text` in the current locale. */
export function useApiTime() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => (value: string | null | undefined) => formatApiTime(value, locale), [locale])
}
