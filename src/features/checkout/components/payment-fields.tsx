/**
 * The payment part of a form (the order confirm page and the "Pay" dialog of unpaid orders): the pay method list,
 * and for a bank transfer the account details, the proof image and the note. Controlled: the form owns the values.
 */
import { Loader } from '@mantine/core'
import { lazy, Suspense } from 'react'
import type { PayMethods } from '../queries'
import { isPayType } from '../queries'
import type { TextFieldProps } from './bank-transfer-fields'
import { PayMethodPicker } from './pay-method-picker'

/** The bank transfer part (with the image drop zone) loads when the shopper picks a bank transfer. */
const BankTransferFields = lazy(() => import('./bank-transfer-fields').then((m) => ({ default: m.BankTransferFields })))

export function PaymentFields(props: {
  methods: PayMethods
  payType: { value: string; onChange: (value: string) => void; error?: string }
  proof: TextFieldProps
  note: TextFieldProps
}) {
  const payType = isPayType(props.payType.value) ? props.payType.value : ''
  return (
    <>
      <PayMethodPicker methods={props.methods} value={payType} onChange={props.payType.onChange} error={props.payType.error} />
      {payType === 'bank' ? (
        <Suspense fallback={<Loader size="sm" />}>
          <BankTransferFields details={props.methods.bankTransfer} proof={props.proof} note={props.note} />
        </Suspense>
      ) : null}
    </>
  )
}
