import { useLingui } from '@lingui/react/macro'
import { NavLink } from '@mantine/core'
import { useOpenSupportChat, usePlatformSupport } from '~/features/chat'

/** "Customer service" in the user-centre menu: the same support action as the floating bar (our chat, by default). */
export function SupportCentreEntry() {
  const { t } = useLingui()
  const { action } = usePlatformSupport()
  const openChat = useOpenSupportChat()
  if (!action) return null
  return (
    <NavLink
      component="button"
      type="button"
      label={t`Customer service`}
      onClick={() => openChat()}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      data-testid="centre-entry-support"
    />
  )
}
