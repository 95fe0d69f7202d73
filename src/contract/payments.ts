/** Payment shapes (docs/api.md §4.7 (#ref-4-7), docs/api.md PY1, PY2, PY6). */
import type { OrderShownCurrency } from './currency'

/** The pay methods this storefront takes, in the order they are offered. WeChat Pay and UPI never are. */
export const PAY_TYPES = ['stripe', 'paypal', 'cod', 'bank'] as const
export type PayType = (typeof PAY_TYPES)[number]
export const isPayType = (value: unknown): value is PayType => (PAY_TYPES as readonly unknown[]).includes(value)

/** PY2: the note that goes with a bank-transfer proof. */
export const PAY_VOUCHER_NOTE_MAX_LENGTH = 200

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

/** A master order's payment state. */
export type PayStatus = 'unpaid' | 'awaiting_confirmation' | 'paid' | 'cod' | 'cancelled'

/** PY6. */
export interface PayResult {
  orderNo: string
  payStatus: PayStatus
  paid: boolean
  payType: string
  payPrice: string
  /** `yyyy-MM-dd HH:mm:ss`; "" before payment. */
  payTime: string
  createTime: string
  failureReason: string
  /** Extension (decision 34): the currency and rate the order kept at checkout; absent: convert at today's. */
  shownCurrency?: OrderShownCurrency
}

/** PY2's body; a bank transfer sends its proof (`payVoucher`, an uploaded image URL) and a note. */
export interface PaymentBody {
  orderNo: string
  payType?: string
  payChannel?: string | null
  payVoucher?: string | null
  payVoucherNote?: string | null
}

/** PY5's body: PayPal's return parameters `token` (the PayPal order id) and `PayerID`. */
export interface PaypalReturnBody {
  token: string
  payerID?: string | null
}
