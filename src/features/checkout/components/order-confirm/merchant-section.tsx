/** One merchant's goods of the order: the items table, the shop's coupons, its shipping and coupon saving. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Table, Text } from '@mantine/core'
import { lineTotal, toMoney } from '~/lib/money'
import { useFormatMoney } from '~/ui/currency'
import { ProductLine } from '~/ui/product-line'
import type { ComputedMerchant, OrderCoupon, PreOrderMerchant } from '../../queries'
import { CouponRow } from './coupon-row'
import { ConfirmSection } from './section'

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
                <Text fw={600} size="sm">
                  {formatMoney(lineTotal(item.price, item.payNum))}
                </Text>
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
      <Group justify="flex-end" gap="lg" mt="sm">
        {freight !== '' ? (
          <Text size="sm" c="dimmed">
            <Trans>Shipping: {formatMoney(freight)}</Trans>
          </Text>
        ) : null}
        {packing.gt(0) ? (
          <Text size="sm" c="dimmed" data-testid={`packing-${merchant.merId}`}>
            <Trans>Packing fee: {formatMoney(packing)}</Trans>
          </Text>
        ) : null}
        {insurance.gt(0) ? (
          <Text size="sm" c="dimmed" data-testid={`insurance-${merchant.merId}`}>
            <Trans>Shipping insurance: {formatMoney(insurance)}</Trans>
          </Text>
        ) : null}
        {computed && toMoney(computed.couponFee).gt(0) ? (
          <Text size="sm" c="dimmed">
            <Trans>Shop coupon: −{formatMoney(computed.couponFee)}</Trans>
          </Text>
        ) : null}
      </Group>
    </ConfirmSection>
  )
}
