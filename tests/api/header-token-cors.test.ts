/**
 * Header-token clients and CORS (decision 0013): apps and third-party CRMEB clients get `data.token` and send
 * `Authori-zation`; our storefront keeps the HttpOnly cookie; browser pages on a listed origin get CORS answers without
 * credentials; no foreign page can read a token or ride the cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig, resetConfig } from '../../app.config'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { ORIGIN, useApiHarness } from './support/harness'

const LISTED = 'https://client.example'
const OTHER = 'https://evil.example'

beforeAll(() => {
  process.env.CORS_ORIGINS = `${LISTED}, https://second.example/`
  resetConfig()
})
afterAll(() => {
  delete process.env.CORS_ORIGINS
  resetConfig()
})

const api = useApiHarness()
const demoLogin = { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }
const tokenCookies = (response: Response) => response.headers.getSetCookie().filter((c) => c.startsWith('token='))

async function headerLogin(headers: Record<string, string>) {
  return api.call<{ token?: string }>('/api/front/login/email', { method: 'POST', json: demoLogin, headers })
}

describe('header-token login', () => {
  it('keeps the cookie-only answer for our storefront', async () => {
    const { body, response } = await headerLogin({ origin: ORIGIN, 'sec-fetch-site': 'same-origin' })
    expect(body.code).toBe(200)
    expect(body.data.token).toBeUndefined()
    expect(tokenCookies(response)).toHaveLength(1)
  })

  it('gives a non-browser client that asks with Token-Transport the token, and no cookie', async () => {
    const { body, response } = await headerLogin({ 'token-transport': 'header' })
    expect(body.code).toBe(200)
    expect(body.data.token).toMatch(/^[\w-]{20,}$/)
    expect(tokenCookies(response)).toEqual([])
    const token = body.data.token as string
    const me = await api.call<{ email: string }>('/api/front/user/info', { headers: { 'authori-zation': token } })
    expect(me.body.data.email).toBe(DEMO_SHOPPER.email)
    // The contract's GET logout revokes the header token.
    expect((await api.call('/api/front/login/logout', { headers: { 'authori-zation': token } })).body.code).toBe(200)
    expect((await api.call('/api/front/user/info', { headers: { 'authori-zation': token } })).body.code).toBe(401)
  })

  it('never gives a token to a page script on our origin, even when it asks (an injected script)', async () => {
    const attempts: Record<string, string>[] = [
      { 'token-transport': 'header', origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      { 'token-transport': 'header', 'sec-fetch-site': 'same-origin' },
      { 'token-transport': 'header', origin: ORIGIN },
    ]
    for (const headers of attempts) {
      const { body, response } = await headerLogin(headers)
      expect(body.code).toBe(200)
      expect(body.data.token).toBeUndefined()
      expect(tokenCookies(response)).toHaveLength(1)
    }
  })

  it('does not turn a cookie session into a header token', async () => {
    const demo = await api.demoShopper()
    const { body } = await headerLogin({ 'token-transport': 'header', cookie: demo.cookie })
    expect(body.code).toBe(200)
    expect(body.data.token).toBeUndefined()
  })

  it('refuses a page on an unlisted origin that asks for a header token, and sets nothing', async () => {
    const { body, response } = await headerLogin({
      'token-transport': 'header',
      origin: OTHER,
      'sec-fetch-site': 'cross-site',
    })
    expect(body.code).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.getSetCookie()).toEqual([])
  })
})

describe('CORS allow-list', () => {
  const listed = { origin: LISTED, 'sec-fetch-site': 'cross-site' }

  it('answers a listed origin’s pre-flight for Authori-zation, Form-type and Content-Type, without credentials', async () => {
    const { response } = await api.call('/api/front/cart/save', {
      method: 'OPTIONS',
      headers: {
        ...listed,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authori-zation,form-type,content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(LISTED)
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase()
    for (const name of ['authori-zation', 'form-type', 'content-type']) expect(allowed).toContain(name)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    expect(response.headers.get('vary')).toContain('Origin')
  })

  it('refuses an unlisted origin’s pre-flight with no CORS header', async () => {
    const { response } = await api.call('/api/front/cart/save', {
      method: 'OPTIONS',
      headers: {
        origin: OTHER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authori-zation',
      },
    })
    expect(response.status).toBe(403)
    expect([...response.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([])
  })

  it('a listed page signs in by header token, then adds to the cart with it', async () => {
    const login = await headerLogin(listed)
    expect(login.body.code).toBe(200)
    expect(login.response.headers.get('access-control-allow-origin')).toBe(LISTED)
    expect(login.response.headers.get('access-control-allow-credentials')).toBeNull()
    expect(tokenCookies(login.response)).toEqual([])
    const token = login.body.data.token as string
    const product = await api.call<{ productValue: Record<string, { id: number; stock: number }> }>(
      '/api/front/product/detail/1',
      { headers: listed },
    )
    const sku = Object.values(product.body.data.productValue).find((value) => value.stock > 0)
    expect(sku).toBeDefined()
    const saved = await api.call<{ cartIds: number[] }>('/api/front/cart/save', {
      method: 'POST',
      json: [{ productId: 1, productAttrUnique: sku?.id, cartNum: 1 }],
      headers: { ...listed, 'authori-zation': token },
    })
    expect(saved.body.code, saved.body.message).toBe(200)
    expect(saved.response.headers.get('access-control-allow-origin')).toBe(LISTED)
  })

  it('gives an unlisted origin no CORS header, and every answer varies by Origin', async () => {
    const { body, response } = await api.call('/api/front/index/product?page=1&limit=2', { headers: { origin: OTHER } })
    expect(body.code).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('vary')).toContain('Origin')
  })

  it('still refuses a cookie request from a listed origin, and changes nothing', async () => {
    const demo = await api.demoShopper()
    const countBefore = await api.call<{ count: number }>('/api/front/cart/count?numType=true&type=sum', {
      headers: { cookie: demo.cookie },
    })
    const { body, response } = await api.call('/api/front/cart/save', {
      method: 'POST',
      json: [{ productId: 1, productAttrUnique: '1', cartNum: 1 }],
      headers: { ...listed, cookie: demo.cookie },
    })
    expect(body.code).toBe(403)
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    const countAfter = await api.call<{ count: number }>('/api/front/cart/count?numType=true&type=sum', {
      headers: { cookie: demo.cookie },
    })
    expect(countAfter.body.data.count).toBe(countBefore.body.data.count)
    // A listed page cannot sign a cookie-carrying browser in either (login CSRF through an allowed origin).
    const login = await headerLogin({ ...listed, cookie: demo.cookie })
    expect(login.body.code).toBe(403)
    expect(login.response.headers.getSetCookie()).toEqual([])
  })
})

describe('CORS_ORIGINS configuration', () => {
  it('is empty by default and accepts only plain origins', () => {
    expect(readConfig({}).corsOrigins).toEqual([])
    expect(readConfig({ CORS_ORIGINS: 'https://A.example/, http://b.example:8080' }).corsOrigins).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ])
    for (const bad of ['*', 'https://a.example/path', 'ftp://a.example', 'a.example']) {
      expect(() => readConfig({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS/)
    }
  })
})
