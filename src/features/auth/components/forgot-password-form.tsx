/**
 * Modes 4 and 5: the e-mail that receives a reset code (Next sends C5), then the code with the new password
 * twice (L12). On success the server's message is toasted and `onDone` returns to the e-mail sign-in.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Stack, TextInput } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { toast } from '~/ui/toast'
import { inputProps, submitForm } from '~/ui/form'
import { resetPasswordMutation, sendCode } from '../mutations'
import { EMAIL_PATTERN, forgotPasswordSchema, resetPasswordSchema } from '../schemas'
import { AgreementField, CodeField, Hint, PasswordField } from './fields'
import { useLoginMessages } from './messages'

/** Mode 4. */
export function ForgotPasswordForm({ initialEmail = '', onSent }: { initialEmail?: string; onSent: (email: string, sentAt: number) => void }) {
  const { t } = useLingui()
  const messages = useLoginMessages()
  const send = useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: sendCode.resetEmail })

  const form = useForm({
    defaultValues: { email: initialEmail, agreement: false },
    validators: { onChange: forgotPasswordSchema(messages) },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const email = value.email.trim()
      const message = await send.mutateAsync(email)
      if (message) toast.success(message)
      onSent(email, Date.now())
    },
  })

  return (
    <form
      noValidate
      onSubmit={submitForm(form)}
      data-testid="forgot-password-form"
    >
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <Stack gap="sm">
            <Hint>
              <Trans>Enter the e-mail of your account; we will send it a verification code.</Trans>
            </Hint>
            <form.Field name="email">
              {(field) => <TextInput label={t`E-mail`} type="email" autoComplete="email" {...inputProps(field, submitted)} />}
            </form.Field>
            <form.Field name="agreement">{(field) => <AgreementField field={field} submitted={submitted} />}</form.Field>
            <Button type="submit" loading={send.isPending} fullWidth size="md">
              <Trans>Next</Trans>
            </Button>
          </Stack>
        )}
      </form.Subscribe>
    </form>
  )
}

/** Mode 5. */
export function ResetPasswordForm({ email, sentAt, onDone }: { email: string; sentAt: number | null; onDone: (email: string) => void }) {
  const { t } = useLingui()
  const messages = useLoginMessages()
  const reset = useMutation(resetPasswordMutation())

  const form = useForm({
    defaultValues: { email, captcha: '', newPassword: '', passwordAgain: '', agreement: false },
    validators: { onChange: resetPasswordSchema(messages) },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const { message } = await reset.mutateAsync({
        email: value.email.trim(),
        captcha: value.captcha.trim(),
        newPassword: value.newPassword,
        passwordAgain: value.passwordAgain,
      })
      toast.success(message || t`Your password has been changed. Please sign in.`)
      onDone(value.email.trim())
    },
  })

  const resend = async () => {
    const current = form.state.values.email.trim()
    if (!EMAIL_PATTERN.test(current)) return null
    return sendCode.resetEmail(current)
  }

  return (
    <form
      noValidate
      onSubmit={submitForm(form)}
      data-testid="reset-password-form"
    >
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <Stack gap="sm">
            <form.Field name="email">
              {(field) => <TextInput label={t`E-mail`} type="email" readOnly variant="filled" {...inputProps(field, submitted)} />}
            </form.Field>
            <form.Field name="captcha">
              {(field) => <CodeField field={field} submitted={submitted} onSend={resend} sentAt={sentAt} />}
            </form.Field>
            <form.Field name="newPassword">
              {(field) => <PasswordField field={field} submitted={submitted} label={t`New password`} autoComplete="new-password" />}
            </form.Field>
            <form.Field name="passwordAgain">
              {(field) => <PasswordField field={field} submitted={submitted} label={t`Repeat the password`} autoComplete="new-password" />}
            </form.Field>
            <form.Field name="agreement">{(field) => <AgreementField field={field} submitted={submitted} />}</form.Field>
            <Button type="submit" loading={reset.isPending} fullWidth size="md">
              <Trans>Change password</Trans>
            </Button>
          </Stack>
        )}
      </form.Subscribe>
    </form>
  )
}
