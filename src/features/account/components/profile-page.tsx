/**
 * /users/user_info: avatar, nickname (required), full name (optional), e-mail and phone, password change, save, log out. The log-out
 * button is the auth feature's, passed in by the route (auth sits above account: it resets the account's caches).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Divider, Group, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useAppForm } from '~/ui/form'
import { toast } from '~/ui/toast'
import { updateProfileMutation } from '../mutations'
import { type CurrentUser, currentUserQuery } from '../queries'
import { profileSchema } from '../schemas'
import { AddContactDialog } from './add-contact-dialog'
import { AvatarUpload } from './avatar-upload'
import { PasswordDialog } from './password-dialog'
import { PageFrame } from '~/ui/page-frame'
import { NAME_MAX_LENGTH, NICKNAME_MAX_LENGTH } from '~/contract'

export function ProfilePage({ logoutButton }: { logoutButton?: ReactNode }) {
  const { data: user } = useSuspenseQuery(currentUserQuery())
  if (!user) return null
  return <ProfileSettings user={user} logoutButton={logoutButton} />
}

export function ProfileSettings({ user, logoutButton }: { user: CurrentUser; logoutButton?: ReactNode }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [passwordOpen, setPasswordOpen] = useState(false)
  const [adding, setAdding] = useState<'email' | 'phone' | null>(null)
  const save = useMutation(updateProfileMutation(queryClient))
  const form = useAppForm({
    defaultValues: { nickname: user.nickname, name: user.name },
    validators: {
      onChange: profileSchema({
        nicknameEmpty: t`Nickname cannot be empty`,
        nicknameTooLong: t`Nickname is too long`,
        nameTooLong: t`Name is too long`,
      }),
    },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const { message } = await save.mutateAsync({
        avatar: user.avatar,
        nickname: value.nickname.trim(),
        name: value.name.trim(),
      })
      toast.success(message || t`Saved`)
    },
  })

  return (
    <PageFrame title={<Trans>Account settings</Trans>} card>
      <AvatarUpload user={user} />
      <Divider />
      <form.AppForm>
        <form.Form data-testid="profile-form">
          <Stack gap="md" maw={480}>
            <form.AppField name="nickname">
              {(field) => (
                <field.TextField label={t`Nickname`} autoComplete="nickname" maxLength={NICKNAME_MAX_LENGTH} />
              )}
            </form.AppField>
            <form.AppField name="name">
              {(field) => (
                <field.TextField
                  label={t`Full name`}
                  description={t`Optional; shown only to you`}
                  autoComplete="name"
                  maxLength={NAME_MAX_LENGTH}
                />
              )}
            </form.AppField>
            <ReadOnlyLine
              label={t`E-mail`}
              value={user.email}
              add={
                <Button variant="light" onClick={() => setAdding('email')} data-testid="add-email">
                  <Trans>Add e-mail</Trans>
                </Button>
              }
            />
            <ReadOnlyLine
              label={t`Phone`}
              value={user.phone ? `${user.countryCode} ${user.phone}`.trim() : ''}
              add={
                <Button variant="light" onClick={() => setAdding('phone')} data-testid="add-phone">
                  <Trans>Add phone</Trans>
                </Button>
              }
            />
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
              <form.SubmitButton data-testid="save-profile">
                <Trans>Save</Trans>
              </form.SubmitButton>
              {logoutButton}
            </Group>
          </Stack>
        </form.Form>
      </form.AppForm>
      <PasswordDialog user={user} opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <AddContactDialog kind={adding ?? 'email'} opened={adding !== null} onClose={() => setAdding(null)} />
    </PageFrame>
  )
}

/** A contact the account has, or "Not set" and the button that adds it. */
function ReadOnlyLine({ label, value, add }: { label: string; value: string; add: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c={value ? undefined : 'dimmed'}>
          {value || <Trans>Not set</Trans>}
        </Text>
      </Stack>
      {value ? null : add}
    </Group>
  )
}
