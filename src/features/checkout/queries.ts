/**
 * Checkout reads (docs/api.md "Cart, checkout, orders and payment"): the pre-order (O2), the coupons that touch it
 * (CP2), the pay methods (PY1) and the payment result (PY6).
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { addressListQuery } from '~/features/addresses/queries'
import { api } from '~/lib/api'

/** The pay methods this storefront offers (front-api §4.7; PayPal, WeChat and UPI are never offered). */
export type PayType = 'stripe' | 'cod' | 'bank'
export const PAY_TYPES: readonly PayType[] = ['stripe', 'cod', 'bank']
export const isPayType = (value: unknown): value is PayType => (PAY_TYPES as readonly unknown[]).includes(value)

export interface PreOrderItem {
  productId: number
  attrValueId: number
  productName: string
  image: string
  sku: string
  price: string
  payNum: number
}

export interface PreOrderMerchant {
  merId: number
  merName: string
  proTotalFee: string
  freightFee: string
  orderInfoList: PreOrderItem[]
}

export interface PreOrder {
  preOrderNo: string
  preOrderType: 'buyNow' | 'shoppingCart'
  orderList: PreOrderMerchant[]
  proTotalFee: string
  freightFee: string
  couponFee: string
  deductionPrice: string
  payFee: string
  totalNum: number
  userIntegral: number
  integralDeductionSwitch: boolean
  integralRatio: string
  integralMaxRatio: string
  /** The user's default (or newest) address; null without any. */
  addressId: number | null
}

export type CouponDisabledReason = '' | 'min_price' | 'not_started' | 'no_products'

/** CP2: one owned coupon (`id` = user_coupons.id) that touches the pre-order. `merId` 0 = platform coupon. */
export interface OrderCoupon {
  id: number
  name: string
  merId: number
  merName: string
  useType: number
  money: string
  minPrice: string
  disabled: boolean
  disabledReason: CouponDisabledReason
  startTime: string
  endTime: string
}

export interface ComputedMerchant {
  merId: number
  proTotalFee: string
  freightFee: string
  couponFee: string
  platformCouponFee: string
  deductionPrice: string
  payFee: string
  couponId: number | null
}

/** O3: the server's figures for the current choices. */
export interface ComputedPrice {
  proTotalFee: string
  freightFee: string
  couponFee: string
  deductionPrice: string
  usedIntegral: number
  surplusIntegral: number
  payFee: string
  merchantList: ComputedMerchant[]
}

export interface BankTransferDetails {
  accountName: string
  bankName: string
  accountNumber: string
  swift: string
  instructions: string
}

/** PY1. */
export interface PayMethods {
  stripeStatus: boolean
  paypalStatus: boolean
  wechatPaySwitch: boolean
  codSwitch: boolean
  upiSwitch: boolean
  bankTransferSwitch: boolean
  bankTransfer: BankTransferDetails | null
}

export type PayStatus = 'unpaid' | 'awaiting_confirmation' | 'paid' | 'cod' | 'cancelled'

/** PY6. */
export interface PayResult {
  orderNo: string
  payStatus: PayStatus
  paid: boolean
  payType: string
  payPrice: string
  payTime: string | null
  createTime: string
  failureReason: string
}

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
      (await api.get<OrderCoupon[]>(`/api/front/coupons/order/${encodeURIComponent(preOrderNo)}`, { silent: true })) ?? [],
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
    type === 'stripe' ? methods.stripeStatus : type === 'cod' ? methods.codSwitch : methods.bankTransferSwitch,
  )
}

/** Default selection: the first enabled of stripe, cod, bank; '' when none is offered. */
export const defaultPayType = (methods: PayMethods | undefined): PayType | '' => enabledPayTypes(methods)[0] ?? ''

/**
 * The order confirm page's data: pre-order (O2), pay methods (PY1), coupons (CP2) and addresses (AD1). A missing or
 * expired pre-order is shown by the page (with a link to the cart), so nothing here rejects.
 */
export async function prefetchOrderConfirm(queryClient: QueryClient, preOrderNo: string) {
  if (!preOrderNo) return
  await Promise.allSettled([
    queryClient.ensureQueryData(preOrderQuery(preOrderNo)),
    queryClient.ensureQueryData(payMethodsQuery()),
    queryClient.ensureQueryData(orderCouponsQuery(preOrderNo)),
    queryClient.ensureQueryData(addressListQuery()),
  ])
}
