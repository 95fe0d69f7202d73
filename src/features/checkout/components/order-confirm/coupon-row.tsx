/** A row of coupons to choose from (a merchant's or the platform's), each with why it cannot be used or its threshold. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Chip, Group, Stack, Text } from '@mantine/core'
import { toMoney } from '~/lib/money'
import { useFormatMoney } from '~/ui/currency'
import type { OrderCoupon } from '../../queries'

export function CouponRow(props: {
  label: string
  coupons: OrderCoupon[]
  selectedId: number | undefined
  onToggle: (coupon: OrderCoupon) => void
  eligibleTotal: string
  testId: string
}) {
  const formatMoney = useFormatMoney()
  const reasonText = useCouponReason()
  return (
    <Stack gap={6} mt="sm" data-testid={props.testId}>
      <Text size="sm" fw={600}>
        {props.label}
      </Text>
      <Group gap="xs" align="flex-start">
        {props.coupons.map((coupon) => (
          <Stack key={coupon.id} gap={2} align="flex-start">
            <Chip
              checked={props.selectedId === coupon.id}
              onChange={() => props.onToggle(coupon)}
              disabled={coupon.disabled}
              color="red"
              variant="outline"
              data-testid="coupon-chip"
              data-coupon-id={coupon.id}
            >
              {coupon.name} −{formatMoney(coupon.money)}
            </Chip>
            {coupon.disabled ? (
              <Text size="xs" c="dimmed" pl="xs" data-testid="coupon-reason">
                {reasonText(coupon, props.eligibleTotal)}
              </Text>
            ) : toMoney(coupon.minPrice).gt(0) ? (
              <Text size="xs" c="dimmed" pl="xs">
                <Trans>Orders over {formatMoney(coupon.minPrice)}</Trans>
              </Text>
            ) : null}
          </Stack>
        ))}
      </Group>
    </Stack>
  )
}

/** Why a coupon cannot be used, in the shopper's words. */
function useCouponReason() {
  const { t } = useLingui()
  const formatMoney = useFormatMoney()
  return (coupon: OrderCoupon, eligibleTotal: string) => {
    switch (coupon.disabledReason) {
      case 'min_price': {
        // Whole-shop and platform coupons count all goods of the shop or order; product and category coupons only
        // their own goods, which CP2 does not list, so those say the threshold instead of the gap.
        const missing = toMoney(coupon.minPrice).minus(toMoney(eligibleTotal))
        if (coupon.useType === 1 && missing.gt(0)) {
          const amount = formatMoney(missing)
          return t`Spend ${amount} more`
        }
        const threshold = formatMoney(coupon.minPrice)
        return t`Needs ${threshold} of eligible goods`
      }
      case 'not_started': {
        const start = coupon.startTime
        return t`Usable from ${start}`
      }
      case 'no_products':
        return t`Not valid for the goods in this order`
      default:
        return t`Not usable for this order`
    }
  }
}
