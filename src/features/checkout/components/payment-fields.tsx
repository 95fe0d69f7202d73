/**
 * The payment part of a form (the order confirm page and the "Pay" dialog of unpaid orders): the pay method list,
 * and for a bank transfer the account details, the proof image and the note. Controlled: the form owns the values.
 */
import type { PayMethods } from '../queries'
import { isPayType } from '../queries'
import { BankTransferFields, type TextFieldProps } from './bank-transfer-fields'
import { PayMethodPicker } from './pay-method-picker'

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
      {payType === 'bank' ? <BankTransferFields details={props.methods.bankTransfer} proof={props.proof} note={props.note} /> : null}
    </>
  )
}
