/** PY2 input. `payType` is checked by the service (so an empty or unknown value gets its own message). */
import * as v from 'valibot'
import { PAY_VOUCHER_NOTE_MAX_LENGTH } from '~/contract'

export const PaymentInput = v.object({
  orderNo: v.pipe(v.string('Order number is required'), v.trim(), v.nonEmpty('Order number is required'), v.maxLength(64, 'Order not found')),
  payType: v.optional(v.pipe(v.string('Please choose a payment method'), v.trim()), ''),
  payChannel: v.optional(v.nullable(v.string())),
  payVoucher: v.optional(v.nullable(v.pipe(v.string('The payment screenshot must be an image URL'), v.trim()))),
  payVoucherNote: v.optional(
    v.nullable(
      v.pipe(
        v.string('The note must be text'),
        v.trim(),
        v.maxLength(PAY_VOUCHER_NOTE_MAX_LENGTH, `The note must be at most ${PAY_VOUCHER_NOTE_MAX_LENGTH} characters`),
      ),
    ),
  ),
})
export type PaymentInput = v.InferOutput<typeof PaymentInput>

/** An order number in a path (PY6). */
export const OrderNoParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Order not found'))
