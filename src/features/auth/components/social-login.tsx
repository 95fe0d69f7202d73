/**
 * Social sign-in icons, each shown only when L10 turns it on. Twitter / X: L8 gives the authorisation URL and a
 * request token, kept in sessionStorage for /middlewares/callback_twitter. Google and Facebook load their SDK only
 * when clicked (Google Identity Services' prompt, Facebook Login's pop-up); the token they hand the page is sent to
 * the server, which verifies it and signs the shopper in.
 */
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Group, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { facebookLoginMutation, googleLoginMutation, twitterRequestToken } from '../mutations'
import { facebookAccessToken, googleIdToken, SdkUnavailable } from '../provider-sdk'
import type { LoginMethodInfo } from '../queries'
import { twitterTokenStore } from '../storage'

export function hasSocialLogin(info: LoginMethodInfo | undefined) {
  return Boolean(
    info?.twitterOpen || (info?.facebookOpen && info.facebookAppId) || (info?.googleOpen && info.googleClientId),
  )
}

type Provider = 'google' | 'facebook'

export function SocialLogin({
  info,
  onSignedIn,
}: {
  info: LoginMethodInfo | undefined
  onSignedIn?: () => void | Promise<void>
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [pending, setPending] = useState<Provider | null>(null)
  const [sdkFailed, setSdkFailed] = useState(false)
  const google = useMutation(googleLoginMutation(queryClient))
  const facebook = useMutation(facebookLoginMutation(queryClient))
  if (!hasSocialLogin(info)) return null

  const startProvider = async (provider: Provider) => {
    setPending(provider)
    setSdkFailed(false)
    try {
      if (provider === 'google') await google.mutateAsync({ idToken: await googleIdToken(info!.googleClientId!) })
      else await facebook.mutateAsync({ accessToken: await facebookAccessToken(info!.facebookAppId!) })
      await onSignedIn?.()
    } catch (error) {
      // The server's refusals are toasted by the API client and a closed window says nothing; a blocked script says so.
      if (error instanceof SdkUnavailable) setSdkFailed(true)
    } finally {
      setPending(null)
    }
  }

  const startTwitter = async () => {
    setBusy(true)
    try {
      const data = await twitterRequestToken()
      twitterTokenStore.save({ token: data.token, tokenSecret: data.tokenSecret })
      window.location.assign(data.authorizationURL)
    } catch {
      setBusy(false)
    }
  }

  return (
    <Group justify="center" gap="md" data-testid="social-login">
      {info?.twitterOpen ? (
        <ActionIcon
          variant="default"
          size="xl"
          radius="xl"
          aria-label={t`Sign in with X (Twitter)`}
          loading={busy}
          onClick={() => void startTwitter()}
        >
          <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
          </svg>
        </ActionIcon>
      ) : null}
      {info?.facebookOpen && info.facebookAppId ? (
        <ProviderButton provider="facebook" label={t`Sign in with Facebook`} pending={pending} onStart={startProvider}>
          <path
            fill="#1877F2"
            d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z"
          />
        </ProviderButton>
      ) : null}
      {info?.googleOpen && info.googleClientId ? (
        <ProviderButton provider="google" label={t`Sign in with Google`} pending={pending} onStart={startProvider}>
          <path
            fill="#4285F4"
            d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"
          />
          <path
            fill="#34A853"
            d="M12 22c2.7 0 5-.9 6.6-2.5l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"
          />
          <path fill="#FBBC05" d="M6.4 13.9a6 6 0 0 1 0-3.8V7.5H3.1a10 10 0 0 0 0 9z" />
          <path fill="#EA4335" d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z" />
        </ProviderButton>
      ) : null}
      {sdkFailed ? (
        <Text size="xs" c="red.7" w="100%" ta="center" data-testid="social-sdk-failed">
          {t`The sign-in window could not be opened. Check that your browser does not block it, then try again.`}
        </Text>
      ) : null}
    </Group>
  )
}

/** One provider's round icon button: busy while its sign-in runs, disabled while any other does. */
function ProviderButton(props: {
  provider: Provider
  label: string
  pending: Provider | null
  onStart: (provider: Provider) => Promise<void>
  children: ReactNode
}) {
  return (
    <ActionIcon
      variant="default"
      size="xl"
      radius="xl"
      aria-label={props.label}
      loading={props.pending === props.provider}
      disabled={props.pending !== null}
      onClick={() => void props.onStart(props.provider)}
      data-testid={`social-${props.provider}`}
    >
      <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true">
        {props.children}
      </svg>
    </ActionIcon>
  )
}
