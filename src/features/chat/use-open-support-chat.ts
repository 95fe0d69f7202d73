/**
 * `useOpenSupportChat()` → `open(merId?)`: the one way a button reaches customer service. A guest gets the login
 * dialog; a shopper gets what the platform's (merId 0) or the store's service type says (docs/api.md §4.8 (#ref-4-8)): our own
 * chat, the H5 support site (in the panel when SUPPORT_FRAME_ORIGINS allows it), or the hotline / e-mail shown in the panel.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useRequireSignIn } from '~/features/auth'
import { homeIndexQuery, useApiExtensions, useShell } from '~/features/site'
import { supportChat } from './chat-store'
import { openSupportSite } from './navigate'
import { merchantServiceQuery } from './queries'
import {
  merchantSupportContacts,
  platformSupportContacts,
  type SupportAction,
  supportAction,
  type SupportContacts,
  webHref,
} from './service-type'

/** The platform's contacts and action (P1 with the configured support contacts filling gaps). */
export function usePlatformSupport() {
  const { publicConfig } = useShell()
  const { data: home } = useQuery(homeIndexQuery())
  const contacts = platformSupportContacts(home, publicConfig.support)
  return { contacts, action: supportAction(contacts, publicConfig.support.frameOrigins), home, publicConfig }
}

function act(action: SupportAction, merId: number, contacts: SupportContacts, ownChat: boolean) {
  if (action.kind === 'navigate') openSupportSite(action.href)
  else if (action.kind !== 'chat') supportChat.open(merId, action)
  else if (ownChat) supportChat.open(merId)
  else {
    // A bare CRMEB backend has no chat API: `message` opens its message link in a new window, as the contract says.
    const href = webHref(contacts.message)
    if (href) window.open(href, '_blank', 'noopener,noreferrer')
  }
}

export function useOpenSupportChat() {
  const requireSignIn = useRequireSignIn()
  const queryClient = useQueryClient()
  const { action: platformAction, contacts: platformContacts, publicConfig } = usePlatformSupport()
  const frameOrigins = publicConfig.support.frameOrigins
  const ownChat = useApiExtensions()
  return useCallback(
    (merId = 0) =>
      requireSignIn(() => {
        if (merId === 0) return act(platformAction, 0, platformContacts, ownChat)
        // The store's own service type (M5); if it cannot be read, our chat with the store still works.
        void queryClient.fetchQuery(merchantServiceQuery(merId)).then(
          (service) => {
            const contacts = merchantSupportContacts(service)
            act(supportAction(contacts, frameOrigins), merId, contacts, ownChat)
          },
          () => act({ kind: 'chat' }, merId, {}, ownChat),
        )
      }),
    [requireSignIn, queryClient, platformAction, platformContacts, ownChat, frameOrigins],
  )
}
