import { Trans } from '@lingui/react/macro'
import { Paper, Stack, Text } from '@mantine/core'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { safeReturnPath } from '../guards'
import { inviteCodeStore } from '../storage'
import { LoginForm } from './login-form'
import { PageFrame } from '~/ui/page-frame'

const route = getRouteApi('/login')

/** /login as a page: also the share link carrying an invite code (kept for registration). */
export function LoginPage() {
  const { redirect, inviteCode } = route.useSearch()
  const router = useRouter()
  useEffect(() => inviteCodeStore.remember(inviteCode), [inviteCode])
  const signedIn = async () => {
    await router.invalidate()
    router.history.push(safeReturnPath(redirect))
  }
  return (
    <PageFrame maxWidth={480 + 32}>
      <Paper p="xl" radius="lg" shadow="sm" withBorder>
        <Stack gap="md">
          {inviteCode ? (
            <Text size="sm" c="dimmed">
              <Trans>You were invited with code {inviteCode}.</Trans>
            </Text>
          ) : null}
          <LoginForm
            onSignedIn={signedIn}
            inviteCode={inviteCode}
            initialMode={inviteCode ? 'register' : 'email-password'}
          />
        </Stack>
      </Paper>
    </PageFrame>
  )
}
