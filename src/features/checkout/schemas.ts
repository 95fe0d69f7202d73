/** Checkout form rules (docs/spec.md §5.22–§5.26 (#spec-5-22)): a pay method must be chosen; bank transfer needs a
 * proof image and a note; the buyer remark stays under 150 characters. Messages arrive translated, so one schema serves
 * every locale. */
import * as v from 'valibot'
import { PAY_TYPES, PAY_VOUCHER_NOTE_MAX_LENGTH, REMARK_MAX_LENGTH } from '~/contract'

export interface PaymentFormValues {
  payType: string
  payVoucher: string
  payVoucherNote: string
}

export interface CheckoutFormValues extends PaymentFormValues {
  mark: string
}

export interface PaymentMessages {
  payTypeEmpty: string
  proofEmpty: string
  noteEmpty: string
  noteTooLong: string
}

export interface CheckoutMessages extends PaymentMessages {
  remarkTooLong: string
}

const payTypeField = (m: PaymentMessages) =>
  v.pipe(v.string(), v.nonEmpty(m.payTypeEmpty), v.picklist(PAY_TYPES, m.payTypeEmpty))

/** The "Pay" dialog of an unpaid order. */
export const paymentSchema = (m: PaymentMessages) =>
  v.pipe(
    v.object({
      payType: payTypeField(m),
      payVoucher: v.string(),
      payVoucherNote: v.pipe(v.string(), v.maxLength(PAY_VOUCHER_NOTE_MAX_LENGTH, m.noteTooLong)),
    }),
    v.forward(
      v.partialCheck(
        [['payType'], ['payVoucher']],
        (input) => input.payType !== 'bank' || input.payVoucher.trim() !== '',
        m.proofEmpty,
      ),
      ['payVoucher'],
    ),
    v.forward(
      v.partialCheck(
        [['payType'], ['payVoucherNote']],
        (input) => input.payType !== 'bank' || input.payVoucherNote.trim() !== '',
        m.noteEmpty,
      ),
      ['payVoucherNote'],
    ),
  )

/** The order confirm page: the payment rules plus the buyer remark. */
export const checkoutSchema = (m: CheckoutMessages) =>
  v.intersect([
    paymentSchema(m),
    v.object({ mark: v.pipe(v.string(), v.maxLength(REMARK_MAX_LENGTH, m.remarkTooLong)) }),
  ])
