/**
 * The floating side bar with the platform's customer service wired in (spec §2 Floating widgets,
 * front-api §4.8): a signed-in user gets the support action, a guest the login dialog.
 */
import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { useCurrentUser } from '~/features/account'
import { loginDialog } from '~/features/auth'
import { FloatingBar } from '~/ui/floating-bar'
import { performSupportAction, platformSupportContacts, supportAction, supportDecision } from '../support'
import { homeIndexQuery, useShell } from '~/features/site'

/** The shop's origin, known only in the browser (null during SSR and the first client render). */
export function useShopOrigin(): string | null {
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  return origin
}

/** Platform support contacts and one `contact()` that signs a guest in first. Shared with the footer. */
export function usePlatformSupport() {
  const { publicConfig } = useShell()
  const { data: home } = useQuery(homeIndexQuery())
  const user = useCurrentUser()
  const returnTo = useLocation({ select: (location) => location.href })

  const contacts = platformSupportContacts(home, publicConfig.support)
  const action = supportAction(contacts)
  const signedIn = user != null

  const contact = useCallback(() => {
    const decision = supportDecision({ signedIn, action, returnTo })
    if (decision.type === 'login') loginDialog.open(decision.returnTo)
    else if (decision.type === 'act') performSupportAction(decision.action, window)
  }, [signedIn, action, returnTo])

  return { contacts, action, contact, home, publicConfig }
}

export function FloatingBarContainer() {
  const { contacts, action, contact, publicConfig } = usePlatformSupport()
  const origin = useShopOrigin()
  // The QR opens the support site on a phone when there is one, else the app download or the shop itself.
  const supportSite = action?.kind === 'navigate' || action?.kind === 'new-window' ? action.href : ''
  const absoluteSupportSite = supportSite.startsWith('/') ? (origin ? origin + supportSite : null) : supportSite
  const qrValue = absoluteSupportSite || publicConfig.support.appDownloadUrl || origin

  return <FloatingBar onService={contact} onInquiry={contact} phone={contacts.phone || undefined} qrValue={qrValue} />
}
