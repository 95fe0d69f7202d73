/**
 * `useOpenSupportChat()` → `open(merId?)`: the one way a button reaches customer service. A guest gets the login
 * dialog; a shopper gets what the platform's (merId 0) or the store's service type says (front-api §4.8): our own
 * chat, the H5 support site, or the hotline / e-mail shown in the panel.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useRequireSignIn } from '~/features/auth'
import { homeIndexQuery, useShell } from '~/features/site'
import { supportChat } from './chat-store'
import { openSupportSite } from './navigate'
import { merchantServiceQuery } from './queries'
import { merchantSupportContacts, platformSupportContacts, type SupportAction, supportAction } from './service-type'

/** The platform's contacts and action (P1 with the configured support contacts filling gaps). */
export function usePlatformSupport() {
  const { publicConfig } = useShell()
  const { data: home } = useQuery(homeIndexQuery())
  const contacts = platformSupportContacts(home, publicConfig.support)
  return { contacts, action: supportAction(contacts), home, publicConfig }
}

function act(action: SupportAction, merId: number) {
  if (action.kind === 'navigate') openSupportSite(action.href)
  else supportChat.open(merId, action.kind === 'chat' ? { kind: 'chat' } : action)
}

export function useOpenSupportChat() {
  const requireSignIn = useRequireSignIn()
  const queryClient = useQueryClient()
  const { action: platformAction } = usePlatformSupport()
  return useCallback(
    (merId = 0) =>
      requireSignIn(() => {
        if (merId === 0) return act(platformAction, 0)
        // The store's own service type (M5); if it cannot be read, our chat with the store still works.
        void queryClient
          .fetchQuery(merchantServiceQuery(merId))
          .then(
            (service) => act(supportAction(merchantSupportContacts(service)), merId),
            () => act({ kind: 'chat' }, merId),
          )
      }),
    [requireSignIn, queryClient, platformAction],
  )
}
