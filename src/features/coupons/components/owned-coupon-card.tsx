/**
 * One of the shopper's own coupons (CP4): face value, minimum spend, scope (platform, store, goods or category),
 * validity in the shopper's locale ("N days after receiving" when the template said so), its state, and a link to
 * where it can be used while it is usable.
 */
import { Trans } from '@lingui/react/macro'
import { Badge, Group, Text } from '@mantine/core'
import { CouponScope } from './coupon-scope'
import type { OwnedCouponRow } from '~/contract'
import { to } from '~/lib/links'
import { toMoney } from '~/lib/money'
import { useApiTime } from '~/ui/api-time'
import { useFormatMoney } from '~/ui/currency'
import { ButtonLink } from '~/ui/button-link'
import classes from './coupon-card.module.css'

/** Where the coupon can be used: its product, its category's goods, its store, or any goods (platform). */
export function couponTarget(coupon: Pick<OwnedCouponRow, 'useType' | 'merId' | 'productIds' | 'categoryId'>) {
  if (coupon.useType === 2 && coupon.productIds.length > 0) return to.product(coupon.productIds[0])
  if (coupon.useType === 3 && coupon.categoryId !== null) return to.search({ cid: coupon.categoryId })
  if (coupon.merId !== 0) return to.merchant(coupon.merId)
  return to.search()
}

export function OwnedCouponCard({ coupon }: { coupon: OwnedCouponRow }) {
  const formatMoney = useFormatMoney()
  const localeDate = useApiTime().date
  const minText = formatMoney(coupon.minPrice)
  const start = localeDate(coupon.startTime)
  const end = localeDate(coupon.endTime)
  const day = coupon.day
  return (
    <article
      className={classes.card}
      data-testid="owned-coupon"
      data-coupon-id={coupon.id}
      data-status={coupon.status}
      data-received={coupon.status !== 0 || undefined}
    >
      <div className={classes.value}>
        <span className={classes.money}>{formatMoney(coupon.money)}</span>
        <Text size="xs" c="white">
          {toMoney(coupon.minPrice).gt(0) ? <Trans>Min. spend {minText}</Trans> : <Trans>No minimum spend</Trans>}
        </Text>
      </div>
      <div className={classes.body}>
        <Group gap={6}>
          <CouponScope coupon={coupon} />
          {coupon.merId !== 0 && coupon.merName ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {coupon.merName}
            </Text>
          ) : null}
        </Group>
        <Text fw={600} size="sm" lineClamp={2}>
          {coupon.name}
        </Text>
        {day > 0 ? (
          <Text size="xs" c="dimmed">
            <Trans>Valid for {day} days after receiving</Trans>
          </Text>
        ) : null}
        {/* The dates' month names keep the server's words on hydration (decision 75). */}
        <Text size="xs" c="dimmed" data-testid="coupon-validity" suppressHydrationWarning>
          <Trans>
            Valid {start} – {end}
          </Trans>
        </Text>
      </div>
      <div className={classes.action}>
        {coupon.status === 0 ? (
          <ButtonLink {...couponTarget(coupon)} size="xs" radius="xl" data-testid="coupon-use">
            <Trans>Use now</Trans>
          </ButtonLink>
        ) : (
          <Badge color="gray" variant="outline" data-testid="coupon-state">
            {coupon.status === 1 ? <Trans>Used</Trans> : <Trans context="coupon">Expired</Trans>}
          </Badge>
        )}
      </div>
    </article>
  )
}
