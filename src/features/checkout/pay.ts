/**
 * The pay flow shared by the order confirm page and "Pay" on unpaid orders: PY2, then (docs/api.md §4.7 (#ref-4-7)) Stripe goes
 * to the card screen with the PaymentIntent's client secret; PayPal follows the approval URL (`redirect`); cash on delivery and bank transfer go to the payment
 * result page (instead of the original client's order list).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ApiError } from '~/lib/api'
import { to } from '~/lib/links'
import { type PaymentInput, startPayment } from './mutations'
import { checkoutKeys, type PayType } from './queries'

export type { PayType }

export function usePayOrder() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationKey: ['checkout', 'pay'],
    mutationFn: async (input: PaymentInput) => {
      const result = await startPayment(input)
      // Whatever the method, the order's state changed: the result page must not show a cached answer.
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.payResult(input.orderNo) })
      if (input.payType === 'stripe') {
        const clientSecret = result?.stripeClientSecret
        if (!clientSecret) throw new ApiError(500, '', '/api/front/pay/payment')
        await navigate(to.stripePayment({ clientSecret, orderNo: input.orderNo }))
        return
      }
      if (input.payType === 'paypal') {
        // PayPal's approval page: a document load out of the app; PayPal sends the shopper back to the result page.
        if (!result?.redirect) throw new ApiError(500, '', '/api/front/pay/payment')
        window.location.assign(result.redirect)
        return
      }
      await navigate(to.paymentResult(input.orderNo))
    },
  })
  return {
    pay: (input: { orderNo: string; payType: PayType; payVoucher?: string; payVoucherNote?: string }) =>
      mutation.mutateAsync(input),
    isPending: mutation.isPending,
  }
}
