/**
 * Adds the e-mail a phone-registered account lacks, or the phone an e-mail one lacks (extension, docs/api.md): the
 * new address, a code sent to it, then the code. The account can then sign in with it.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DEFAULT_COUNTRY, dialCodeOf, isValidPhone, normalizePhone } from '~/lib/phone-countries'
import { EMAIL_PATTERN } from '~/contract'
import { useAppForm } from '~/ui/form'
import { revealFieldError } from '~/ui/form/reveal-field-error'
import { toast } from '~/ui/toast'
import { addContactMutation, type NewContact, sendContactCode } from '../mutations'
import { addContactSchema } from '../schemas'

export function AddContactDialog({
  kind,
  opened,
  onClose,
}: {
  kind: 'email' | 'phone'
  opened: boolean
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={kind === 'email' ? t`Add an e-mail` : t`Add a phone number`}
      centered
      size="md"
    >
      {opened ? <AddContactForm kind={kind} onDone={onClose} /> : null}
    </Modal>
  )
}

function AddContactForm({ kind, onDone }: { kind: 'email' | 'phone'; onDone: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const add = useMutation(addContactMutation(queryClient))
  const schema = addContactSchema(kind, {
    emailEmpty: t`Please enter your e-mail`,
    correctEmail: t`Please enter a valid e-mail`,
    emptyPhone: t`Please enter your phone number`,
    invalidPhone: t`Please enter a valid phone number`,
    emptyCaptcha: t`Please enter the verification code`,
    correctCaptcha: t`The verification code may contain only letters and digits`,
  })
  const contactOf = (values: { email: string; country: string; phone: string }): NewContact =>
    kind === 'email'
      ? { kind, email: values.email.trim() }
      : { kind, countryCode: `+${dialCodeOf(values.country)}`, phone: normalizePhone(values.phone) }
  const form = useAppForm({
    defaultValues: { email: '', country: DEFAULT_COUNTRY as string, phone: '', captcha: '' },
    validators: { onChange: schema },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const { message } = await add.mutateAsync({ ...contactOf(value), captcha: value.captcha.trim() })
      toast.success(message || t`Saved`)
      onDone()
    },
  })
  // The code goes to the address being added: check it first and show its error instead of sending.
  const send = async () => {
    const values = form.state.values
    const valid =
      kind === 'email' ? EMAIL_PATTERN.test(values.email.trim()) : isValidPhone(values.phone, values.country)
    if (!valid) return revealFieldError(form, kind)
    try {
      return await sendContactCode(contactOf(values))
    } catch {
      return null
    }
  }

  return (
    <form.AppForm>
      <form.Form data-testid="add-contact-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {kind === 'email' ? (
              <Trans>
                We will send a code to the e-mail to check that it is yours. You can then sign in with it and your
                password.
              </Trans>
            ) : (
              <Trans>
                We will send a code to the phone to check that it is yours. You can then sign in with it and your
                password.
              </Trans>
            )}
          </Text>
          {kind === 'email' ? (
            <form.AppField name="email">
              {(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="email" />}
            </form.AppField>
          ) : (
            <form.AppField name="phone">{(field) => <field.PhoneField />}</form.AppField>
          )}
          <form.AppField name="captcha">{(field) => <field.CodeField onSend={send} />}</form.AppField>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
            <form.SubmitButton data-testid="add-contact-submit">
              {kind === 'email' ? <Trans>Add e-mail</Trans> : <Trans>Add phone</Trans>}
            </form.SubmitButton>
          </Group>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
