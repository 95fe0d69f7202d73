import { describe, expect, it } from 'vitest'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { revokeSession } from '~/server/auth/sessions'
import { withRequestScope } from '~/server/http/request-scope'
import { sessionCookie, useApiHarness } from './support/harness'

const api = useApiHarness()

async function login() {
  const { body, response } = await api.post<{ token?: string }>('/api/front/login/email', {
    email: DEMO_SHOPPER.email,
    password: DEMO_SHOPPER.password,
  })
  expect(body.code).toBe(200)
  return { body, cookie: sessionCookie(response), response }
}

describe('sessions through the gateway', () => {
  it('logs in by e-mail: sets an HttpOnly cookie and keeps the token out of the page', async () => {
    const { body, response } = await login()
    expect(body.data.token).toBeUndefined()
    const setCookie = response.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(setCookie).toMatch(/Max-Age=604800/)
  })

  it('returns the current user for the cookie, and the menu with account pages', async () => {
    const { cookie } = await login()
    const me = await api.get<{ email: string; nickname: string; inviteCode: string }>('/api/front/user/info', {
      as: cookie,
    })
    expect(me.body.code).toBe(200)
    expect(me.body.data.email).toBe(DEMO_SHOPPER.email)
    expect(me.body.data.inviteCode).toBeTruthy()
    const menu = await api.get<{ routine_my_menus: { pc_url: string }[] }>('/api/front/user/menu/user', { as: cookie })
    const urls = menu.body.data.routine_my_menus.map((m) => m.pc_url)
    expect(urls).toEqual(expect.arrayContaining(['/users/address_list', '/users/user_info', '/users/collection_list']))
  })

  it('accepts the bare token in Authori-zation and as a Bearer Authorization (external clients)', async () => {
    const { response } = await api.post<{ token: string }>('/api/front/login/email', {
      email: DEMO_SHOPPER.email,
      password: DEMO_SHOPPER.password,
    })
    const token = decodeURIComponent(sessionCookie(response).split('=')[1])
    const bare = await api.get('/api/front/user/info', { token })
    expect(bare.body.code).toBe(200)
    const bearer = await api.call('/api/front/user/info', { headers: { authorization: `Bearer ${token}` } })
    expect(bearer.body.code).toBe(200)
  })

  it('logs in by phone and password with the dial code', async () => {
    const { body } = await api.post('/api/front/login/mobile/password', {
      countryCode: DEMO_SHOPPER.countryCode,
      phone: DEMO_SHOPPER.phone,
      password: DEMO_SHOPPER.password,
    })
    expect(body.code).toBe(200)
  })

  it('refuses a wrong password or unknown user with the same 400 message, and sets no cookie', async () => {
    const wrong = await api.post('/api/front/login/email', { email: DEMO_SHOPPER.email, password: 'not-the-password' })
    const unknown = await api.post('/api/front/login/email', { email: 'nobody@shop.example', password: 'whatever1' })
    expect(wrong.body.code).toBe(400)
    expect(unknown.body.message).toBe(wrong.body.message)
    expect(wrong.response.headers.getSetCookie()).toEqual([])
  })

  it('validates login input with clear 400 messages', async () => {
    const badEmail = await api.post('/api/front/login/email', { email: 'not-an-email', password: 'x' })
    expect(badEmail.body.code).toBe(400)
    expect(badEmail.body.message).toMatch(/e-?mail/i)
    const notJson = await api.call('/api/front/login/email', {
      method: 'POST',
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.body.code).toBe(400)
  })

  it('answers protected calls without a session with code 401 (HTTP 200)', async () => {
    for (const path of [
      '/api/front/user/info',
      '/api/front/cart/count',
      '/api/front/notice/list',
      '/api/front/user/menu/user',
    ]) {
      const { body, response } = await api.call(path)
      expect(response.status).toBe(200)
      expect(body.code).toBe(401)
    }
  })

  it('answers a stale token with 401 and leaves the cookie to the client, which ends the session by logging out', async () => {
    const { body, response } = await api.get('/api/front/user/info', { as: 'token=stale-token' })
    expect(body.code).toBe(401)
    expect(response.headers.getSetCookie()).toEqual([])
    const out = await api.post('/api/front/login/logout', undefined, { as: 'token=stale-token' })
    expect(out.response.headers.getSetCookie().join()).toMatch(/token=; .*Max-Age=0/)
  })

  it('refuses a cookie-authenticated POST without the client header (origin rule)', async () => {
    const { cookie } = await login()
    const exists = await api.call<boolean>('/api/front/login/token/is/exist', {
      method: 'POST',
      headers: { cookie, 'form-type': 'pc' },
    })
    expect(exists.body.data).toBe(true)
    const forged = await api.call<boolean>('/api/front/login/token/is/exist', {
      method: 'POST',
      headers: { cookie },
      clientHeader: false,
    })
    expect(forged.body.code).toBe(403)
  })

  it('counts the cart and lists unread notices for the signed-in user', async () => {
    const { cookie } = await login()
    const count = await api.get<{ count: number }>('/api/front/cart/count?numType=true&type=total', { as: cookie })
    expect(count.body.code).toBe(200)
    expect(count.body.data.count).toBeGreaterThanOrEqual(0)
    const bad = await api.get('/api/front/cart/count?type=bogus', { as: cookie })
    expect(bad.body.code).toBe(400)
    const all = await api.get<{ list: { isRead: boolean }[]; total: number }>(
      '/api/front/notice/list?page=1&limit=50',
      { as: cookie },
    )
    const unread = await api.get<{ list: { isRead: boolean; title: string; createTime: string }[]; total: number }>(
      '/api/front/notice/list?limit=5&isRead=false',
      { as: cookie },
    )
    expect(unread.body.data.list.length).toBeLessThanOrEqual(5)
    expect(unread.body.data.list.every((n) => !n.isRead)).toBe(true)
    expect(unread.body.data.list[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(all.body.data.list.some((n) => n.isRead)).toBe(true)
    expect(unread.body.data.total).toBeLessThan(all.body.data.total)
  })

  it('logs out: revokes the token and clears the cookie', async () => {
    const { cookie } = await login()
    const out = await api.post('/api/front/login/logout', undefined, { as: cookie })
    expect(out.body.code).toBe(200)
    expect(out.response.headers.getSetCookie().join()).toMatch(/Max-Age=0/)
    const after = await api.get('/api/front/user/info', { as: cookie })
    expect(after.body.code).toBe(401)
  })

  it("reads the session's user once per request for its reads, and afresh in the next request (decision 55)", async () => {
    const { cookie } = await login()
    const info = () => api.get<{ email: string }>('/api/front/user/info', { as: cookie })
    const [before, during] = await withRequestScope(async () => {
      const first = await info()
      // Ended between two reads of one page render: the render keeps the user it started with.
      await revokeSession(api.handle.db, decodeURIComponent(cookie.split('=')[1]))
      return [first, await info()]
    })
    expect(before.body.data.email).toBe(DEMO_SHOPPER.email)
    expect(during.body.data.email).toBe(DEMO_SHOPPER.email)
    // Nothing outlives the request: the next one reads the session again and finds it ended.
    expect((await withRequestScope(info)).body.code).toBe(401)
  })
})
