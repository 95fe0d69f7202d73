/** Change the password with a code sent to the user's own phone or e-mail (C1/C2, then U4/U5). */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useAppForm } from '~/ui/form'
import { toast } from '~/ui/toast'
import { changePasswordMutation, passwordChannel, sendPasswordCodeMutation } from '../mutations'
import type { CurrentUser } from '../queries'
import { passwordChangeSchema } from '../schemas'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/contract'

export function PasswordDialog({ user, opened, onClose }: { user: CurrentUser; opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Modal opened={opened} onClose={onClose} title={t`Change password`} centered size="md">
      {opened ? <PasswordForm user={user} onDone={onClose} /> : null}
    </Modal>
  )
}

function PasswordForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const { t } = useLingui()
  const channel = passwordChannel(user)
  const sendCode = useMutation(sendPasswordCodeMutation())
  const change = useMutation(changePasswordMutation())
  const min = PASSWORD_MIN_LENGTH
  const max = PASSWORD_MAX_LENGTH
  const schema = passwordChangeSchema({
    emptyCaptcha: t`Please enter the verification code`,
    correctCaptcha: t`The verification code may contain only letters and digits`,
    emptyPassword: t`Please enter a new password`,
    weakPassword: t`The password must be ${min} to ${max} characters long and contain a letter and a digit`,
    againPassword: t`Please enter the password again`,
    diffPassword: t`The two passwords do not match`,
  })
  const form = useAppForm({
    defaultValues: { captcha: '', newPassword: '', passwordAgain: '' },
    validators: { onChange: schema },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const { message } = await change.mutateAsync({
        channel,
        captcha: value.captcha.trim(),
        newPassword: value.newPassword,
        passwordAgain: value.passwordAgain,
      })
      toast.success(message || t`Password changed`)
      onDone()
    },
  })
  const send = async () => {
    try {
      const { message } = await sendCode.mutateAsync(channel)
      return message || t`The code has been sent`
    } catch {
      return null
    }
  }
  const destination = channel === 'phone' ? `${user.countryCode} ${user.phone}`.trim() : user.email

  return (
    <form.AppForm>
      <form.Form data-testid="password-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {channel === 'phone' ? (
              <Trans>A verification code will be sent to your phone {destination}.</Trans>
            ) : (
              <Trans>A verification code will be sent to your e-mail {destination}.</Trans>
            )}
          </Text>
          <form.AppField name="captcha">{(field) => <field.CodeField onSend={send} />}</form.AppField>
          <form.AppField name="newPassword">
            {(field) => <field.PasswordField label={t`New password`} autoComplete="new-password" />}
          </form.AppField>
          <form.AppField name="passwordAgain">
            {(field) => <field.PasswordField label={t`Repeat the new password`} autoComplete="new-password" />}
          </form.AppField>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
            <form.SubmitButton>
              <Trans>Change password</Trans>
            </form.SubmitButton>
          </Group>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
