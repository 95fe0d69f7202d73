/**
 * `useOpenSupportChat()` → `open(merId?)`: the one way a button reaches customer service. A guest gets the login
 * dialog; a shopper gets what the platform's (merId 0) or the store's service type says (docs/api.md §4.8 (#ref-4-8)): our own
 * chat, the H5 support site (in the panel when SUPPORT_FRAME_ORIGINS allows it), or the hotline / e-mail shown in the panel.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, createElement, type ReactNode, useCallback, useContext, useMemo } from 'react'
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

function usePlatformSupportRead() {
  const { publicConfig } = useShell()
  const { data: home } = useQuery(homeIndexQuery())
  return useMemo(() => {
    const contacts = platformSupportContacts(home, publicConfig.support)
    return { contacts, action: supportAction(contacts, publicConfig.support.frameOrigins), home, publicConfig }
  }, [home, publicConfig])
}

const PlatformSupportContext = createContext<ReturnType<typeof usePlatformSupportRead> | null>(null)

/**
 * Reads the platform's support once for the whole layout (decision 112): the header's menu, the footer, the floating
 * bar, the launcher and every support button read this context, which follows P1 in the query cache.
 */
export function PlatformSupportProvider({ children }: { children: ReactNode }) {
  return createElement(PlatformSupportContext, { value: usePlatformSupportRead() }, children)
}

/** The platform's contacts and action (P1 with the configured support contacts filling gaps). */
export function usePlatformSupport() {
  const support = useContext(PlatformSupportContext)
  if (!support) throw new Error('usePlatformSupport reads the PlatformSupportProvider (the shell layout provides it)')
  return support
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
