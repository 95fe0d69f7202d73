/** One merchant's goods of the order: the items table, the shop's coupons, its shipping and coupon saving. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Table } from '@mantine/core'
import { lineTotal, toMoney } from '~/lib/money'
import { useFormatMoney } from '~/ui/currency'
import { ProductLine } from '~/ui/product-line'
import type { ComputedMerchant, OrderCoupon, PreOrderMerchant } from '../../queries'
import { CouponRow } from './coupon-row'
import { ConfirmSection } from './section'
import plain from '~/ui/plain.module.css'
import classes from './confirm.module.css'

export function MerchantSection(props: {
  merchant: PreOrderMerchant
  /** The server's figures for this merchant, once O3 answered. */
  computed: ComputedMerchant | undefined
  coupons: OrderCoupon[]
  chosenCouponId: number | undefined
  onToggleCoupon: (coupon: OrderCoupon) => void
}) {
  const { t } = useLingui()
  const formatMoney = useFormatMoney()
  const { merchant, computed } = props
  // A bare CRMEB backend gives freight for the whole order only ("" per shop): the summary shows it.
  const freight = computed?.freightFee ?? merchant.freightFee
  // The shop's packing fee and shipping insurance (extensions, decision 49).
  const packing = toMoney(computed ? computed.packingFee : merchant.packingFee)
  const insurance = toMoney(computed ? computed.insuranceFee : merchant.insuranceFee)
  return (
    <ConfirmSection title={merchant.merName} testId="merchant-group">
      <Table verticalSpacing="sm" data-testid="order-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Product</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Price</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Quantity</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Subtotal</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {merchant.orderInfoList.map((item) => (
            <Table.Tr key={`${item.productId}-${item.attrValueId}`} data-testid="order-item">
              <Table.Td>
                <ProductLine image={item.image} name={item.productName} sku={item.sku} productId={item.productId} />
              </Table.Td>
              <Table.Td ta="right">{formatMoney(item.price)}</Table.Td>
              <Table.Td ta="right">×{item.payNum}</Table.Td>
              <Table.Td ta="right">
                <p className={`${plain.text} ${plain.sm} ${plain.w600}`}>
                  {formatMoney(lineTotal(item.price, item.payNum))}
                </p>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {props.coupons.length > 0 ? (
        <CouponRow
          label={t`Shop coupons`}
          coupons={props.coupons}
          selectedId={props.chosenCouponId}
          onToggle={props.onToggleCoupon}
          eligibleTotal={merchant.proTotalFee}
          testId={`coupons-${merchant.merId}`}
        />
      ) : null}
      <div className={`${plain.group} ${plain.end} ${plain.gapLg} ${classes.merchantFees}`}>
        {freight !== '' ? (
          <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>
            <Trans>Shipping: {formatMoney(freight)}</Trans>
          </p>
        ) : null}
        {packing.gt(0) ? (
          <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`} data-testid={`packing-${merchant.merId}`}>
            <Trans>Packing fee: {formatMoney(packing)}</Trans>
          </p>
        ) : null}
        {insurance.gt(0) ? (
          <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`} data-testid={`insurance-${merchant.merId}`}>
            <Trans>Shipping insurance: {formatMoney(insurance)}</Trans>
          </p>
        ) : null}
        {computed && toMoney(computed.couponFee).gt(0) ? (
          <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>
            <Trans>Shop coupon: −{formatMoney(computed.couponFee)}</Trans>
          </p>
        ) : null}
      </div>
    </ConfirmSection>
  )
}
