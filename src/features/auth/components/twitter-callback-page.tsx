/**
 * /middlewares/callback_twitter?oauth_token&oauth_verifier: completes Twitter / X sign-in (L7) with the request
 * token kept before the redirect, then continues like any login. Without the kept token (or the verifier) the
 * page says the third-party login did not sign the user in.
 */
import { Trans } from '@lingui/react/macro'
import { Button, Loader, Paper, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { twitterLoginMutation } from '../mutations'
import { takeReturnPath } from '../session'
import { twitterTokenStore } from '../storage'
import { PageFrame } from '~/ui/page-frame'

const route = getRouteApi('/middlewares/callback_twitter')

export function TwitterCallbackPage() {
  const { oauth_token: oauthToken, oauth_verifier: oauthVerifier } = route.useSearch()
  const router = useRouter()
  const queryClient = useQueryClient()
  const { mutateAsync: logIn, isError: loginFailed } = useMutation(twitterLoginMutation(queryClient))
  const [missing, setMissing] = useState(false)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const stored = twitterTokenStore.get()
    if (!stored || !oauthVerifier) {
      setMissing(true)
      return
    }
    logIn({ oauthToken: oauthToken || stored.token, oauthTokenSecret: stored.tokenSecret, oauthVerifier })
      .then(async () => {
        twitterTokenStore.clear()
        await router.invalidate()
        router.history.replace(takeReturnPath() ?? '/')
      })
      .catch(() => twitterTokenStore.clear())
  }, [logIn, oauthToken, oauthVerifier, router])

  const failed = missing || loginFailed
  return (
    <PageFrame maxWidth={420 + 32}>
      <Paper p="xl" radius="lg" withBorder data-testid="twitter-callback">
        {failed ? (
          <Stack align="center" gap="md">
            <Text fw={600}>
              <Trans>Not logged in at the third-party login</Trans>
            </Text>
            <Button component={Link} to="/">
              <Trans>Home page</Trans>
            </Button>
          </Stack>
        ) : (
          <Stack align="center" gap="md">
            <Loader />
            <Text>
              <Trans>Signing you in…</Trans>
            </Text>
          </Stack>
        )}
      </Paper>
    </PageFrame>
  )
}
