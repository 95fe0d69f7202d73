/** The product page's coupons (CP1 with `productId`): its goods, category, store and platform coupons to claim. */
import { Trans } from '@lingui/react/macro'
import { SimpleGrid, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { usePersonalReady } from '~/features/account'
import { productCouponsQuery } from '../queries'
import { useReceiveCoupon } from '../use-receive-coupon'
import { CouponCard } from './coupon-card'

export function ProductCoupons({ productId, className }: { productId: number; className?: string }) {
  // Not in the loader: the product shows at once and its coupons join when they come (or not at all, on failure).
  const { data } = useQuery(productCouponsQuery(productId))
  // "Received" is the shopper's: on the member page (decision 36) the cards wait for the read made for them.
  const personal = usePersonalReady()
  const { onGet, pendingId } = useReceiveCoupon()
  if (!data || data.list.length === 0) return null
  return (
    <section className={className} data-testid="product-coupons">
      <Text fw={600} mb="sm">
        <Trans>Coupons</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={12}>
        {data.list.map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} onGet={onGet} pending={!personal || pendingId === coupon.id} />
        ))}
      </SimpleGrid>
    </section>
  )
}
