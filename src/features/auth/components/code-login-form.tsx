/** Mode 3: quick login with the phone and an SMS code (C6, then L3). */
import { Trans } from '@lingui/react/macro'
import { Button, Stack } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DEFAULT_COUNTRY, dialCodeOf, isValidPhone, normalizePhone } from '~/lib/phone-countries'
import { codeLoginMutation, sendCode } from '../mutations'
import { codeLoginSchema } from '../schemas'
import { AgreementField, CodeField, PhoneFields } from './fields'
import { useLoginMessages } from './messages'
import { submitForm } from '~/ui/form'

export function CodeLoginForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const queryClient = useQueryClient()
  const login = useMutation(codeLoginMutation(queryClient))
  const messages = useLoginMessages()

  const form = useForm({
    defaultValues: { country: DEFAULT_COUNTRY as string, phone: '', captcha: '', agreement: false },
    validators: { onChange: codeLoginSchema(messages) },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      await login.mutateAsync({ countryCode: `+${dialCodeOf(value.country)}`, phone: normalizePhone(value.phone), captcha: value.captcha.trim() })
      await onSignedIn()
    },
  })

  const sendSms = async () => {
    const { country, phone } = form.state.values
    if (!isValidPhone(phone, country)) {
      form.setFieldMeta('phone', (meta) => ({ ...meta, isBlurred: true, isTouched: true }))
      await form.validate('change')
      return null
    }
    return sendCode.sms(`+${dialCodeOf(country)}`, normalizePhone(phone))
  }

  return (
    <form
      noValidate
      onSubmit={submitForm(form)}
      data-testid="code-login-form"
    >
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <Stack gap="sm">
            <form.Field name="country">
              {(country) => <form.Field name="phone">{(phone) => <PhoneFields country={country} phone={phone} submitted={submitted} />}</form.Field>}
            </form.Field>
            <form.Field name="captcha">{(field) => <CodeField field={field} submitted={submitted} onSend={sendSms} />}</form.Field>
            <form.Field name="agreement">{(field) => <AgreementField field={field} submitted={submitted} />}</form.Field>
            <Button type="submit" loading={login.isPending} fullWidth size="md">
              <Trans>Sign in</Trans>
            </Button>
          </Stack>
        )}
      </form.Subscribe>
    </form>
  )
}
