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
