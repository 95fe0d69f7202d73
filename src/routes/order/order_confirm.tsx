import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { codeParam } from '~/lib/search-params'
import { OrderConfirmPage } from '~/features/checkout/components/order-confirm-page'
import { prefetchOrderConfirm } from '~/features/checkout/queries'

const OrderConfirmSearch = v.object({
  preOrderNo: codeParam({ max: 2000 }),
})

export const Route = createFileRoute('/order/order_confirm')({
  validateSearch: OrderConfirmSearch,
  loaderDeps: ({ search }) => ({ preOrderNo: search.preOrderNo ?? '' }),
  loader: ({ context: { queryClient }, deps }) => prefetchOrderConfirm(queryClient, deps.preOrderNo),
  component: OrderConfirmRoute,
})

function OrderConfirmRoute() {
  const { preOrderNo } = Route.useLoaderDeps()
  return <OrderConfirmPage key={preOrderNo} preOrderNo={preOrderNo} />
}
