/** The site footer with its data: categories (K1), P1 copyright and service contacts, the app QR target. */
import { useQuery } from '@tanstack/react-query'
import { categoryTreeQuery } from '~/features/catalog'
import { SiteFooter, useLowVision } from '~/ui/footer'
import { usePlatformSupport, useShopOrigin } from './floating-bar-container'

export function FooterContainer() {
  const { data: categories } = useQuery(categoryTreeQuery())
  const { contacts, action, contact, home, publicConfig } = usePlatformSupport()
  const origin = useShopOrigin()
  const [lowVision, toggleLowVision] = useLowVision()

  return (
    <SiteFooter
      categories={categories ?? []}
      support={{
        email: contacts.email || undefined,
        phone: contacts.phone || undefined,
        onContact: action ? contact : undefined,
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
