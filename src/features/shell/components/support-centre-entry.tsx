import { useLingui } from '@lingui/react/macro'
import { NavLink } from '@mantine/core'
import { usePlatformSupport } from './floating-bar-container'

/** "Customer service" in the user-centre menu: the same support action as the floating bar. */
export function SupportCentreEntry() {
  const { t } = useLingui()
  const { action, contact } = usePlatformSupport()
  if (!action) return null
  return (
    <NavLink component="button" type="button" label={t`Customer service`} onClick={contact} variant="light" style={{ borderRadius: 'var(--mantine-radius-sm)' }} data-testid="centre-entry-support" />
  )
}
