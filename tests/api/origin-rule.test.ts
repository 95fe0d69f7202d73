/**
 * The origin rule (decision 0010): state-changing requests that the token cookie would authenticate, or whose answer
 * may set a cookie, come only from the shop's own pages. Each case is one way a foreign page (or a browser tricked
 * by one) could try.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { ORIGIN, sessionCookie, useApiHarness } from './support/harness'

const api = useApiHarness()
const demoLogin = JSON.stringify({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password })

/** The requests a cross-site HTML form or fetch can send without a CORS pre-flight, plus forged origins. */
const FORGED: { name: string; headers: Record<string, string>; clientHeader?: boolean; body?: string }[] = [
  {
    name: 'a cross-site text/plain form post',
    headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    clientHeader: false,
  },
  { name: 'a text/plain post without origin headers', headers: { 'content-type': 'text/plain' }, clientHeader: false },
  {
    name: 'a url-encoded form post',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    clientHeader: false,
  },
  {
    name: 'JSON from another origin, even with the client header',
    headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
  },
  { name: 'JSON from a sibling site', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' } },
  {
    name: 'JSON from an opaque origin (sandboxed frame)',
    headers: { 'content-type': 'application/json', origin: 'null' },
  },
  { name: 'JSON without the client header', headers: { 'content-type': 'application/json' }, clientHeader: false },
  { name: 'a text/plain body with the client header', headers: { 'content-type': 'text/plain' } },
]

describe('sign-in, registration and tourist entry refuse foreign requests (login CSRF)', () => {
  const endpoints: [string, string][] = [
    ['/api/front/login/email', demoLogin],
    [
      '/api/front/login/register/visitor',
      JSON.stringify({ countryCode: 7, email: 'csrf.tourist@example.com', phone: '9161234567' }),
    ],
    [
      '/api/front/login/mobile/password',
      JSON.stringify({ countryCode: '+7', phone: '9001234567', password: DEMO_SHOPPER.password }),
    ],
  ]
  for (const [path, body] of endpoints) {
    for (const forged of FORGED) {
      it(`${path}: ${forged.name} gets code 403 and no cookie`, async () => {
        const { body: envelope, response } = await api.call(path, {
          method: 'POST',
          body,
          headers: forged.headers,
          clientHeader: forged.clientHeader,
        })
        expect(envelope.code).toBe(403)
        expect(response.headers.getSetCookie()).toEqual([])
      })
    }
  }

  it('accepts our own page: JSON, the client header, and our Origin / same-origin fetch metadata', async () => {
    const { body, response } = await api.call('/api/front/login/email', {
      method: 'POST',
      body: demoLogin,
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    })
    expect(body.code).toBe(200)
    expect(sessionCookie(response)).toMatch(/^token=/)
  })
})

describe('cookie-authenticated changes refuse foreign requests', () => {
  it('refuses every forged variant of a cookie POST and changes nothing', async () => {
    const demo = await api.demoShopper()
    const before = await api.get<{ count: number }>('/api/front/cart/count?numType=true&type=total', { as: demo })
    for (const forged of FORGED) {
      const { body } = await api.call('/api/front/cart/save', {
        method: 'POST',
        body: JSON.stringify([{ productId: 1, productAttrUnique: '1', cartNum: 1 }]),
        headers: { ...forged.headers, cookie: demo.cookie },
        clientHeader: forged.clientHeader,
      })
      expect(body.code, forged.name).toBe(403)
    }
    const after = await api.get<{ count: number }>('/api/front/cart/count?numType=true&type=total', { as: demo })
    expect(after.body.data.count).toBe(before.body.data.count)
  })

  it('lets header-token clients (no cookie) post from anywhere a non-browser client runs', async () => {
    const { response } = await api.post('/api/front/login/email', {
      email: DEMO_SHOPPER.email,
      password: DEMO_SHOPPER.password,
    })
    const token = decodeURIComponent(sessionCookie(response).slice('token='.length))
    const { body } = await api.post<boolean>('/api/front/login/token/is/exist', undefined, {
      token,
      clientHeader: false,
    })
    expect(body.code).toBe(200)
    expect(body.data).toBe(true)
  })

  it('lets signed webhooks through: no cookie, no client header (the rule does not apply)', async () => {
    const { body } = await api.call('/api/front/pay/stripe/webhook', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
      clientHeader: false,
    })
    expect(body.code).not.toBe(403)
  })
})

describe('logout', () => {
  it('a cookie-only GET logout (any site can trigger one) neither revokes the session nor clears the cookie', async () => {
    const demo = await api.demoShopper()
    const out = await api.get('/api/front/login/logout', { as: demo })
    expect(out.response.headers.getSetCookie()).toEqual([])
    const me = await api.get('/api/front/user/info', { as: demo })
    expect(me.body.code).toBe(200)
  })

  it('a cross-site POST logout is refused; our POST logout revokes and clears', async () => {
    const demo = await api.demoShopper()
    const forged = await api.call('/api/front/login/logout', {
      method: 'POST',
      headers: { cookie: demo.cookie, 'sec-fetch-site': 'cross-site' },
    })
    expect(forged.body.code).toBe(403)
    expect((await api.get('/api/front/user/info', { as: demo })).body.code).toBe(200)
    const out = await api.call('/api/front/login/logout', {
      method: 'POST',
      headers: { cookie: demo.cookie, origin: ORIGIN },
    })
    expect(out.body.code).toBe(200)
    expect(out.response.headers.getSetCookie().join()).toMatch(/token=; .*Max-Age=0/)
    expect((await api.get('/api/front/user/info', { as: demo })).body.code).toBe(401)
  })

  // Round two, finding 9: a page on a sibling subdomain logged the shopper out with a HEAD.
  it('a HEAD logout never logs out: not with the cookie, not with a header token', async () => {
    const demo = await api.demoShopper()
    const variants: Record<string, string>[] = [
      { cookie: demo.cookie },
      { cookie: demo.cookie, 'sec-fetch-site': 'same-site' },
      { cookie: demo.cookie, origin: ORIGIN },
    ]
    for (const headers of variants) {
      const out = await api.call('/api/front/login/logout', { method: 'HEAD', headers })
      expect(out.response.headers.getSetCookie()).toEqual([])
      expect((await api.get('/api/front/user/info', { as: demo })).body.code).toBe(200)
    }
    const { response } = await api.post('/api/front/login/email', {
      email: DEMO_SHOPPER.email,
      password: DEMO_SHOPPER.password,
    })
    const token = decodeURIComponent(sessionCookie(response).slice('token='.length))
    const head = await api.call('/api/front/login/logout', { method: 'HEAD', headers: { 'authori-zation': token } })
    expect(head.response.status).toBe(405)
    expect((await api.get('/api/front/user/info', { token })).body.code).toBe(200)
  })

  it('a GET logout from a sibling or foreign site is refused by the origin rule, even with a header token', async () => {
    const { response } = await api.post('/api/front/login/email', {
      email: DEMO_SHOPPER.email,
      password: DEMO_SHOPPER.password,
    })
    const token = decodeURIComponent(sessionCookie(response).slice('token='.length))
    const foreign: Record<string, string>[] = [{ 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }]
    for (const headers of foreign) {
      const out = await api.get('/api/front/login/logout', { token, headers })
      expect(out.body.code).toBe(403)
    }
    expect((await api.get('/api/front/user/info', { token })).body.code).toBe(200)
  })

  it('the contract GET logout still works with a header token', async () => {
    const { response } = await api.post('/api/front/login/email', {
      email: DEMO_SHOPPER.email,
      password: DEMO_SHOPPER.password,
    })
    const token = decodeURIComponent(sessionCookie(response).slice('token='.length))
    const out = await api.get('/api/front/login/logout', { token })
    expect(out.body.code).toBe(200)
    expect((await api.get('/api/front/user/info', { token })).body.code).toBe(401)
  })
})
