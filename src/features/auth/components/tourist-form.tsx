/** Mode 7: tourist entry (anonymous purchase) with an e-mail and a phone (L6), shown only when visitorOpen. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Stack, TextInput } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { inputProps, submitForm } from '~/ui/form'
import { DEFAULT_COUNTRY, dialCodeOf, normalizePhone } from '~/lib/phone-countries'
import { touristMutation } from '../mutations'
import { touristSchema } from '../schemas'
import { AgreementField, Hint, PhoneFields } from './fields'
import { useLoginMessages } from './messages'

export function TouristForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const enter = useMutation(touristMutation(queryClient))
  const messages = useLoginMessages()

  const form = useForm({
    defaultValues: { email: '', country: DEFAULT_COUNTRY as string, phone: '', agreement: false },
    validators: { onChange: touristSchema(messages) },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      await enter.mutateAsync({ countryCode: Number(dialCodeOf(value.country)), email: value.email.trim(), phone: normalizePhone(value.phone) })
      await onSignedIn()
    },
  })

  return (
    <form
      noValidate
      onSubmit={submitForm(form)}
      data-testid="tourist-form"
    >
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <Stack gap="sm">
            <Hint>
              <Trans>Buy without an account: we only need an e-mail and a phone to reach you about your order.</Trans>
            </Hint>
            <form.Field name="email">
              {(field) => <TextInput label={t`E-mail`} type="email" autoComplete="email" {...inputProps(field, submitted)} />}
            </form.Field>
            <form.Field name="country">
              {(country) => <form.Field name="phone">{(phone) => <PhoneFields country={country} phone={phone} submitted={submitted} />}</form.Field>}
            </form.Field>
            <form.Field name="agreement">{(field) => <AgreementField field={field} submitted={submitted} />}</form.Field>
            <Button type="submit" loading={enter.isPending} fullWidth size="md">
              <Trans>Continue as a tourist</Trans>
            </Button>
          </Stack>
        )}
      </form.Subscribe>
    </form>
  )
}
