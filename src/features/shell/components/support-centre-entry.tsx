import { useLingui } from '@lingui/react/macro'
import { CentreMenuEntry } from '~/features/account/components/user-centre-layout'
import { useOpenSupportChat, usePlatformSupport } from '~/features/chat'

/** "Customer service" in the user-centre menu: the same support action as the floating bar (our chat, by default). */
export function SupportCentreEntry() {
  const { t } = useLingui()
  const { action } = usePlatformSupport()
  const openChat = useOpenSupportChat()
  if (!action) return null
  return <CentreMenuEntry label={t`Customer service`} onClick={() => openChat()} testId="centre-entry-support" />
}
