import { queryOptions, useQuery } from '@tanstack/react-query'
import { createContext, createElement, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react'
import type { MenuEntry, OutboxMessage, UserInfo, UserMenu } from '~/contract'
import { api } from '~/lib/api'

export type { OutboxMessage } from '~/contract'

/** U1: the signed-in user. */
export type CurrentUser = UserInfo
export type { MenuEntry } from '~/contract'

/** Every account read's key: `accountKeys.all` is the prefix of the whole tree. */
export const accountKeys = {
  all: ['account'] as const,
  currentUser: () => [...accountKeys.all, 'current-user'] as const,
  menu: () => [...accountKeys.all, 'menu'] as const,
  devOutbox: () => [...accountKeys.all, 'dev-outbox'] as const,
  memberPage: () => [...accountKeys.all, 'member-page'] as const,
}

/** A server menu entry's link: its PC path with `menuCur` (the entry's id) added, as the CRMEB PC client does. */
export const menuEntryHref = (entry: MenuEntry) => {
  const url = entry.pc_url.trim()
  return `${url}${url.includes('?') ? '&' : '?'}menuCur=${entry.id}`
}

/** The signed-in user, or null for a guest (or an expired token, which is then silently forgotten). */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: accountKeys.currentUser(),
    queryFn: async (): Promise<CurrentUser | null> => {
      try {
        return await api.get<CurrentUser>('/api/front/user/info', { silent: true })
      } catch (error) {
        if ((error as { isSessionEnd?: boolean }).isSessionEnd) return null
        throw error
      }
    },
    staleTime: 5 * 60_000,
  })

export const userMenuQuery = () =>
  queryOptions({
    queryKey: accountKeys.menu(),
    queryFn: async () => {
      const data = await api.get<UserMenu>('/api/front/user/menu/user', { silent: true })
      return data.routine_my_menus.filter((entry) => entry.pc_url?.trim())
    },
    staleTime: 10 * 60_000,
  })

/** What the session hooks read: the user query's answer and whether the screen may show the shopper's own state. */
interface Session {
  user: CurrentUser | null | undefined
  personalReady: boolean
}

const SessionContext = createContext<Session | null>(null)

/**
 * Reads the user and the member page's flag once for the whole page (decision 112): the shell's providers hold the
 * two queries' only observers, and every `useSessionUser` and `usePersonalReady` below reads this context. A change
 * in the query cache re-renders the provider, and with it every reader, as their own observers did.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isError } = useQuery(currentUserQuery())
  const personalReady = useQuery(memberPageQuery()).data !== true
  const user = isError ? null : data
  const value = useMemo(() => ({ user, personalReady }), [user, personalReady])
  return createElement(SessionContext, { value }, children)
}

function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSessionUser and usePersonalReady read the SessionProvider (the shell provides it)')
  return session
}

/**
 * The signed-in user, null for a guest, or undefined while nobody knows yet: a signed-in shopper's public page comes
 * from the shared member page (decision 36), rendered for no one, and the browser reads the user after hydration.
 * Whatever depends on who is signed in shows a neutral state while this is undefined, never the guest's "Sign in".
 *
 * A part of the member page that hydrates after the user is read (the page's own chunk arrives after the shell's
 * read has answered) still hydrates as unknown, as its server HTML was, and shows the user in the render after.
 */
export function useSessionUser(): CurrentUser | null | undefined {
  const { user, personalReady } = useSession()
  const hydrating = useHydrating()
  if (hydrating && !personalReady) return undefined
  return user
}

const subscribeToNothing = () => () => {}

/**
 * True while React hydrates this component from the server's HTML (React then reads the server snapshot), false in
 * every later render and in a component the browser mounts itself; React renders again once hydration is done.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  )
}

/**
 * True on the member page (decision 36) until the shopper's own parts have joined it: its reads (a product's heart,
 * the followed store, a received coupon) were made for nobody. The render puts `true` in the dehydrated cache; the
 * shell reads those again for the shopper once the user is known and then sets it to false. Elsewhere it is false.
 */
export const memberPageQuery = () =>
  queryOptions({
    queryKey: accountKeys.memberPage(),
    queryFn: () => false,
    staleTime: Infinity,
  })

/** Whether the screen may show the shopper's own state: false while the member page waits for its personal reads. */
export function usePersonalReady(): boolean {
  return useSession().personalReady
}

/** The development outbox; the endpoint answers 404 while the outbox sender is off (the caller shows 404). */
export const devOutboxQuery = () =>
  queryOptions({
    queryKey: accountKeys.devOutbox(),
    queryFn: async () => {
      const rows = await api.get<OutboxMessage[]>('/api/front/dev/outbox', { query: { limit: 50 }, silent: true })
      return [...(rows ?? [])].sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)) || b.id - a.id)
    },
    staleTime: 0,
  })
