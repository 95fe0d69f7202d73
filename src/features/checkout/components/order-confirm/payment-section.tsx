/** The pay method, and for a bank transfer the proof and the note, bound to the checkout form. */
import { useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { valueProps } from '~/ui/form'
import type { PayMethods } from '../../queries'
import type { CheckoutForm } from '../../use-order-confirm'
import { PaymentFields } from '../payment-fields'
import { ConfirmSection } from './section'

export function PaymentSection(props: { form: CheckoutForm; submitted: boolean; methods: PayMethods }) {
  const { t } = useLingui()
  const { form, submitted } = props
  return (
    <ConfirmSection title={t`Payment`}>
      <Stack gap="md">
        <form.Field name="payType">
          {(payType) => (
            <form.Field name="payVoucher">
              {(proof) => (
                <form.Field name="payVoucherNote">
                  {(note) => (
                    <PaymentFields
                      methods={props.methods}
                      payType={valueProps(payType, submitted)}
                      proof={valueProps(proof, submitted)}
                      note={valueProps(note, submitted)}
                    />
                  )}
                </form.Field>
              )}
            </form.Field>
          )}
        </form.Field>
      </Stack>
    </ConfirmSection>
  )
}
