import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { OrderConfirmPage } from '~/features/checkout/components/order-confirm-page'
import { prefetchOrderConfirm } from '~/features/checkout/queries'

const OrderConfirmSearch = v.object({
  preOrderNo: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))), undefined),
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
