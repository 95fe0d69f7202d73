import { describe, expect, it } from 'vitest'
import { applyMiddleware, resolveMiddleware, safeReturnPath } from './guards'

describe('route middleware', () => {
  it('defaults to auth and rejects unknown names', () => {
    expect(resolveMiddleware(undefined)).toBe('auth')
    expect(() => resolveMiddleware('admin')).toThrow('Unknown middleware')
    expect(applyMiddleware('admin', true, { href: '/x' })).toBe('Unknown middleware')
  })

  it('sends a guest on a protected page to /login, remembering the path', () => {
    try {
      applyMiddleware('auth', false, { href: '/users/user_info?tab=2' })
      expect.unreachable()
    } catch (redirect) {
      const r = redirect as { options: { to: string; search: { redirect: string } } }
      expect(r.options.to).toBe('/login')
      expect(r.options.search.redirect).toBe('/users/user_info?tab=2')
    }
  })

  it('sends a signed-in user away from /login and lets everyone through guest pages', () => {
    expect(() => applyMiddleware('guest-only', true, { href: '/login' })).toThrow()
    expect(applyMiddleware('guest-only', false, { href: '/login' })).toBeNull()
    // A signed-in visitor of /login goes on to its return path (same site only), else home.
    const target = (href: string) => {
      try {
        applyMiddleware('guest-only', true, { href })
      } catch (thrown) {
        return (thrown as { options: { href?: string } }).options.href
      }
    }
    expect(target('/login?redirect=%2Fusers%2Faddress_list')).toBe('/users/address_list')
    expect(target('/login?redirect=https%3A%2F%2Fevil.example')).toBe('/')
    expect(target('/login')).toBe('/')
    expect(applyMiddleware('guest', false, { href: '/' })).toBeNull()
    expect(applyMiddleware('auth', true, { href: '/users' })).toBeNull()
  })

  it('only returns to same-site paths', () => {
    expect(safeReturnPath('/order/shopping_cart?x=1')).toBe('/order/shopping_cart?x=1')
    expect(safeReturnPath('//evil.example')).toBe('/')
    expect(safeReturnPath('https://evil.example')).toBe('/')
    expect(safeReturnPath(undefined)).toBe('/')
  })
})
