/**
 * The payment part of a form (the order confirm page and the "Pay" dialog of unpaid orders): the pay method list,
 * and for a bank transfer the account details, the proof image and the note. A kit field (`~/ui/form`) bound to
 * `payType`; the proof and the note are its sibling fields `payVoucher` and `payVoucherNote`. It joins the kit in
 * `../form.ts`, because it needs the checkout's pay methods.
 */
import { useLingui } from '@lingui/react/macro'
import { Loader } from '@mantine/core'
import { type AnyFieldApi, useField } from '@tanstack/react-form'
import { lazy, Suspense } from 'react'
import { useFieldContext, useShownError } from '~/ui/form/lean'
import type { PayMethods } from '../queries'
import { isPayType } from '../queries'
import type { PaymentMessages } from '../schemas'
import { PayMethodPicker } from './pay-method-picker'

/** The bank transfer part (with the image drop zone) loads when the shopper picks a bank transfer. */
const BankTransferFields = lazy(() => import('./bank-transfer-fields').then((m) => ({ default: m.BankTransferFields })))

export function PaymentField({ methods }: { methods: PayMethods }) {
  const field = useFieldContext<string>()
  const error = useShownError(field)
  const payType = isPayType(field.state.value) ? field.state.value : ''
  return (
    <>
      <PayMethodPicker methods={methods} value={payType} onChange={field.handleChange} error={error} />
      {payType === 'bank' ? <BankTransfer payType={field} details={methods.bankTransfer} /> : null}
    </>
  )
}

function BankTransfer({ payType, details }: { payType: AnyFieldApi; details: PayMethods['bankTransfer'] }) {
  const proof = useTextField(payType, 'payVoucher')
  const note = useTextField(payType, 'payVoucherNote')
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <BankTransferFields details={details} proof={proof} note={note} />
    </Suspense>
  )
}

/** A sibling text field of the same form, wired for a controlled input. */
function useTextField(sibling: AnyFieldApi, name: string) {
  const field = useField({ form: sibling.form, name }) as AnyFieldApi
  const error = useShownError(field)
  return {
    value: field.state.value as string,
    onChange: (value: string) => field.handleChange(value),
    onBlur: field.handleBlur,
    error,
  }
}

/** The payment messages of docs/spec.md §5.23–§5.25 (#spec-5-23), translated for `paymentSchema` / `checkoutSchema`. */
export function usePaymentMessages(): PaymentMessages {
  const { t } = useLingui()
  return {
    payTypeEmpty: t`Please choose a payment method`,
    proofEmpty: t`Please upload the payment proof`,
    noteEmpty: t`Please enter a note for the transfer`,
    noteTooLong: t`The note must not be longer than 200 characters`,
  }
}
