/**
 * Modes 1 (phone + password) and 2 (e-mail + password, with "Forgot password?"). Enter submits.
 * On success the server has set the HttpOnly token cookie; `onSignedIn` decides where to go.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DEFAULT_COUNTRY, dialCodeOf, normalizePhone } from '~/lib/phone-countries'
import { useAppForm } from '~/ui/form'
import { emailLoginMutation, phoneLoginMutation } from '../mutations'
import { passwordLoginSchema } from '../schemas'
import { ModeLink } from './fields'
import { ImageCaptchaField } from './image-captcha-field'
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

  const form = useAppForm({
    defaultValues: {
      email: initialEmail,
      country: DEFAULT_COUNTRY as string,
      phone: '',
      password: '',
      agreement: false,
    },
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
    <form.AppForm>
      <form.Form data-testid={`${mode}-login-form`}>
        <Stack gap="sm">
          {mode === 'email' ? (
            <form.AppField name="email">
              {(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="email" />}
            </form.AppField>
          ) : (
            <form.AppField name="phone">{(field) => <field.PhoneField />}</form.AppField>
          )}
          <form.AppField name="password">{(field) => <field.PasswordField label={t`Password`} />}</form.AppField>
          {mode === 'email' ? (
            <Group justify="flex-end" mt={-4}>
              <ModeLink onClick={onForgot} testId="forgot-password">
                <Trans>Forgot password?</Trans>
              </ModeLink>
            </Group>
          ) : null}
          <form.AppField name="agreement">{(field) => <field.AgreementField />}</form.AppField>
          <ImageCaptchaField />
          <form.SubmitButton fullWidth size="md">
            <Trans>Sign in</Trans>
          </form.SubmitButton>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
