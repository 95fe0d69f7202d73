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

  // Round two, finding 11: a signed-in visit to /login?redirect= with a tab, a newline or U+3000 gave a 500 page (a
  // Location header cannot hold them), and a tab or newline between two slashes is dropped by browsers: `//host`.
  it('returns a path a Location header can carry: no tab, newline or raw non-ASCII, and never another host', () => {
    for (const hostile of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      '/\\/evil.example',
    ]) {
      expect(safeReturnPath(hostile), JSON.stringify(hostile)).toBe('/')
    }
    expect(safeReturnPath('/goods/goods_search?keyword=a\tb')).toBe('/goods/goods_search?keyword=ab')
    expect(safeReturnPath('/users\n/order_list')).toBe('/users/order_list')
    expect(safeReturnPath('/goods/goods_search?keyword=\u3000tea')).toBe('/goods/goods_search?keyword=%E3%80%80tea')
    expect(safeReturnPath('/\u3000')).toBe('/%E3%80%80')
    for (const value of ['/\t/evil.example', '/a\u3000b?c=\u3000', '/x\ny', '/%0d%0aSet-Cookie:x=1']) {
      const target = safeReturnPath(value)
      expect(() => new Headers({ location: target }), JSON.stringify(value)).not.toThrow()
      expect(new URL(target, 'https://shop.example').origin).toBe('https://shop.example')
    }
    let thrown: unknown
    try {
      applyMiddleware('guest-only', true, { href: `/login?redirect=${encodeURIComponent('/users\u3000\t\n')}` })
    } catch (error) {
      thrown = error
    }
    expect(() => new Headers({ location: (thrown as { options: { href: string } }).options.href })).not.toThrow()
  })
})
