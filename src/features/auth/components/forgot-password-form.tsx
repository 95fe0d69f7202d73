/**
 * Modes 4 and 5: the e-mail that receives a reset code (Next sends C5), then the code with the new password
 * twice (L12). On success the server's message is toasted and `onDone` returns to the e-mail sign-in.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useAppForm } from '~/ui/form'
import { toast } from '~/ui/toast'
import { resetPasswordMutation, sendCode } from '../mutations'
import { EMAIL_PATTERN, forgotPasswordSchema, resetPasswordSchema } from '../schemas'
import { Hint } from './fields'
import { ImageCaptchaField } from './image-captcha-field'
import { useLoginMessages } from './messages'

/** Mode 4. */
export function ForgotPasswordForm({
  initialEmail = '',
  onSent,
}: {
  initialEmail?: string
  onSent: (email: string, sentAt: number) => void
}) {
  const { t } = useLingui()
  const messages = useLoginMessages()
  const send = useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: sendCode.resetEmail })

  const form = useAppForm({
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
    <form.AppForm>
      <form.Form data-testid="forgot-password-form">
        <Stack gap="sm">
          <Hint>
            <Trans>Enter the e-mail of your account; we will send it a verification code.</Trans>
          </Hint>
          <form.AppField name="email">
            {(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="email" />}
          </form.AppField>
          <form.AppField name="agreement">{(field) => <field.AgreementField />}</form.AppField>
          <ImageCaptchaField />
          <form.SubmitButton fullWidth size="md">
            <Trans>Next</Trans>
          </form.SubmitButton>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

/** Mode 5. */
export function ResetPasswordForm({
  email,
  sentAt,
  onDone,
}: {
  email: string
  sentAt: number | null
  onDone: (email: string) => void
}) {
  const { t } = useLingui()
  const messages = useLoginMessages()
  const reset = useMutation(resetPasswordMutation())

  const form = useAppForm({
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
    <form.AppForm>
      <form.Form data-testid="reset-password-form">
        <Stack gap="sm">
          <form.AppField name="email">
            {(field) => <field.TextField label={t`E-mail`} type="email" readOnly variant="filled" />}
          </form.AppField>
          <form.AppField name="captcha">{(field) => <field.CodeField onSend={resend} sentAt={sentAt} />}</form.AppField>
          <form.AppField name="newPassword">
            {(field) => <field.PasswordField label={t`New password`} autoComplete="new-password" />}
          </form.AppField>
          <form.AppField name="passwordAgain">
            {(field) => <field.PasswordField label={t`Repeat the password`} autoComplete="new-password" />}
          </form.AppField>
          <form.AppField name="agreement">{(field) => <field.AgreementField />}</form.AppField>
          <ImageCaptchaField />
          <form.SubmitButton fullWidth size="md">
            <Trans>Change password</Trans>
          </form.SubmitButton>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
