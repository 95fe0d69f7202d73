import { Trans } from '@lingui/react/macro'
import { Box, Group, Image, Modal, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { api } from '~/lib/api'
import { loginDialog, useLoginDialog } from '../login-dialog-store'
import { takeReturnPath } from '../session'
import { LoginForm } from './login-form'

const loginPictureQuery = () => ({
  queryKey: ['auth', 'login-picture'] as const,
  queryFn: () => api.get<{ loginLeftImage: string }>('/api/pc/login/getLoginPic', { silent: true }),
  staleTime: 30 * 60_000,
})

/** The login dialog, opened by the header, member links and session end. Closing it returns to / (spec §4). */
export function LoginDialog() {
  const { open } = useLoginDialog()
  const router = useRouter()
  const { data: picture } = useQuery({ ...loginPictureQuery(), enabled: open })

  const close = () => {
    loginDialog.close()
    takeReturnPath()
    void router.navigate({ to: '/' })
  }
  const signedIn = async () => {
    const target = takeReturnPath()
    loginDialog.close()
    await router.invalidate()
    if (target && target !== window.location.pathname + window.location.search) router.history.push(target)
  }

  return (
    <Modal opened={open} onClose={close} size={760} padding={0} radius="lg" centered withCloseButton={false} title={null} data-testid="login-dialog">
      <Group gap={0} align="stretch" wrap="nowrap">
        {picture?.loginLeftImage ? (
          <Box w={320} visibleFrom="sm" bg="red.0">
            <Image src={picture.loginLeftImage} alt="" h="100%" fit="cover" />
          </Box>
        ) : null}
        <Stack p="xl" gap="md" style={{ flex: 1 }}>
          <Group justify="space-between">
            <Title order={3}>
              <Trans>Sign in</Trans>
            </Title>
            <Modal.CloseButton />
          </Group>
          <LoginForm onSignedIn={signedIn} />
        </Stack>
      </Group>
    </Modal>
  )
}
