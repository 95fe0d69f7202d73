/** PY2 input. `payType` is checked by the service (so an empty or unknown value gets its own message). */
import * as v from 'valibot'
import { PAY_VOUCHER_NOTE_MAX_LENGTH } from '~/contract'

export const PaymentInput = v.object({
  orderNo: v.pipe(
    v.string(/*i18n*/ 'Order number is required'),
    v.trim(),
    v.nonEmpty(/*i18n*/ 'Order number is required'),
    v.maxLength(64, /*i18n*/ 'Order not found'),
  ),
  payType: v.optional(v.pipe(v.string(/*i18n*/ 'Please choose a payment method'), v.trim()), ''),
  payChannel: v.optional(v.nullable(v.string())),
  payVoucher: v.optional(
    v.nullable(v.pipe(v.string(/*i18n*/ 'The payment screenshot must be an image URL'), v.trim())),
  ),
  payVoucherNote: v.optional(
    v.nullable(
      v.pipe(
        v.string(/*i18n*/ 'The note must be text'),
        v.trim(),
        v.maxLength(PAY_VOUCHER_NOTE_MAX_LENGTH, /*i18n*/ 'The note must be at most {requirement} characters'),
      ),
    ),
  ),
})
export type PaymentInput = v.InferOutput<typeof PaymentInput>

/** An order number in a path (PY6). */

/** PY5: PayPal's return parameters `PayerID` and `token` (the PayPal order id). */
export const PaypalReturnInput = v.object({
  payerID: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(64))), ''),
  token: v.pipe(
    v.string(/*i18n*/ 'This PayPal payment was not found'),
    v.trim(),
    v.regex(/^[A-Za-z0-9-]{1,64}$/, /*i18n*/ 'This PayPal payment was not found'),
  ),
})
