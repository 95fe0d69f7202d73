/** The platform coupons and the points offer (what switching points on would use and save, from the server). */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Stack, Switch } from '@mantine/core'
import { useFormatMoney } from '~/ui/currency'
import type { ComputedPrice, OrderCoupon } from '../../queries'
import { CouponRow } from './coupon-row'
import { ConfirmSection } from './section'

export function DiscountsSection(props: {
  platformCoupons: OrderCoupon[]
  chosenCouponId: number | undefined
  onToggleCoupon: (coupon: OrderCoupon) => void
  /** The goods total the platform coupons count. */
  eligibleTotal: string
  points: { offered: boolean; using: boolean; setUsing: (using: boolean) => void; preview: ComputedPrice | undefined }
  userIntegral: number
}) {
  const { t } = useLingui()
  const formatMoney = useFormatMoney()
  const { platformCoupons, points } = props
  const preview = points.preview
  if (platformCoupons.length === 0 && !points.offered) return null
  return (
    <ConfirmSection title={t`Discounts`} testId="discounts-section">
      <Stack gap="md">
        {platformCoupons.length > 0 ? (
          <CouponRow
            label={t`Platform coupons`}
            coupons={platformCoupons}
            selectedId={props.chosenCouponId}
            onToggle={props.onToggleCoupon}
            eligibleTotal={props.eligibleTotal}
            testId="coupons-platform"
          />
        ) : null}
        {points.offered ? (
          <Switch
            checked={points.using}
            onChange={(event) => points.setUsing(event.currentTarget.checked)}
            disabled={!preview || preview.usedIntegral === 0}
            data-testid="use-points"
            // As wide as the switch and its words: Mantine's switch is a label over its whole row, so a click in the
            // empty space to the right of the words would toggle the points.
            w="fit-content"
            label={
              preview ? (
                <Trans>
                  Use <Plural value={preview.usedIntegral} one="# point" other="# points" />, −
                  {formatMoney(preview.deductionPrice)}
                </Trans>
              ) : (
                <Trans>Use points</Trans>
              )
            }
            description={
              <Trans>
                Your balance: <Plural value={props.userIntegral} one="# point" other="# points" />
              </Trans>
            }
          />
        ) : null}
      </Stack>
    </ConfirmSection>
  )
}
