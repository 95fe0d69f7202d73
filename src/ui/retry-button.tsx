import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'

/** Loads the page again in place (the shop's data may be back: a database that was down, a timeout). */
export function RetryButton() {
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const retry = () => {
    setPending(true)
    // invalidate() re-runs beforeLoad and the loaders and resets the error boundaries when they succeed.
    void router.invalidate().finally(() => setPending(false))
  }
  return (
    <Button variant="outline" mt="md" size="md" loading={pending} onClick={retry} data-testid="error-retry">
      <Trans>Try again</Trans>
    </Button>
  )
}
