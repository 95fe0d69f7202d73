/**
 * Modes 1 (phone + password) and 2 (e-mail + password, with "Forgot password?"). Enter submits.
 * On success the server has set the HttpOnly token cookie; `onSignedIn` decides where to go.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, TextInput } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { inputProps, submitForm } from '~/ui/form'
import { DEFAULT_COUNTRY, dialCodeOf, normalizePhone } from '~/lib/phone-countries'
import { emailLoginMutation, phoneLoginMutation } from '../mutations'
import { passwordLoginSchema } from '../schemas'
import { AgreementField, ModeLink, PasswordField, PhoneFields } from './fields'
import { useLoginMessages } from './messages'

export function PasswordLoginForm({
  mode,
  initialEmail = '',
  onForgot,
  onSignedIn,
}: {
  mode: 'email' | 'phone'
  initialEmail?: string
  onForgot: () => void
  onSignedIn: () => void | Promise<void>
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const emailLogin = useMutation(emailLoginMutation(queryClient))
  const phoneLogin = useMutation(phoneLoginMutation(queryClient))
  const messages = useLoginMessages()

  const form = useForm({
    defaultValues: { email: initialEmail, country: DEFAULT_COUNTRY as string, phone: '', password: '', agreement: false },
    validators: { onChange: passwordLoginSchema(mode, messages) },
    // Re-validate every field on each submit, not only the ones changed since the last attempt.
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      if (mode === 'email') await emailLogin.mutateAsync({ email: value.email.trim(), password: value.password })
      else
        await phoneLogin.mutateAsync({
          countryCode: `+${dialCodeOf(value.country)}`,
          phone: normalizePhone(value.phone),
          password: value.password,
        })
      await onSignedIn()
    },
  })

  return (
    <form
      noValidate
      onSubmit={submitForm(form)}
      data-testid={`${mode}-login-form`}
    >
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <Stack gap="sm">
            {mode === 'email' ? (
              <form.Field name="email">
                {(field) => <TextInput label={t`E-mail`} type="email" autoComplete="email" {...inputProps(field, submitted)} />}
              </form.Field>
            ) : (
              <form.Field name="country">
                {(country) => <form.Field name="phone">{(phone) => <PhoneFields country={country} phone={phone} submitted={submitted} />}</form.Field>}
              </form.Field>
            )}
            <form.Field name="password">{(field) => <PasswordField field={field} submitted={submitted} label={t`Password`} />}</form.Field>
            {mode === 'email' ? (
              <Group justify="flex-end" mt={-4}>
                <ModeLink onClick={onForgot} testId="forgot-password">
                  <Trans>Forgot password?</Trans>
                </ModeLink>
              </Group>
            ) : null}
            <form.Field name="agreement">{(field) => <AgreementField field={field} submitted={submitted} />}</form.Field>
            <Button type="submit" loading={emailLogin.isPending || phoneLogin.isPending} fullWidth size="md">
              <Trans>Sign in</Trans>
            </Button>
          </Stack>
        )}
      </form.Subscribe>
    </form>
  )
}
