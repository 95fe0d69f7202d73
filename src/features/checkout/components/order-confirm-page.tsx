/**
 * /order/order_confirm: the shipping address (the highlighted tile is the one submitted), the goods per merchant,
 * coupons (one per merchant plus one platform coupon) and points, the buyer remark and the pay method. Every change
 * of address, coupons or points asks the server (O3) and the summary shows its figures; the client never computes
 * the payable total. "Place order and pay" → confirmation → create (O4) → pay (PY2). A failed create keeps
 * everything the shopper entered. The rules live in `useOrderConfirm`; each section has its own file.
 */
import { Trans } from '@lingui/react/macro'
import { Center, Loader, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { addressListQuery } from '~/features/addresses/queries'
import { orderCouponsQuery, payMethodsQuery, preOrderQuery } from '../queries'
import { type OrderConfirmData, useOrderConfirm } from '../use-order-confirm'
import { AddressSection } from './order-confirm/address-section'
import { DiscountsSection } from './order-confirm/discounts-section'
import { MerchantSection } from './order-confirm/merchant-section'
import { OrderSummary } from './order-confirm/order-summary'
import { PaymentSection } from './order-confirm/payment-section'
import { PreOrderProblem } from './order-confirm/pre-order-problem'
import { RemarkSection } from './order-confirm/remark-section'
import { useOpenedOnce } from '~/ui/opened-once'
import { PageFrame } from '~/ui/page-frame'

// The dialogs (a new address, the last look before placing the order) load the first time one opens.
const AddAddressModal = lazy(() =>
  import('./order-confirm/add-address-modal').then((m) => ({ default: m.AddAddressModal })),
)
const PlaceOrderModal = lazy(() =>
  import('./order-confirm/place-order-modal').then((m) => ({ default: m.PlaceOrderModal })),
)

export function OrderConfirmPage({ preOrderNo }: { preOrderNo: string }) {
  const preOrder = useQuery({ ...preOrderQuery(preOrderNo), enabled: Boolean(preOrderNo) })
  const methods = useQuery(payMethodsQuery())
  const coupons = useQuery({ ...orderCouponsQuery(preOrderNo), enabled: Boolean(preOrderNo) })
  const addresses = useQuery(addressListQuery())

  if (!preOrderNo) return <PreOrderProblem />
  if (preOrder.isError) return <PreOrderProblem message={preOrder.error.message} />
  if (methods.isError || addresses.isError)
    return <PreOrderProblem message={(methods.error ?? addresses.error)?.message} />
  if (!preOrder.data || !methods.data || !addresses.data || coupons.isPending) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    )
  }
  return (
    <OrderConfirm
      preOrder={preOrder.data}
      methods={methods.data}
      coupons={coupons.data ?? []}
      addresses={addresses.data.list}
    />
  )
}

function OrderConfirm(props: OrderConfirmData) {
  const { preOrder } = props
  const confirm = useOrderConfirm(props)
  const { address, form, price } = confirm
  const addingLoaded = useOpenedOnce(address.adding)
  const placingLoaded = useOpenedOnce(confirm.confirming !== null)
  return (
    <PageFrame title={<Trans>Confirm your order</Trans>} maxWidth={1140} data-testid="order-confirm">
      <form.AppForm>
        <form.Form>
          <Stack gap="lg">
            <AddressSection
              addresses={props.addresses}
              addressId={address.addressId}
              missing={address.missing}
              onSelect={address.select}
              onAdd={address.openAdd}
            />
            {preOrder.orderList.map((merchant) => (
              <MerchantSection
                key={merchant.merId}
                merchant={merchant}
                computed={price.figures?.merchantList.find((m) => m.merId === merchant.merId)}
                coupons={props.coupons.filter((c) => c.merId === merchant.merId)}
                chosenCouponId={confirm.chosenCoupons[merchant.merId]}
                onToggleCoupon={confirm.toggleCoupon}
              />
            ))}
            <DiscountsSection
              platformCoupons={props.coupons.filter((c) => c.merId === 0)}
              chosenCouponId={confirm.chosenCoupons[0]}
              onToggleCoupon={confirm.toggleCoupon}
              eligibleTotal={preOrder.proTotalFee}
              points={confirm.points}
              userIntegral={preOrder.userIntegral}
            />
            <RemarkSection form={form} />
            <PaymentSection form={form} methods={props.methods} />
            <OrderSummary preOrder={preOrder} price={price} placing={confirm.placing} />
          </Stack>
        </form.Form>
      </form.AppForm>

      {addingLoaded ? (
        <Suspense fallback={null}>
          <AddAddressModal opened={address.adding} onSaved={address.saved} onClose={address.closeAdd} />
        </Suspense>
      ) : null}
      {placingLoaded ? (
        <Suspense fallback={null}>
          <PlaceOrderModal
            confirming={confirm.confirming}
            figures={price.figures}
            placing={confirm.placing}
            onCancel={confirm.cancelConfirm}
            onConfirm={confirm.placeOrder}
          />
        </Suspense>
      ) : null}
    </PageFrame>
  )
}
