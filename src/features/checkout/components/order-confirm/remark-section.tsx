/** The buyer's remark to the seller, with its length counter. */
import { useLingui } from '@lingui/react/macro'
import { Textarea } from '@mantine/core'
import { fieldError } from '~/ui/form'
import { REMARK_MAX_LENGTH } from '~/contract'
import type { CheckoutForm } from '../../use-order-confirm'
import { ConfirmSection } from './section'

export function RemarkSection({ form, submitted }: { form: CheckoutForm; submitted: boolean }) {
  const { t } = useLingui()
  return (
    <ConfirmSection title={t`Remark`}>
      <form.Field name="mark">
        {(field) => (
          <Textarea
            aria-label={t`Remark`}
            placeholder={t`Anything the seller should know (optional)`}
            rows={3}
            value={field.state.value}
            onChange={(event) => field.handleChange(event.currentTarget.value)}
            onBlur={field.handleBlur}
            error={fieldError(field.state.meta, submitted)}
            description={
              <span data-testid="remark-counter">
                {field.state.value.length}/{REMARK_MAX_LENGTH}
              </span>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="remark"
          />
        )}
      </form.Field>
    </ConfirmSection>
  )
}
