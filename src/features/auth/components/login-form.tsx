/**
 * The login dialog's content, also used by the /login page: modes 1 to 7 (docs/spec.md §2.62 (#spec-2-62) "Login
 * dialog"). 1 phone + password, 2 e-mail + password (default), 3 phone + SMS code, 4 forgot password (e-mail), 5 reset
 * (code + new password twice), 6 register (E-mail / Phone tabs), 7 tourist entry (only when visitorOpen).
 * Every mode submits on Enter and carries the privacy agreement checkbox.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Divider, Group, SegmentedControl, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { loginMethodInfoQuery } from '../queries'
import { CodeLoginForm } from './code-login-form'
import { ModeLink } from './fields'
import { ForgotPasswordForm, ResetPasswordForm } from './forgot-password-form'
import { PasswordLoginForm } from './password-login-form'
import { RegisterForm } from './register-form'
import { hasSocialLogin, SocialLogin } from './social-login'
import { TouristForm } from './tourist-form'

export type LoginMode = 'phone-password' | 'email-password' | 'phone-code' | 'forgot' | 'reset' | 'register' | 'tourist'
const SIGN_IN_MODES: readonly LoginMode[] = ['email-password', 'phone-password', 'phone-code']

export function LoginForm({
  onSignedIn,
  initialMode = 'email-password',
  inviteCode,
  aside,
}: {
  onSignedIn: () => void | Promise<void>
  initialMode?: LoginMode
  /** The share link's invite code (else the one kept in sessionStorage), sent with registration. */
  inviteCode?: string
  /** Shown next to the title (the dialog's close button). */
  aside?: ReactNode
}) {
  const { t } = useLingui()
  const [mode, setMode] = useState<LoginMode>(initialMode)
  const [email, setEmail] = useState('')
  const [codeSentAt, setCodeSentAt] = useState<number | null>(null)
  const { data: info } = useQuery(loginMethodInfoQuery())
  const signingIn = SIGN_IN_MODES.includes(mode)

  const titles: Record<LoginMode, string> = {
    'email-password': t`Sign in`,
    'phone-password': t`Sign in`,
    'phone-code': t`Sign in`,
    forgot: t`Forgot password`,
    reset: t`E-mail verification`,
    register: t`Register`,
    tourist: t`Tourist entry`,
  }

  let body: ReactNode
  switch (mode) {
    case 'email-password':
    case 'phone-password':
      body = (
        <PasswordLoginForm
          key={mode}
          mode={mode === 'email-password' ? 'email' : 'phone'}
          initialEmail={email}
          onForgot={() => setMode('forgot')}
          onSignedIn={onSignedIn}
        />
      )
      break
    case 'phone-code':
      body = <CodeLoginForm onSignedIn={onSignedIn} />
      break
    case 'forgot':
      body = (
        <ForgotPasswordForm
          initialEmail={email}
          onSent={(address, sentAt) => {
            setEmail(address)
            setCodeSentAt(sentAt)
            setMode('reset')
          }}
        />
      )
      break
    case 'reset':
      body = (
        <ResetPasswordForm
          email={email}
          sentAt={codeSentAt}
          onDone={(address) => {
            setEmail(address)
            setMode('email-password')
          }}
        />
      )
      break
    case 'register':
      body = <RegisterForm onSignedIn={onSignedIn} inviteCode={inviteCode} />
      break
    case 'tourist':
      body = info?.visitorOpen ? <TouristForm onSignedIn={onSignedIn} /> : null
      break
  }

  return (
    <Stack gap="md" data-testid="login-panel" data-mode={mode}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3}>{titles[mode]}</Title>
        {aside}
      </Group>
      {signingIn ? (
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(value) => setMode(value as LoginMode)}
          data={[
            { value: 'email-password', label: t`E-mail` },
            { value: 'phone-password', label: t`Phone` },
            { value: 'phone-code', label: t`SMS code` },
          ]}
          aria-label={t`Sign-in method`}
        />
      ) : null}
      {body}
      <Group justify="center" gap="lg">
        {signingIn ? (
          <>
            <ModeLink onClick={() => setMode('register')} testId="mode-register">
              <Trans>Create an account</Trans>
            </ModeLink>
            {info?.visitorOpen ? (
              <ModeLink onClick={() => setMode('tourist')} testId="mode-tourist">
                <Trans>Continue as a tourist</Trans>
              </ModeLink>
            ) : null}
          </>
        ) : (
          <ModeLink onClick={() => setMode('email-password')} testId="mode-sign-in">
            <Trans>Back to sign in</Trans>
          </ModeLink>
        )}
      </Group>
      {signingIn && hasSocialLogin(info) ? (
        <>
          <Divider label={<Trans>or sign in with</Trans>} labelPosition="center" />
          <SocialLogin info={info} onSignedIn={onSignedIn} />
        </>
      ) : null}
    </Stack>
  )
}
