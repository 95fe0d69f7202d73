/**
 * Sign in with a password: e-mail (mode 2) or phone (mode 1). Enter submits the current mode.
 * On success the server has set the HttpOnly token cookie; `onSignedIn` decides where to go.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Group, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { fieldError, inputProps } from '~/ui/form'
import { emailLoginMutation, phoneLoginMutation } from '../mutations'
import { type LoginMessages, passwordLoginSchema } from '../schemas'

export type PasswordMode = 'email' | 'phone'
export const DEFAULT_DIAL_CODE = '7'

export function LoginForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [mode, setMode] = useState<PasswordMode>('email')
  const emailLogin = useMutation(emailLoginMutation(queryClient))
  const phoneLogin = useMutation(phoneLoginMutation(queryClient))
  const messages: LoginMessages = {
    emailEmpty: t`Please enter your e-mail`,
    correctEmail: t`Please enter a valid e-mail`,
    emptyPhone: t`Please enter your phone number`,
    emptyPassword: t`Please enter your password`,
    agreement: t`Please read and agree to the privacy agreement`,
  }

  const form = useForm({
    defaultValues: { email: '', countryCode: DEFAULT_DIAL_CODE, phone: '', password: '', agreement: false },
    validators: { onChange: passwordLoginSchema(mode, messages) },
    // Re-validate every field on each submit, not only the ones changed since the last attempt.
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      if (mode === 'email') await emailLogin.mutateAsync({ email: value.email.trim(), password: value.password })
      else await phoneLogin.mutateAsync({ countryCode: `+${value.countryCode}`, phone: value.phone.trim(), password: value.password })
      await onSignedIn()
    },
  })

  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        value={mode}
        onChange={(value) => {
          setMode(value as PasswordMode)
          form.reset({ ...form.state.values, password: '' })
        }}
        data={[
          { value: 'email', label: t`E-mail` },
          { value: 'phone', label: t`Phone` },
        ]}
        aria-label={t`Sign-in method`}
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          form.handleSubmit().catch(() => undefined)
        }}
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
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  <form.Field name="countryCode">
                    {(field) => (
                      <TextInput
                        label={t`Code`}
                        w={80}
                        leftSection="+"
                        inputMode="numeric"
                        value={field.state.value}
                        onChange={(e) => field.handleChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
                      />
                    )}
                  </form.Field>
                  <form.Field name="phone">
                    {(field) => (
                      <TextInput style={{ flex: 1 }} label={t`Phone`} type="tel" autoComplete="tel-national" {...inputProps(field, submitted)} />
                    )}
                  </form.Field>
                </Group>
              )}
              <form.Field name="password">
                {(field) => (
                  <PasswordInput
                    label={t`Password`}
                    autoComplete="current-password"
                    visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
                    {...inputProps(field, submitted)}
                  />
                )}
              </form.Field>
              <form.Field name="agreement">
                {(field) => (
                  <Checkbox
                    checked={field.state.value}
                    onChange={(e) => field.handleChange(e.currentTarget.checked)}
                    error={fieldError(field.state.meta, submitted)}
                    label={<Trans>I have read and agree to the privacy agreement</Trans>}
                    size="xs"
                  />
                )}
              </form.Field>
              <Button type="submit" loading={emailLogin.isPending || phoneLogin.isPending} fullWidth size="md">
                <Trans>Sign in</Trans>
              </Button>
            </Stack>
          )}
        </form.Subscribe>
      </form>
    </Stack>
  )
}
