/** A coupon's scope badge (docs/spec.md §3.21 (#spec-3-21)): platform-wide, store-wide, goods or category. */
import { Trans } from '@lingui/react/macro'
import { PlainBadge } from '~/ui/plain-badge'

export function CouponScope({ coupon }: { coupon: { useType: number; merId: number } }) {
  const scope =
    coupon.useType === 2 ? (
      <Trans>Goods</Trans>
    ) : coupon.useType === 3 ? (
      <Trans>Category</Trans>
    ) : coupon.merId === 0 ? (
      <Trans>Platform-wide</Trans>
    ) : (
      <Trans>Store-wide</Trans>
    )
  return (
    // A narrow card (a product page at 1024 px, a long Russian label) wraps the label onto a second line, never cuts it.
    <PlainBadge
      size="sm"
      radius="sm"
      variant="light"
      labelStyle={{ whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3, paddingBlock: 2 }}
      style={{ flex: 'none', maxWidth: '100%', height: 'auto' }}
      color={coupon.useType === 1 ? 'red' : 'orange'}
      textColor={coupon.useType === 1 ? 'var(--mantine-color-red-9)' : '#9a3412'}
      data-testid="coupon-scope"
    >
      {scope}
    </PlainBadge>
  )
}
