/**
 * Checkout reads (docs/api.md "Cart, checkout, orders and payment"): the pre-order (O2), the coupons that touch it
 * (CP2), the pay methods (PY1) and the payment result (PY6).
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { addressListQuery } from '~/features/addresses/queries'
import { type OrderCoupon, PAY_TYPES, type PayMethods, type PayResult, type PayType, type PreOrder } from '~/contract'
import { api } from '~/lib/api'

/** The checkout and payment shapes (O2, CP2, O3, PY1, PY6) and the pay types, declared once in the wire contract. */
export {
  type BankTransferDetails,
  type ComputedMerchant,
  type ComputedPrice,
  isPayType,
  type OrderCoupon,
  type PayMethods,
  type PayResult,
  type PayType,
  type PreOrder,
  type PreOrderMerchant,
} from '~/contract'

/** Every checkout read's key; the order confirm page's price reads (O3) included. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  preOrder: (preOrderNo: string) => [...checkoutKeys.all, 'pre-order', preOrderNo] as const,
  /** Prefix of every pre-order's usable coupons (CP2): a newly received coupon shows up there. */
  coupons: () => [...checkoutKeys.all, 'coupons'] as const,
  orderCoupons: (preOrderNo: string) => [...checkoutKeys.coupons(), preOrderNo] as const,
  price: (preOrderNo: string, addressId: number | null, couponIds: number[], withPoints: boolean) =>
    [...checkoutKeys.all, 'price', preOrderNo, addressId, couponIds.join(','), withPoints] as const,
  payMethods: () => [...checkoutKeys.all, 'pay-methods'] as const,
  payResult: (orderNo: string) => [...checkoutKeys.all, 'pay-result', orderNo] as const,
}

export const preOrderQuery = (preOrderNo: string) =>
  queryOptions({
    queryKey: checkoutKeys.preOrder(preOrderNo),
    queryFn: () => api.get<PreOrder>(`/api/front/order/load/pre/${encodeURIComponent(preOrderNo)}`, { silent: true }),
    staleTime: 0,
  })

export const orderCouponsQuery = (preOrderNo: string) =>
  queryOptions({
    queryKey: checkoutKeys.orderCoupons(preOrderNo),
    queryFn: async () =>
      (await api.get<OrderCoupon[]>(`/api/front/coupons/order/${encodeURIComponent(preOrderNo)}`, { silent: true })) ??
      [],
    staleTime: 0,
  })

export const payMethodsQuery = () =>
  queryOptions({
    queryKey: checkoutKeys.payMethods(),
    queryFn: () => api.get<PayMethods>('/api/front/pay/method'),
    staleTime: 60_000,
  })

export const payResultQuery = (orderNo: string) =>
  queryOptions({
    queryKey: checkoutKeys.payResult(orderNo),
    queryFn: () => api.get<PayResult>(`/api/front/pay/result/${encodeURIComponent(orderNo)}`, { silent: true }),
    staleTime: 0,
  })

/** The pay types PY1 enables, in the order they are offered. */
export function enabledPayTypes(methods: PayMethods | undefined): PayType[] {
  if (!methods) return []
  return PAY_TYPES.filter((type) =>
    type === 'stripe'
      ? methods.stripeStatus
      : type === 'paypal'
        ? methods.paypalStatus
        : type === 'cod'
          ? methods.codSwitch
          : methods.bankTransferSwitch,
  )
}

/** Default selection: the first enabled of stripe, paypal, cod, bank; '' when none is offered. */
export const defaultPayType = (methods: PayMethods | undefined): PayType | '' => enabledPayTypes(methods)[0] ?? ''

/**
 * The order confirm page's data: pre-order (O2), pay methods (PY1), coupons (CP2) and addresses (AD1). A missing or
 * expired pre-order is shown by the page (with a link to the cart), so nothing here rejects.
 */
/** PY5: back from PayPal (its `token` and `PayerID`): capture and apply; PY6 then shows the outcome. */
export const confirmPaypalReturn = (token: string, payerID: string) =>
  api.post('/api/front/pay/paypal/success', { token, payerID }, { silent: true })

export async function prefetchOrderConfirm(queryClient: QueryClient, preOrderNo: string) {
  if (!preOrderNo) return
  await Promise.allSettled([
    queryClient.ensureQueryData(preOrderQuery(preOrderNo)),
    queryClient.ensureQueryData(payMethodsQuery()),
    queryClient.ensureQueryData(orderCouponsQuery(preOrderNo)),
    queryClient.ensureQueryData(addressListQuery()),
  ])
}
