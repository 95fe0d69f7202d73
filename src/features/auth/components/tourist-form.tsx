/** Mode 7: tourist entry (anonymous purchase) with an e-mail and a phone (L6), shown only when visitorOpen. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DEFAULT_COUNTRY, dialCodeOf, normalizePhone } from '~/lib/phone-countries'
import { useAppForm } from '~/ui/form'
import { touristMutation } from '../mutations'
import { touristSchema } from '../schemas'
import { Hint } from './fields'
import { useLoginMessages } from './messages'

export function TouristForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const enter = useMutation(touristMutation(queryClient))
  const messages = useLoginMessages()

  const form = useAppForm({
    defaultValues: { email: '', country: DEFAULT_COUNTRY as string, phone: '', agreement: false },
    validators: { onChange: touristSchema(messages) },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      await enter.mutateAsync({ countryCode: Number(dialCodeOf(value.country)), email: value.email.trim(), phone: normalizePhone(value.phone) })
      await onSignedIn()
    },
  })

  return (
    <form.AppForm>
      <form.Form data-testid="tourist-form">
        <Stack gap="sm">
          <Hint>
            <Trans>Buy without an account: we only need an e-mail and a phone to reach you about your order.</Trans>
          </Hint>
          <form.AppField name="email">{(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="email" />}</form.AppField>
          <form.AppField name="phone">{(field) => <field.PhoneField />}</form.AppField>
          <form.AppField name="agreement">{(field) => <field.AgreementField />}</form.AppField>
          <form.SubmitButton fullWidth size="md">
            <Trans>Continue as a tourist</Trans>
          </form.SubmitButton>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
