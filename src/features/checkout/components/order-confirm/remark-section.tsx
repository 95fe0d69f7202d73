/** The buyer's remark to the seller, with its length counter. */
import { useLingui } from '@lingui/react/macro'
import { REMARK_MAX_LENGTH } from '~/contract'
import type { CheckoutForm } from '../../use-order-confirm'
import { ConfirmSection } from './section'

export function RemarkSection({ form }: { form: CheckoutForm }) {
  const { t } = useLingui()
  return (
    <ConfirmSection title={t`Remark`}>
      <form.AppField name="mark">
        {(field) => (
          <field.TextareaField
            aria-label={t`Remark`}
            placeholder={t`Anything the seller should know (optional)`}
            rows={3}
            description={
              <span data-testid="remark-counter">
                {field.state.value.length}/{REMARK_MAX_LENGTH}
              </span>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="remark"
          />
        )}
      </form.AppField>
    </ConfirmSection>
  )
}
