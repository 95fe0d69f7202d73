/**
 * Sign in with a password: e-mail (mode 2) or phone (mode 1). Enter submits the current mode.
 * On success the server has set the HttpOnly token cookie; `onSignedIn` decides where to go.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Group, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { fieldError } from '~/ui/form'
import { emailLoginMutation, phoneLoginMutation } from '../mutations'
import { emailLoginSchema, type LoginMessages, phoneLoginSchema } from '../schemas'

export type PasswordMode = 'email' | 'phone'
export const DEFAULT_DIAL_CODE = '7'

export function LoginForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const { t } = useLingui()
  const [mode, setMode] = useState<PasswordMode>('email')
  const messages: LoginMessages = {
    emailEmpty: t`Please enter your e-mail`,
    correctEmail: t`Please enter a valid e-mail`,
    emptyPhone: t`Please enter your phone number`,
    emptyPassword: t`Please enter your password`,
    agreement: t`Please read and agree to the privacy agreement`,
  }
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        value={mode}
        onChange={(value) => setMode(value as PasswordMode)}
        data={[
          { value: 'email', label: t`E-mail` },
          { value: 'phone', label: t`Phone` },
        ]}
        aria-label={t`Sign-in method`}
      />
      {mode === 'email' ? (
        <EmailPasswordForm messages={messages} onSignedIn={onSignedIn} />
      ) : (
        <PhonePasswordForm messages={messages} onSignedIn={onSignedIn} />
      )}
    </Stack>
  )
}

function AgreementField(props: { checked: boolean; onChange: (value: boolean) => void; error?: string }) {
  return (
    <Checkbox
      checked={props.checked}
      onChange={(e) => props.onChange(e.currentTarget.checked)}
      error={props.error}
      label={<Trans>I have read and agree to the privacy agreement</Trans>}
      size="xs"
    />
  )
}

function EmailPasswordForm({ messages, onSignedIn }: { messages: LoginMessages; onSignedIn: () => void | Promise<void> }) {
  const { t } = useLingui()
  const login = useMutation(emailLoginMutation(useQueryClient()))
  const form = useForm({
    defaultValues: { email: '', password: '', agreement: false },
    validators: { onSubmit: emailLoginSchema(messages) },
    onSubmit: async ({ value }) => {
      await login.mutateAsync({ email: value.email.trim(), password: value.password })
      await onSignedIn()
    },
  })
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        form.handleSubmit().catch(() => undefined)
      }}
      data-testid="email-login-form"
    >
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <Stack gap="sm">
            <form.Field name="email">
              {(field) => (
                <TextInput
                  label={t`E-mail`}
                  type="email"
                  autoComplete="email"
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.currentTarget.value)}
                  onBlur={field.handleBlur}
                  error={fieldError(field.state.meta, submitted)}
                />
              )}
            </form.Field>
            <form.Field name="password">
              {(field) => (
                <PasswordInput
                  label={t`Password`}
                  autoComplete="current-password"
                  visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.currentTarget.value)}
                  onBlur={field.handleBlur}
                  error={fieldError(field.state.meta, submitted)}
                />
              )}
            </form.Field>
            <form.Field name="agreement">
              {(field) => (
                <AgreementField checked={field.state.value} onChange={field.handleChange} error={fieldError(field.state.meta, submitted)} />
              )}
            </form.Field>
            <Button type="submit" loading={login.isPending} fullWidth size="md">
              <Trans>Sign in</Trans>
            </Button>
          </Stack>
        )}
      </form.Subscribe>
    </form>
  )
}

function PhonePasswordForm({ messages, onSignedIn }: { messages: LoginMessages; onSignedIn: () => void | Promise<void> }) {
  const { t } = useLingui()
  const login = useMutation(phoneLoginMutation(useQueryClient()))
  const form = useForm({
    defaultValues: { countryCode: DEFAULT_DIAL_CODE, phone: '', password: '', agreement: false },
    validators: { onSubmit: phoneLoginSchema(messages) },
    onSubmit: async ({ value }) => {
      await login.mutateAsync({ countryCode: `+${value.countryCode}`, phone: value.phone.trim(), password: value.password })
      await onSignedIn()
    },
  })
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        form.handleSubmit().catch(() => undefined)
      }}
      data-testid="phone-login-form"
    >
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <Stack gap="sm">
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <form.Field name="countryCode">
                {(field) => (
                  <TextInput
                    label={t`Code`}
                    w={80}
                    leftSection="+"
                    value={field.state.value}
                    onChange={(e) => field.handleChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
                    inputMode="numeric"
                  />
                )}
              </form.Field>
              <form.Field name="phone">
                {(field) => (
                  <TextInput
                    style={{ flex: 1 }}
                    label={t`Phone`}
                    type="tel"
                    autoComplete="tel-national"
                    value={field.state.value}
                    onChange={(e) => field.handleChange(e.currentTarget.value)}
                    onBlur={field.handleBlur}
                    error={fieldError(field.state.meta, submitted)}
                  />
                )}
              </form.Field>
            </Group>
            <form.Field name="password">
              {(field) => (
                <PasswordInput
                  label={t`Password`}
                  autoComplete="current-password"
                  visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.currentTarget.value)}
                  onBlur={field.handleBlur}
                  error={fieldError(field.state.meta, submitted)}
                />
              )}
            </form.Field>
            <form.Field name="agreement">
              {(field) => (
                <AgreementField checked={field.state.value} onChange={field.handleChange} error={fieldError(field.state.meta, submitted)} />
              )}
            </form.Field>
            <Button type="submit" loading={login.isPending} fullWidth size="md">
              <Trans>Sign in</Trans>
            </Button>
          </Stack>
        )}
      </form.Subscribe>
    </form>
  )
}
