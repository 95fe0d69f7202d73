/**
 * Mode 7: tourist entry (anonymous purchase) with an e-mail and a phone (L6), shown only when visitorOpen. An e-mail
 * used for a tourist purchase before opens that account's orders only with the code the server mails to it: the
 * form then asks for the code (its button sends it again) and submits once more.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { DEFAULT_COUNTRY, dialCodeOf, normalizePhone } from '~/lib/phone-countries'
import { useAppForm } from '~/ui/form'
import { toast } from '~/ui/toast'
import { type TouristInput, touristMutation } from '../mutations'
import { EMAIL_PATTERN, touristSchema } from '../schemas'
import { Hint } from './fields'
import { useLoginMessages } from './messages'

export function TouristForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const enter = useMutation(touristMutation(queryClient))
  const messages = useLoginMessages()
  /** When the code for this e-mail was mailed (the code step is on), else null. */
  const [codeSentAt, setCodeSentAt] = useState<number | null>(null)

  const inputOf = (value: { email: string; country: string; phone: string }, captcha?: string): TouristInput => ({
    countryCode: Number(dialCodeOf(value.country)),
    email: value.email.trim(),
    phone: normalizePhone(value.phone),
    ...(captcha ? { captcha } : {}),
  })

  const form = useAppForm({
    defaultValues: { email: '', country: DEFAULT_COUNTRY as string, phone: '', captcha: '', agreement: false },
    validators: { onChange: touristSchema(messages, codeSentAt !== null) },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const result = await enter.mutateAsync(inputOf(value, codeSentAt !== null ? value.captcha.trim() : undefined))
      if (result.codeRequired) {
        toast.success(result.message)
        setCodeSentAt(Date.now())
        return
      }
      await onSignedIn()
    },
  })

  /** The code button: asks again without a code, which mails a new one (the server keeps the 60 s rule). */
  const resend = async () => {
    const value = form.state.values
    if (!EMAIL_PATTERN.test(value.email.trim())) return null
    return (await enter.mutateAsync(inputOf(value))).message
  }

  return (
    <form.AppForm>
      <form.Form data-testid="tourist-form">
        <Stack gap="sm">
          <Hint>
            <Trans>Buy without an account: we only need an e-mail and a phone to reach you about your order.</Trans>
          </Hint>
          <form.AppField name="email">
            {(field) => (
              <field.TextField label={t`E-mail`} type="email" autoComplete="email" readOnly={codeSentAt !== null} />
            )}
          </form.AppField>
          <form.AppField name="phone">{(field) => <field.PhoneField />}</form.AppField>
          {codeSentAt !== null ? (
            <form.AppField name="captcha">
              {(field) => <field.CodeField onSend={resend} sentAt={codeSentAt} />}
            </form.AppField>
          ) : null}
          <form.AppField name="agreement">{(field) => <field.AgreementField />}</form.AppField>
          <form.SubmitButton fullWidth size="md">
            <Trans>Continue as a tourist</Trans>
          </form.SubmitButton>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
