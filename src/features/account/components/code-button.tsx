import { Trans } from '@lingui/react/macro'
import { Button, type ButtonProps } from '@mantine/core'
import { useEffect, useState } from 'react'
import { CODE_COUNTDOWN_SECONDS } from '../schemas'

/** Seconds left before a code can be sent again; `start()` begins the 60 s countdown (spec §4, §9). */
export function useCountdown(seconds = CODE_COUNTDOWN_SECONDS) {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [left])
  return { left, start: () => setLeft(seconds) }
}

/** "Get code" → disabled "Resend in N s" → "Resend code". `send` resolves true when the code went out. */
export function CodeButton({ send, ...props }: { send: () => Promise<boolean> } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { left, start } = useCountdown()
  const [pending, setPending] = useState(false)
  const [sentOnce, setSentOnce] = useState(false)
  const onClick = async () => {
    setPending(true)
    try {
      if (await send()) {
        setSentOnce(true)
        start()
      }
    } finally {
      setPending(false)
    }
  }
  return (
    <Button variant="light" {...props} loading={pending} disabled={left > 0} onClick={onClick} data-testid="send-code">
      {left > 0 ? <Trans>Resend in {left} s</Trans> : sentOnce ? <Trans>Resend code</Trans> : <Trans>Get code</Trans>}
    </Button>
  )
}
