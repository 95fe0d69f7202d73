/**
 * API times on screen, in the active locale (src/lib/dates.ts): `<ApiTime value={order.payTime} />`, or the
 * `useApiTime()` formatters where the time sits inside a translated sentence.
 */
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { formatApiClock, formatApiDate, formatApiTime, parseApiTime } from '~/lib/dates'

export function useApiTime() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(
    () => ({
      dateTime: (value: string | null | undefined) => formatApiTime(value, locale),
      date: (value: string | null | undefined) => formatApiDate(value, locale),
      clock: (value: string | null | undefined) => formatApiClock(value, locale),
    }),
    [locale],
  )
}

export function ApiTime({
  value,
  show = 'dateTime',
  className,
}: {
  value: string | null | undefined
  show?: 'dateTime' | 'date' | 'clock'
  className?: string
}) {
  const format = useApiTime()
  if (!value) return null
  const at = parseApiTime(value)
  return (
    // Month names come from Intl, whose data differs between Node and a browser (none for Lao in Debian Chromium): the
    // server's words stay on hydration (decisions 71 and 75).
    <time className={className} dateTime={at ? at.toISOString() : undefined} suppressHydrationWarning>
      {format[show](value)}
    </time>
  )
}
