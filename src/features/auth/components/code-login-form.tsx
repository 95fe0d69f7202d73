/** Mode 3: quick login with the phone and an SMS code (C6, then L3). */
import { Trans } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DEFAULT_COUNTRY, dialCodeOf, isValidPhone, normalizePhone, smsTo } from '~/lib/phone-countries'
import { useAppForm } from '~/ui/form'
import { revealFieldError } from '~/ui/form/reveal-field-error'
import { codeLoginMutation, sendCode } from '../mutations'
import { codeLoginSchema } from '../schemas'
import { ImageCaptchaField } from './image-captcha-field'
import { useLoginMessages } from './messages'

export function CodeLoginForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const queryClient = useQueryClient()
  const login = useMutation(codeLoginMutation(queryClient))
  const messages = useLoginMessages()

  const form = useAppForm({
    defaultValues: { country: DEFAULT_COUNTRY as string, phone: '', captcha: '', agreement: false },
    validators: { onChange: codeLoginSchema(messages) },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      await login.mutateAsync({
        countryCode: `+${dialCodeOf(value.country)}`,
        phone: normalizePhone(value.phone),
        captcha: value.captcha.trim(),
      })
      await onSignedIn()
    },
  })

  const sendSms = async () => {
    const { country, phone } = form.state.values
    if (!isValidPhone(phone, country)) return revealFieldError(form, 'phone')
    return sendCode.sms(smsTo(country, phone))
  }

  return (
    <form.AppForm>
      <form.Form data-testid="code-login-form">
        <Stack gap="sm">
          <form.AppField name="phone">{(field) => <field.PhoneField />}</form.AppField>
          <form.AppField name="captcha">{(field) => <field.CodeField onSend={sendSms} />}</form.AppField>
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
