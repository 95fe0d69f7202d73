import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook as render, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loginDialog } from './login-dialog-store'
import { useRequireSignIn } from './use-require-sign-in'

/** The user as `useSessionUser` gives it: undefined while the member page has not read it yet (decision 36). */
let currentUser: { id: number } | null | undefined = null
/** What the user read answers when the gate has to ask. */
let readUser: { id: number } | null = null
vi.mock('~/features/account/queries', () => ({
  useSessionUser: () => currentUser,
  currentUserQuery: () => ({ queryKey: ['account', 'current-user'], queryFn: async () => readUser }),
}))
const renderHook = <T,>(hook: () => T) => {
  const client = new QueryClient()
  return render(hook, {
    wrapper: ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children),
  })
}
vi.mock('@tanstack/react-router', () => ({
  useLocation: (opts: { select: (location: { href: string }) => unknown }) =>
    opts.select({ href: '/goods/goods_detail?id=7' }),
}))

afterEach(() => {
  currentUser = null
  readUser = null
  loginDialog.close()
})

describe('useRequireSignIn', () => {
  it('runs the action for a signed-in user and leaves the dialog shut', () => {
    currentUser = { id: 1 }
    const action = vi.fn()
    const { result } = renderHook(() => useRequireSignIn())
    act(() => result.current(action))
    expect(action).toHaveBeenCalledOnce()
    expect(loginDialog.get()).toEqual({ open: false, returnTo: null, start: 'sign-in' })
    expect(loginDialog.takePendingAction()).toBeNull()
  })

  it('on the member page, waits for the user read before deciding: a signed-in shopper is never asked to sign in', async () => {
    currentUser = undefined
    readUser = { id: 1 }
    const action = vi.fn()
    const { result } = renderHook(() => useRequireSignIn())
    act(() => result.current(action))
    await waitFor(() => expect(action).toHaveBeenCalledOnce())
    expect(loginDialog.get().open).toBe(false)
    // …and a guest whose session had ended gets the dialog once the read says so.
    readUser = null
    const second = renderHook(() => useRequireSignIn())
    const later = vi.fn()
    act(() => second.result.current(later))
    await waitFor(() => expect(loginDialog.get().open).toBe(true))
    expect(later).not.toHaveBeenCalled()
  })

  it('opens the login dialog for a guest on this page and keeps the action for after the sign-in, once', () => {
    const action = vi.fn()
    const { result } = renderHook(() => useRequireSignIn())
    act(() => result.current(action))
    expect(action).not.toHaveBeenCalled()
    expect(loginDialog.get()).toEqual({ open: true, returnTo: '/goods/goods_detail?id=7', start: 'sign-in' })
    expect(loginDialog.takePendingAction()).toBe(action)
    expect(loginDialog.takePendingAction()).toBeNull()
  })

  it('returns a guest to the page given instead, when there is one', () => {
    const { result } = renderHook(() => useRequireSignIn())
    act(() => result.current(() => undefined, '/users/order_list'))
    expect(loginDialog.get()).toMatchObject({ open: true, returnTo: '/users/order_list' })
  })

  it('closing the dialog forgets the action and where to return', () => {
    const action = vi.fn()
    const { result } = renderHook(() => useRequireSignIn())
    act(() => result.current(action))
    act(() => loginDialog.close())
    expect(loginDialog.get()).toEqual({ open: false, returnTo: null, start: 'sign-in' })
    expect(loginDialog.takePendingAction()).toBeNull()
    expect(action).not.toHaveBeenCalled()
  })

  it('a newer guard replaces the waiting action; opening for registration starts there without one', () => {
    const first = vi.fn()
    const second = vi.fn()
    const { result } = renderHook(() => useRequireSignIn())
    act(() => result.current(first))
    act(() => result.current(second))
    expect(loginDialog.takePendingAction()).toBe(second)
    act(() => loginDialog.open(null, { start: 'register' }))
    expect(loginDialog.get()).toEqual({ open: true, returnTo: null, start: 'register' })
    expect(loginDialog.takePendingAction()).toBeNull()
  })
})
