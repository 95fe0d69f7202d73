/** Change the password with a code sent to the user's own phone or e-mail (C1/C2, then U4/U5). */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { inputProps, submitForm } from '~/ui/form'
import { toast } from '~/ui/toast'
import { changePasswordMutation, passwordChannel, sendPasswordCodeMutation } from '../mutations'
import type { CurrentUser } from '../queries'
import { passwordChangeSchema } from '../schemas'
import { CodeButton } from '~/ui/code-button'

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
  const schema = passwordChangeSchema({
    emptyCaptcha: t`Please enter the verification code`,
    correctCaptcha: t`The verification code may contain only letters and digits`,
    emptyPassword: t`Please enter a new password`,
    againPassword: t`Please enter the password again`,
    diffPassword: t`The two passwords do not match`,
  })
  const form = useForm({
    defaultValues: { captcha: '', newPassword: '', passwordAgain: '' },
    validators: { onChange: schema },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const { message } = await change.mutateAsync({ channel, captcha: value.captcha.trim(), newPassword: value.newPassword, passwordAgain: value.passwordAgain })
      toast.success(message || t`Password changed`)
      onDone()
    },
  })
  const destination = channel === 'phone' ? `${user.countryCode} ${user.phone}`.trim() : user.email

  return (
    <form
      noValidate
      onSubmit={submitForm(form)}
      data-testid="password-form"
    >
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {channel === 'phone' ? (
                <Trans>A verification code will be sent to your phone {destination}.</Trans>
              ) : (
                <Trans>A verification code will be sent to your e-mail {destination}.</Trans>
              )}
            </Text>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <form.Field name="captcha">
                {(field) => (
                  <TextInput style={{ flex: 1 }} label={t`Verification code`} autoComplete="one-time-code" {...inputProps(field, submitted)} />
                )}
              </form.Field>
              <CodeButton
                mt={25}
                send={async () => {
                  try {
                    const { message } = await sendCode.mutateAsync(channel)
                    toast.success(message || t`The code has been sent`)
                    return true
                  } catch {
                    return false
                  }
                }}
              />
            </Group>
            <form.Field name="newPassword">
              {(field) => (
                <PasswordInput
                  label={t`New password`}
                  autoComplete="new-password"
                  visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
                  {...inputProps(field, submitted)}
                />
              )}
            </form.Field>
            <form.Field name="passwordAgain">
              {(field) => (
                <PasswordInput
                  label={t`Repeat the new password`}
                  autoComplete="new-password"
                  visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
                  {...inputProps(field, submitted)}
                />
              )}
            </form.Field>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onDone}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={change.isPending}>
                <Trans>Change password</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </form.Subscribe>
    </form>
  )
}
