/**
 * The floating side bar with customer service wired in (docs/spec.md §2.56 (#spec-2-56) Floating widgets, docs/api.md
 * §4.8 (#ref-4-8)): both buttons open support through `useOpenSupportChat` (a guest gets the login dialog); the
 * merchant inquiry talks to the store of the page (a store or product page that says so with `data-support-merchant`),
 * else to the platform.
 */
import { useEffect, useState } from 'react'
import { useOpenSupportChat, usePlatformSupport } from '~/features/chat'
import { FloatingBar } from '~/ui/floating-bar'

/** The shop's origin, known only in the browser (null during SSR and the first client render). */
export function useShopOrigin(): string | null {
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  return origin
}

/** The store the current page is about, if any (set by the store shell and the product page). */
function pageMerchant(): number {
  const value = document.querySelector<HTMLElement>('[data-support-merchant]')?.dataset.supportMerchant
  return value && /^\d+$/.test(value) ? Number(value) : 0
}

export function FloatingBarContainer() {
  const { contacts, action, publicConfig } = usePlatformSupport()
  const openSupport = useOpenSupportChat()
  const origin = useShopOrigin()
  // The QR opens the support site on a phone when there is one, else the app download or the shop itself.
  const supportSite = action.kind === 'navigate' ? action.href : ''
  const absoluteSupportSite = supportSite.startsWith('/') ? (origin ? origin + supportSite : null) : supportSite
  const qrValue = absoluteSupportSite || publicConfig.support.appDownloadUrl || origin

  return (
    <FloatingBar
      onService={() => openSupport(0)}
      onInquiry={() => openSupport(pageMerchant())}
      phone={contacts.phone || undefined}
      qrValue={qrValue}
    />
  )
}
