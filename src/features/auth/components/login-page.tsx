import { Trans } from '@lingui/react/macro'
import { Center, Paper, Stack, Text, Title } from '@mantine/core'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { safeReturnPath } from '../guards'
import { LoginForm } from './login-form'

const route = getRouteApi('/login')

/** /login as a page: also the share link carrying an invite code. */
export function LoginPage() {
  const { redirect, inviteCode } = route.useSearch()
  const router = useRouter()
  const signedIn = async () => {
    await router.invalidate()
    router.history.push(safeReturnPath(redirect))
  }
  return (
    <Center py="xl">
      <Paper w={420} p="xl" radius="lg" shadow="sm" withBorder>
        <Stack gap="md">
          <Title order={2}>
            <Trans>Sign in</Trans>
          </Title>
          {inviteCode ? (
            <Text size="sm" c="dimmed">
              <Trans>You were invited with code {inviteCode}.</Trans>
            </Text>
          ) : null}
          <LoginForm onSignedIn={signedIn} />
        </Stack>
      </Paper>
    </Center>
  )
}
