/** Checkout writes: Buy now (O1), price recompute (O3), order creation (O4) and payment (PY2). */
import { mutationOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import type { ComputedPrice, PayType } from './queries'

export interface BuyNowInput {
  productId: number
  /** The SKU id (`productValue[key].id`). */
  skuId: number
  quantity: number
}

/** O1 with `buyNow`: one SKU and quantity; resolves the pre-order number. */
export const buyNowMutation = () =>
  mutationOptions({
    mutationKey: ['checkout', 'buy-now'],
    mutationFn: async (input: BuyNowInput) => {
      const data = await api.post<{ preOrderNo: string }>('/api/front/order/pre/order', {
        preOrderType: 'buyNow',
        orderDetails: [{ attrValueId: input.skuId, productId: input.productId, productNum: input.quantity }],
      })
      return data.preOrderNo
    },
  })

export interface PriceChoices {
  preOrderNo: string
  addressId: number | null
  couponIds: number[]
  isUseIntegral: boolean
}

/** O3: the server's figures for the chosen address, coupons and points. */
export const computePrice = (choices: PriceChoices) =>
  api.post<ComputedPrice>('/api/front/order/computed/price', {
    preOrderNo: choices.preOrderNo,
    ...(choices.addressId ? { addressId: choices.addressId } : {}),
    couponIds: choices.couponIds,
    isUseIntegral: choices.isUseIntegral,
  })

export interface CreateOrderInput extends PriceChoices {
  addressId: number
  payType: PayType
  mark: string
}

/** O4: resolves the master order number. */
export const createOrderMutation = () =>
  mutationOptions({
    mutationKey: ['checkout', 'create'],
    mutationFn: async (input: CreateOrderInput) => {
      const data = await api.post<{ orderNo: string }>('/api/front/order/create', {
        preOrderNo: input.preOrderNo,
        addressId: input.addressId,
        couponIds: input.couponIds,
        isUseIntegral: input.isUseIntegral,
        payType: input.payType,
        mark: input.mark,
        payChannel: 'pc',
      })
      return data.orderNo
    },
  })

export interface PaymentInput {
  orderNo: string
  payType: PayType
  payVoucher?: string
  payVoucherNote?: string
}

/** PY2. */
export const startPayment = (input: PaymentInput) =>
  api.post<{ stripeClientSecret?: string; redirect?: string }>('/api/front/pay/payment', {
    orderNo: input.orderNo,
    payType: input.payType,
    payChannel: 'pc',
    ...(input.payType === 'bank'
      ? { payVoucher: input.payVoucher ?? '', payVoucherNote: input.payVoucherNote ?? '' }
      : {}),
  })
