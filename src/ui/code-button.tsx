/**
 * The verification-code button of every form that sends a code (sign-in, registration, reset, password change):
 * "Get code" → disabled "Resend in N s" for 60 s after a successful send (docs/spec.md §4.11 (#spec-4-11),
 * §9.1 (#spec-9-1)) → "Resend code".
 */
import { useLingui } from '@lingui/react/macro'
import { Button, type ButtonProps } from '@mantine/core'
import { useEffect, useState } from 'react'

export const CODE_COUNTDOWN_SECONDS = 60

/** Counts down whole seconds from `start()` (or from `startedAt`); `remaining` is 0 when idle. */
export function useCountdown(seconds = CODE_COUNTDOWN_SECONDS, startedAt: number | null = null) {
  const [endsAt, setEndsAt] = useState<number | null>(startedAt === null ? null : startedAt + seconds * 1000)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (endsAt === null) return
    const timer = window.setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= endsAt) {
        setEndsAt(null)
        window.clearInterval(timer)
      }
    }, 250)
    return () => window.clearInterval(timer)
  }, [endsAt])
  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000))
  return {
    remaining,
    start: () => {
      const current = Date.now()
      setNow(current)
      setEndsAt(current + seconds * 1000)
    },
  }
}

/** `send` resolves true when the code went out (false: nothing sent, e.g. the address is not valid yet). */
export function CodeButton({
  send,
  sentAt = null,
  ...props
}: {
  send: () => Promise<boolean>
  /** When a code was already sent elsewhere (the reset step after "Next"): count down from then. */
  sentAt?: number | null
} & Omit<ButtonProps, 'onClick' | 'children' | 'loading' | 'disabled'>) {
  const { t } = useLingui()
  const countdown = useCountdown(CODE_COUNTDOWN_SECONDS, sentAt)
  const [sending, setSending] = useState(false)
  const [sentOnce, setSentOnce] = useState(sentAt !== null)
  const onClick = async () => {
    setSending(true)
    try {
      if (await send()) {
        setSentOnce(true)
        countdown.start()
      }
    } catch {
      // The API client has toasted the failure; the button stays available.
    } finally {
      setSending(false)
    }
  }
  const seconds = countdown.remaining
  return (
    <Button
      variant="light"
      miw={130}
      {...props}
      onClick={() => void onClick()}
      loading={sending}
      disabled={seconds > 0}
      data-testid="send-code"
      aria-live="polite"
    >
      {seconds > 0 ? t`Resend in ${seconds}s` : sentOnce ? t`Resend code` : t`Get code`}
    </Button>
  )
}
