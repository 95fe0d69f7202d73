/**
 * Forwarded headers count only behind a trusted proxy (TRUST_PROXY), PUBLIC_URL wins, the cookie's Secure flag
 * follows the real scheme, and Cache-Control never lets a shared cache keep anything personal.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import { isHttpsRequest, originOf } from '~/shared/origin'
import { contentSecurityPolicy, withSecurityHeaders } from '~/server/http/security-headers'
import { ORIGIN, useApiHarness } from './support/harness'

const api = useApiHarness()
const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }

function withEnv(env: Record<string, string>) {
  Object.assign(process.env, env)
  resetConfig()
}
afterEach(() => {
  for (const key of ['TRUST_PROXY', 'PUBLIC_URL', 'STRIPE_PUBLISHABLE_KEY', 'SUPPORT_FRAME_ORIGINS'])
    delete process.env[key]
  resetConfig()
})

async function productImage(headers: Record<string, string>) {
  const { body } = await api.call<{ productInfo: { image: string } }>('/api/front/product/detail/1', { headers })
  expect(body.code).toBe(200)
  return body.data.productInfo.image
}

describe('forwarded headers and the public origin', () => {
  it('ignores a forged X-Forwarded-Host / -Proto without TRUST_PROXY: image URLs keep the request host', async () => {
    expect(await productImage(FORGED)).toMatch(new RegExp(`^${ORIGIN}/`))
    expect(originOf(new Request(`${ORIGIN}/sitemap.xml`, { headers: FORGED }))).toBe(ORIGIN)
  })

  it('lets PUBLIC_URL win over the request and any forwarded header', async () => {
    withEnv({ PUBLIC_URL: 'https://shop.example.com', TRUST_PROXY: 'true' })
    expect(await productImage(FORGED)).toMatch(/^https:\/\/shop\.example\.com\//)
    expect(originOf(new Request(`${ORIGIN}/robots.txt`, { headers: FORGED }))).toBe('https://shop.example.com')
  })

  it('honours forwarded headers behind a trusted proxy', async () => {
    withEnv({ TRUST_PROXY: 'true' })
    expect(await productImage(FORGED)).toMatch(/^https:\/\/evil\.example\//)
  })

  it('marks the token cookie Secure only when the browser really used https', async () => {
    const setCookieFor = async (headers: Record<string, string>) => {
      const { response } = await api.call('/api/front/login/email', {
        method: 'POST',
        json: { email: 'demo@shop.example', password: 'Demo12345!' },
        headers,
      })
      return response.headers.getSetCookie().join()
    }
    expect(await setCookieFor({ 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/)
    withEnv({ TRUST_PROXY: 'true' })
    expect(await setCookieFor({ 'x-forwarded-proto': 'https' })).toMatch(/Secure/)
    expect(isHttpsRequest(new Request('https://shop.test/'))).toBe(true)
  })
})

describe('Cache-Control of API answers', () => {
  it('keeps every answer sent with a token private and unstored, public catalogue reads shareable, the rest unstored', async () => {
    const demo = await api.demoShopper()
    const signedIn = await api.get('/api/front/product/detail/1', { as: demo })
    expect(signedIn.response.headers.get('cache-control')).toBe('private, no-store')
    const info = await api.get('/api/front/user/info', { as: demo })
    expect(info.response.headers.get('cache-control')).toBe('private, no-store')
    const guest = await api.call('/api/front/product/detail/1')
    // Browsers revalidate (the same URL answers a signed-in shopper differently); shared caches keep it briefly.
    expect(guest.response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/)
    expect(guest.response.headers.get('vary')).toMatch(/Cookie/)
    const guestCart = await api.call('/api/front/cart/count?numType=true&type=total')
    expect(guestCart.response.headers.get('cache-control')).toBe('no-store')
    const outbox = await api.call('/api/front/dev/outbox')
    expect(outbox.response.headers.get('cache-control')).toBe('no-store')
    const post = await api.post('/api/front/login/email', { email: 'x@y.z', password: 'nope-nope' })
    expect(post.response.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('security headers', () => {
  const page = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8' } })

  it('gives pages a nonce CSP that forbids framing, private no-store caching and the base headers', () => {
    const headers = withSecurityHeaders(new Request('http://shop.test/'), page(), 'abc123').headers
    const csp = headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self' 'nonce-abc123'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).not.toContain('stripe')
    expect(headers.get('x-frame-options')).toBe('DENY')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('cache-control')).toBe('private, no-store')
    expect(headers.get('strict-transport-security')).toBeNull()
  })

  it('sends HSTS over https only, and allows Stripe hosts only when Stripe is configured', () => {
    expect(
      withSecurityHeaders(new Request('https://shop.test/'), page(), 'n').headers.get('strict-transport-security'),
    ).toMatch(/max-age=\d+/)
    withEnv({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123' })
    const csp = contentSecurityPolicy('n')
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/)
  })

  it('lets the chat panel frame only the H5 support origins SUPPORT_FRAME_ORIGINS names', () => {
    withEnv({ STRIPE_PUBLISHABLE_KEY: '', SUPPORT_FRAME_ORIGINS: '' })
    expect(contentSecurityPolicy('n')).toContain("frame-src 'none'")
    withEnv({ SUPPORT_FRAME_ORIGINS: 'https://Support.example.com, https://help.example.org:8443' })
    expect(contentSecurityPolicy('n')).toMatch(
      /frame-src https:\/\/support\.example\.com https:\/\/help\.example\.org:8443;/,
    )
  })

  it('leaves the Cache-Control of non-page answers alone', () => {
    const json = new Response('{}', {
      headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=30' },
    })
    const headers = withSecurityHeaders(new Request('http://shop.test/api/front/product/list'), json, 'n').headers
    expect(headers.get('cache-control')).toBe('public, max-age=30')
    expect(headers.get('content-security-policy')).toBeNull()
  })
})
