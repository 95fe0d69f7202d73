/**
 * What a master order waits for: "Pay within …" until the unpaid order auto-cancels (the countdown runs only in the
 * browser, so the server-rendered text shows the deadline itself), or "Transfer proof under review".
 */
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { parseApiTime } from '~/lib/dates'
import type { PayStatus } from '../queries'
import { useOrderLabels } from './order-labels'
import { useApiTime } from '~/ui/api-time'
import plain from '~/ui/plain.module.css'

/** Minutes left until a UTC "yyyy-MM-dd HH:mm:ss" deadline (at least 0), or null when it cannot be read. */
export function minutesLeft(expireTime: string, now: number): number | null {
  if (!expireTime) return null
  const at = parseApiTime(expireTime)?.getTime()
  if (at === undefined) return null
  return Math.max(0, Math.ceil((at - now) / 60_000))
}

function useNow(intervalMs: number) {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}

export function MasterStatus({
  payStatus,
  payType,
  expireTime,
}: {
  payStatus: PayStatus
  payType: string
  expireTime: string
}) {
  const labels = useOrderLabels()
  const now = useNow(30_000)
  const payBy = useApiTime().dateTime(expireTime)
  if (payStatus === 'unpaid' && payType !== 'cod' && expireTime) {
    const left = now === null ? null : minutesLeft(expireTime, now)
    return (
      // The date's month name keeps the server's words on hydration (decision 75).
      <p
        className={`${plain.text} ${plain.sm} ${plain.red} ${plain.w500}`}
        data-testid="order-status"
        data-state="pay-by"
        suppressHydrationWarning
      >
        {left === null ? (
          <Trans>Pay by {payBy}, or the order is cancelled</Trans>
        ) : (
          <Trans>Pay within {left} min, or the order is cancelled</Trans>
        )}
      </p>
    )
  }
  return (
    <p
      className={`${plain.text} ${plain.sm} ${payStatus === 'awaiting_confirmation' ? plain.orange : plain.dimmed} ${plain.w500}`}
      data-testid="order-status"
    >
      {labels.payStatus(payStatus)}
    </p>
  )
}
