/**
 * Mode 6: register with the tabs E-mail (C4, then L4) and Phone (C6, then L5). The invite code of a share link
 * (kept in sessionStorage) goes along. A successful registration signs the user in.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Tabs } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { DEFAULT_COUNTRY, dialCodeOf, isValidPhone, normalizePhone, smsTo } from '~/lib/phone-countries'
import { useAppForm } from '~/ui/form'
import { revealFieldError } from '~/ui/form/reveal-field-error'
import { toast } from '~/ui/toast'
import { emailRegisterMutation, phoneRegisterMutation, sendCode } from '../mutations'
import { EMAIL_PATTERN, registerSchema } from '../schemas'
import { inviteCodeStore } from '../storage'
import { Hint } from './fields'
import { ImageCaptchaField } from './image-captcha-field'
import { useLoginMessages } from './messages'

type Channel = 'email' | 'phone'

export function RegisterForm({
  onSignedIn,
  inviteCode,
}: {
  onSignedIn: () => void | Promise<void>
  inviteCode?: string
}) {
  const { t } = useLingui()
  const [channel, setChannel] = useState<Channel>('email')
  return (
    <Stack gap="sm">
      <Tabs value={channel} onChange={(value) => value && setChannel(value as Channel)}>
        <Tabs.List grow aria-label={t`Register with`}>
          <Tabs.Tab value="email">{t`E-mail`}</Tabs.Tab>
          <Tabs.Tab value="phone">{t`Phone`}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <RegisterChannelForm key={channel} channel={channel} onSignedIn={onSignedIn} givenInviteCode={inviteCode} />
    </Stack>
  )
}

function RegisterChannelForm({
  channel,
  onSignedIn,
  givenInviteCode,
}: {
  channel: Channel
  onSignedIn: () => void | Promise<void>
  givenInviteCode?: string
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const messages = useLoginMessages()
  const byEmail = useMutation(emailRegisterMutation(queryClient))
  const byPhone = useMutation(phoneRegisterMutation(queryClient))
  const [inviteCode] = useState(() => givenInviteCode?.trim() || inviteCodeStore.get())

  const form = useAppForm({
    defaultValues: {
      email: '',
      country: DEFAULT_COUNTRY as string,
      phone: '',
      captcha: '',
      password: '',
      agreement: false,
    },
    validators: { onChange: registerSchema(channel, messages) },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const invite = inviteCode ? { inviteCode } : {}
      if (channel === 'email')
        await byEmail.mutateAsync({
          email: value.email.trim(),
          captcha: value.captcha.trim(),
          password: value.password,
          ...invite,
        })
      else
        await byPhone.mutateAsync({
          countryCode: `+${dialCodeOf(value.country)}`,
          phone: normalizePhone(value.phone),
          captcha: value.captcha.trim(),
          password: value.password,
          ...invite,
        })
      toast.success(t`Registration successful`)
      await onSignedIn()
    },
  })

  const send = async () => {
    const { email, country, phone } = form.state.values
    if (channel === 'email') {
      if (!EMAIL_PATTERN.test(email.trim())) return revealFieldError(form, 'email')
      return sendCode.registerEmail(email.trim())
    }
    if (!isValidPhone(phone, country)) return revealFieldError(form, 'phone')
    return sendCode.sms(smsTo(country, phone))
  }

  return (
    <form.AppForm>
      <form.Form data-testid={`register-${channel}-form`}>
        <Stack gap="sm">
          {channel === 'email' ? (
            <form.AppField name="email">
              {(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="email" />}
            </form.AppField>
          ) : (
            <form.AppField name="phone">{(field) => <field.PhoneField />}</form.AppField>
          )}
          <form.AppField name="captcha">{(field) => <field.CodeField onSend={send} />}</form.AppField>
          <form.AppField name="password">
            {(field) => <field.PasswordField label={t`Password`} autoComplete="new-password" />}
          </form.AppField>
          {inviteCode ? (
            <Hint>
              <Trans>Invite code: {inviteCode}</Trans>
            </Hint>
          ) : null}
          <form.AppField name="agreement">{(field) => <field.AgreementField />}</form.AppField>
          <ImageCaptchaField />
          <form.SubmitButton fullWidth size="md">
            <Trans>Register</Trans>
          </form.SubmitButton>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
