/**
 * A receivable coupon (CP1, docs/api.md §4.6 (#ref-4-6)): face value, minimum spend, scope, validity (a date range, or
 * "within {day} days after receiving"), and "Get" or the greyed "Received" state. Its texts are plain elements
 * (plain.module.css, decision 95): a product page renders a card per coupon on every uncached render.
 */
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useApiTime } from '~/ui/api-time'
import { toMoney } from '~/lib/money'
import { useFormatMoney } from '~/ui/currency'
import plain from '~/ui/plain.module.css'
import type { ReceivableCoupon } from '../queries'
import classes from './coupon-card.module.css'
import { CouponScope } from './coupon-scope'

export function CouponCard(props: {
  coupon: ReceivableCoupon
  onGet: (coupon: ReceivableCoupon) => void
  pending?: boolean
}) {
  const { coupon } = props
  const formatMoney = useFormatMoney()
  const received = Boolean(coupon.isUse)
  const minSpend = toMoney(coupon.minPrice)
  const minText = formatMoney(coupon.minPrice)
  const day = Number(coupon.day) || 0
  const formatTime = useApiTime()
  const start = formatTime.date(coupon.useStartTimeStr)
  const end = formatTime.date(coupon.useEndTimeStr)
  return (
    <article className={classes.card} data-testid="coupon-card" data-received={received || undefined}>
      <div className={classes.value}>
        <span className={classes.money}>{formatMoney(coupon.money)}</span>
        <p className={`${plain.text} ${plain.xs}`}>
          {minSpend.gt(0) ? <Trans>Min. spend {minText}</Trans> : <Trans>No minimum spend</Trans>}
        </p>
      </div>
      <div className={classes.body}>
        <div>
          <CouponScope coupon={coupon} />
        </div>
        <p className={`${plain.text} ${plain.sm} ${plain.w600} ${plain.clamp2}`} data-testid="coupon-text">
          {day > 0 ? <Trans>Available within {day} days after receiving</Trans> : coupon.name}
        </p>
        {day === 0 && (start || end) ? (
          // The dates' month names keep the server's words on hydration (decision 75).
          <p
            className={`${plain.text} ${plain.xs} ${plain.dimmed}`}
            data-testid="coupon-validity"
            suppressHydrationWarning
          >
            <Trans>
              Valid {start} – {end}
            </Trans>
          </p>
        ) : null}
      </div>
      <div className={classes.action}>
        {received ? (
          <Button size="xs" radius="xl" variant="default" disabled data-testid="coupon-received">
            <Trans context="coupon">Received</Trans>
          </Button>
        ) : (
          <Button
            size="xs"
            radius="xl"
            onClick={() => props.onGet(coupon)}
            loading={props.pending}
            data-testid="coupon-get"
          >
            <Trans>Get</Trans>
          </Button>
        )}
      </div>
    </article>
  )
}
