import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loginDialog } from './login-dialog-store'
import { useRequireSignIn } from './use-require-sign-in'

let currentUser: { id: number } | null = null
vi.mock('~/features/account', () => ({ useCurrentUser: () => currentUser }))
vi.mock('@tanstack/react-router', () => ({
  useLocation: (opts: { select: (location: { href: string }) => unknown }) => opts.select({ href: '/goods/goods_detail?id=7' }),
}))

afterEach(() => {
  currentUser = null
  loginDialog.close()
  loginDialog.consumeReturnTo()
})

describe('useRequireSignIn', () => {
  it('runs the action for a signed-in user and leaves the dialog shut', () => {
    currentUser = { id: 1 }
    const action = vi.fn()
    const { result } = renderHook(() => useRequireSignIn())
    act(() => result.current(action))
    expect(action).toHaveBeenCalledOnce()
    expect(loginDialog.get()).toEqual({ open: false, returnTo: null })
  })

  it('opens the login dialog for a guest, returning to the current page, and skips the action', () => {
    const action = vi.fn()
    const { result } = renderHook(() => useRequireSignIn())
    act(() => result.current(action))
    expect(action).not.toHaveBeenCalled()
    expect(loginDialog.get()).toEqual({ open: true, returnTo: '/goods/goods_detail?id=7' })
  })

  it('returns a guest to the page given instead, when there is one', () => {
    const { result } = renderHook(() => useRequireSignIn())
    act(() => result.current(() => undefined, '/users/order_list'))
    expect(loginDialog.get()).toEqual({ open: true, returnTo: '/users/order_list' })
  })
})
