/** The pay method, and for a bank transfer the proof and the note, bound to the checkout form. */
import { useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import type { PayMethods } from '../../queries'
import type { CheckoutForm } from '../../use-order-confirm'
import { ConfirmSection } from './section'

export function PaymentSection({ form, methods }: { form: CheckoutForm; methods: PayMethods }) {
  const { t } = useLingui()
  return (
    <ConfirmSection title={t`Payment`} testId="payment-section">
      <Stack gap="md">
        <form.AppField name="payType">{(field) => <field.PaymentField methods={methods} />}</form.AppField>
      </Stack>
    </ConfirmSection>
  )
}
