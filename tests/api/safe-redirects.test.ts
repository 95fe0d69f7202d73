/**
 * Issue "Safe to put online, round two", finding 4: the `?locale=` deep-link redirect (src/server/attribution/page-entry.ts)
 * must send the browser to a path on this origin only, whatever the requested path looks like, and carry the app's
 * Referrer-Policy and Permissions-Policy (it leaves before the app's security-header middleware).
 */
import { describe, expect, it } from 'vitest'
import { localeLinkRedirect } from '~/server/attribution/page-entry'
import { baseSecurityHeaders } from '~/server/http/security-headers'
import { ORIGIN } from './support/harness'

const page = (path: string) => new Request(`${ORIGIN}${path}`, { headers: { accept: 'text/html' } })

/** Where a browser would go with this Location, resolved against the page it asked for. */
const resolved = (location: string, from: string) => new URL(location, `${ORIGIN}${from}`)

describe('the ?locale= redirect', () => {
  it.each([
    ['//evil.example?locale=ru', '/evil.example'],
    ['///evil.example/?locale=ru', '/evil.example/'],
    ['/\\evil.example?locale=ru', '/evil.example'],
    ['/\\/evil.example?locale=ru', '/evil.example'],
    ['/\t/evil.example?locale=ru', '/evil.example'],
    ['/\n/evil.example?locale=ru', '/evil.example'],
    ['/%09/evil.example?locale=ru', '/%09/evil.example'],
    ['//evil.example/%2F..?locale=fr&q=1', '/evil.example/%2F..?q=1'],
  ])('GET %j redirects to the same-origin path %j', (path, expected) => {
    const answer = localeLinkRedirect(page(path))!
    expect(answer.status).toBe(302)
    const location = answer.headers.get('location')!
    expect(location).toBe(expected)
    expect(location).toMatch(/^\/(?![/\\])/)
    expect(location).not.toMatch(/[\t\n\r]/)
    expect(resolved(location, path).origin).toBe(ORIGIN)
  })

  it('carries the app’s Referrer-Policy and Permissions-Policy', () => {
    const answer = localeLinkRedirect(page('/goods/goods_search?locale=ru'))!
    const app = baseSecurityHeaders(page('/'))
    expect(answer.headers.get('referrer-policy')).toBe(app['referrer-policy'])
    expect(answer.headers.get('permissions-policy')).toBe(app['permissions-policy'])
    expect(answer.headers.get('location')).toBe('/goods/goods_search')
  })
})

describe('the ?currency= redirect (decision 34)', () => {
  it('sets the currency cookie like ?locale= sets the locale, alone or together', () => {
    const alone = localeLinkRedirect(page('/goods_detail/1?currency=eur&utm_source=x'))!
    expect(alone.status).toBe(302)
    expect(alone.headers.get('location')).toBe('/goods_detail/1?utm_source=x')
    expect(alone.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^currency=EUR; Path=\/; Max-Age=31536000; SameSite=Lax/),
    ])
    const both = localeLinkRedirect(page('/?locale=ru&currency=RUB'))!
    expect(both.headers.get('location')).toBe('/')
    expect(both.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(['locale=ru', 'currency=RUB'])
  })

  it('only removes a value that names no currency', () => {
    for (const value of ['XYZ', 'EURO', '', '%3Cscript%3E', 'EUR%3B%20token%3Dx']) {
      const answer = localeLinkRedirect(page(`/?currency=${value}`))!
      expect(answer.headers.get('location')).toBe('/')
      expect(answer.headers.getSetCookie()).toEqual([])
    }
    // Not a page load (an API call): untouched.
    expect(localeLinkRedirect(new Request(`${ORIGIN}/api/front/currency/rates?currency=EUR`))).toBeNull()
  })
})
