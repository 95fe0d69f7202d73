/** The site footer with its data: categories (K1), P1 copyright and service contacts, the app QR target. */
import { SiteFooter, useLowVision } from '~/ui/footer'
import { useOpenSupportChat, usePlatformSupport } from '~/features/chat'
import { useShopOrigin } from './floating-bar-container'
import { useShellCategories } from '../shell-categories'

export function FooterContainer() {
  const categories = useShellCategories()
  const { contacts, home, publicConfig } = usePlatformSupport()
  const openSupport = useOpenSupportChat()
  const origin = useShopOrigin()
  const [lowVision, toggleLowVision] = useLowVision()

  return (
    <SiteFooter
      categories={categories}
      support={{
        email: contacts.email || undefined,
        phone: contacts.phone || undefined,
        onContact: () => openSupport(0),
      }}
      appQrValue={publicConfig.support.appDownloadUrl || origin}
      appQrKind={publicConfig.support.appDownloadUrl ? 'app' : 'site'}
      siteName={home?.siteName ?? ''}
      copyright={home?.copyright ?? ''}
      lowVision={lowVision}
      onToggleLowVision={toggleLowVision}
    />
  )
}
