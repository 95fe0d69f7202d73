/** /users/user_info: avatar, nickname (required), e-mail and phone, password change, save, log out. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLogout } from '~/features/auth'
import { inputProps, submitForm } from '~/ui/form'
import { toast } from '~/ui/toast'
import { updateProfileMutation } from '../mutations'
import { type CurrentUser, currentUserQuery } from '../queries'
import { profileSchema } from '../schemas'
import { AvatarUpload } from './avatar-upload'
import { PasswordDialog } from './password-dialog'
import { PageFrame } from '~/ui/page-frame'

export function ProfilePage() {
  const { data: user } = useSuspenseQuery(currentUserQuery())
  if (!user) return null
  return <ProfileSettings user={user} />
}

export function ProfileSettings({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [passwordOpen, setPasswordOpen] = useState(false)
  const save = useMutation(updateProfileMutation(queryClient))
  const logout = useLogout()
  const form = useForm({
    defaultValues: { nickname: user.nickname },
    validators: { onChange: profileSchema({ nicknameEmpty: t`Nickname cannot be empty`, nicknameTooLong: t`Nickname is too long` }) },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const { message } = await save.mutateAsync({ avatar: user.avatar, nickname: value.nickname.trim() })
      toast.success(message || t`Saved`)
    },
  })

  return (
    <PageFrame title={<Trans>Account settings</Trans>} card>
      <AvatarUpload user={user} />
      <Divider />
      <form
        noValidate
        onSubmit={submitForm(form)}
        data-testid="profile-form"
      >
        <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
          {(submitted) => (
            <Stack gap="md" maw={480}>
              <form.Field name="nickname">
                {(field) => <TextInput label={t`Nickname`} autoComplete="nickname" maxLength={32} {...inputProps(field, submitted)} />}
              </form.Field>
              <ReadOnlyLine label={t`E-mail`} value={user.email} />
              <ReadOnlyLine label={t`Phone`} value={user.phone ? `${user.countryCode} ${user.phone}`.trim() : ''} />
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    <Trans>Password</Trans>
                  </Text>
                  <Text size="sm" c="dimmed">
                    ••••••••
                  </Text>
                </Stack>
                <Button variant="light" onClick={() => setPasswordOpen(true)} data-testid="change-password">
                  <Trans>Change password</Trans>
                </Button>
              </Group>
              <Group mt="sm">
                <Button type="submit" loading={save.isPending} data-testid="save-profile">
                  <Trans>Save</Trans>
                </Button>
                <Button variant="default" color="red" loading={logout.isPending} onClick={() => logout.mutate()} data-testid="profile-logout">
                  <Trans>Log out</Trans>
                </Button>
              </Group>
            </Stack>
          )}
        </form.Subscribe>
      </form>
      <PasswordDialog user={user} opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </PageFrame>
  )
}

function ReadOnlyLine({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="sm" c={value ? undefined : 'dimmed'}>
        {value || <Trans>Not set</Trans>}
      </Text>
    </Stack>
  )
}
