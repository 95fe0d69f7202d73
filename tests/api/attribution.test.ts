/**
 * Campaign attribution (decision 22): the first-touch cookie the page entry sets, stored with a
 * registration and with a master order (O4); a client without pages may name the campaign on the call's URL; the
 * operator's campaign report sums orders and revenue with decimal.js.
 */
import { desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { ATTRIBUTION_COOKIE, type FirstTouch } from '~/contract'
import { encodeFirstTouch } from '~/server/attribution/first-touch'
import { localeLinkRedirect, withFirstTouch } from '~/server/attribution/page-entry'
import { orderAttributions, orders, outboxMessages, userAttributions, users } from '~/server/db/schema'
import { readSetting, writeSetting } from '~/server/db/settings'
import { OpsCommand } from '~/server/ops/commands'
import { CookieJar, ORIGIN, sessionCookie, useApiHarness } from './support/harness'
import { orderFixtures } from './support/order-fixtures'
import type { TestSku } from './support/checkout-fixtures'

const api = useApiHarness()
const fx = orderFixtures(api)
const db = () => api.handle.db

const touch = (params: FirstTouch['params']): FirstTouch => ({
  params,
  landingPath: '/goods/goods_search',
  at: '2026-11-20T10:00:00.000Z',
})
const cookieOf = (t: FirstTouch) => `${ATTRIBUTION_COOKIE}=${encodeFirstTouch(t)}`
const page = (path: string, cookie = '') =>
  new Request(`${ORIGIN}${path}`, {
    headers: { accept: 'text/html,application/xhtml+xml', ...(cookie ? { cookie } : {}) },
  })

let sku: TestSku
beforeAll(async () => {
  ;[[sku]] = await fx.pickSkus(1, 1)
  await fx.setSku(sku, { price: '12.35', stock: 500 })
})

describe('the page entry', () => {
  it('sets the first-touch cookie on the first page load with campaign params, once', async () => {
    const answer = withFirstTouch(
      page('/goods/goods_search?title=tea&utm_source=news&utm_campaign=%22123%22&gclid=G1'),
      new Response('<html>'),
      30,
    )
    const set = answer.headers.getSetCookie().find((c) => c.startsWith(`${ATTRIBUTION_COOKIE}=`))
    expect(set).toMatch(/HttpOnly/)
    expect(set).toMatch(/Max-Age=2592000/)
    expect(await answer.text()).toBe('<html>')
    const value = set!.split(';')[0].split('=')[1]
    const stored = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as FirstTouch
    expect(stored.params).toEqual({ utm_source: 'news', utm_campaign: '123', gclid: 'G1' })
    expect(stored.landingPath).toBe('/goods/goods_search')
    // A later campaign link does not replace the first touch; a page without campaign params sets nothing.
    const again = withFirstTouch(page('/?utm_source=other', set!.split(';')[0]), new Response(''), 30)
    expect(again.headers.getSetCookie()).toEqual([])
    expect(withFirstTouch(page('/goods/goods_search?title=tea'), new Response(''), 30).headers.getSetCookie()).toEqual(
      [],
    )
    // 0 days: a cookie for the browser session.
    expect(withFirstTouch(page('/?fbclid=F'), new Response(''), 0).headers.getSetCookie()[0]).not.toMatch(/Max-Age/)
  })

  it('bounds the first-touch cookie so a browser keeps it, and marks the answer that sets it as private', async () => {
    const cjk = '春季促销活动'.repeat(40).slice(0, 200)
    const query = [
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'fbclid',
      'inviteCode',
    ]
      .map((key) => `${key}=${encodeURIComponent(cjk)}`)
      .join('&')
    const shared = new Response('<html>', { headers: { 'cache-control': 'public, max-age=0, s-maxage=30' } })
    const answer = withFirstTouch(page(`/goods/goods_search?${query}`), shared, 30)
    const set = answer.headers.getSetCookie()[0]
    // Browsers drop a cookie of over 4,096 bytes (name, value and attributes) without a word.
    expect(Buffer.byteLength(set)).toBeLessThanOrEqual(4096)
    const stored = JSON.parse(Buffer.from(set.split(';')[0].split('=')[1], 'base64url').toString('utf8')) as FirstTouch
    expect(Object.keys(stored.params)).toHaveLength(8)
    for (const value of Object.values(stored.params)) expect(cjk.startsWith(value!)).toBe(true)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    // Short params are kept whole.
    const small = withFirstTouch(
      page('/?utm_source=news&utm_campaign=%E6%98%A5'),
      new Response(''),
      30,
    ).headers.getSetCookie()[0]
    expect(JSON.parse(Buffer.from(small.split(';')[0].split('=')[1], 'base64url').toString('utf8')).params).toEqual({
      utm_source: 'news',
      utm_campaign: '春',
    })
  })

  it('turns ?locale= into the locale cookie and a redirect without it; an unknown locale is only removed', () => {
    const ru = localeLinkRedirect(page('/goods/goods_search?title=tea&locale=zh-cn&utm_source=x'))!
    expect(ru.status).toBe(302)
    expect(ru.headers.get('location')).toBe('/goods/goods_search?title=tea&utm_source=x')
    expect(ru.headers.getSetCookie()[0]).toMatch(/^locale=zh-CN; Path=\//)
    const unknown = localeLinkRedirect(page('/?locale=xx'))!
    expect(unknown.headers.get('location')).toBe('/')
    expect(unknown.headers.getSetCookie()).toEqual([])
    expect(localeLinkRedirect(page('/goods/goods_search?title=tea'))).toBeNull()
    expect(localeLinkRedirect(new Request(`${ORIGIN}/api/front/index?locale=ru`))).toBeNull()
  })
})

describe('registration', () => {
  it('stores the first touch with an account registered by e-mail, and nothing without one', async () => {
    const jar = new CookieJar()
    const register = async (email: string, cookie?: string) => {
      const headers = { 'x-forwarded-for': `10.9.0.${email.length}`, ...(cookie ? { cookie } : {}) }
      await api.call('/api/front/login/email/captcha', {
        method: 'POST',
        body: JSON.stringify(email),
        headers: { 'content-type': 'application/json', ...headers },
        jar,
      })
      const outbox = await api.get<{ body: string }[]>(
        `/api/front/dev/outbox?to=${encodeURIComponent(email)}&limit=1`,
        { jar },
      )
      const captcha = /\b(\d{6})\b/.exec(outbox.body.data[0].body)![1]
      const answer = await api.call<{ uid: number }>('/api/front/login/register/email', {
        method: 'POST',
        json: { email, captcha, password: 'Campaign123' },
        headers,
        jar,
      })
      expect(answer.body.code, answer.body.message).toBe(200)
      sessionCookie(answer.response)
      return answer.body.data.uid
    }
    const attributed = await register(
      'from.news@example.com',
      cookieOf(touch({ utm_source: 'news', utm_campaign: 'spring', inviteCode: 'ABCD1234' })),
    )
    const [row] = await db().select().from(userAttributions).where(eq(userAttributions.userId, attributed))
    expect(row).toMatchObject({
      campaign: 'spring',
      landingPath: '/goods/goods_search',
      params: { utm_source: 'news', utm_campaign: 'spring', inviteCode: 'ABCD1234' },
    })
    expect(row.touchedAt.toISOString()).toBe('2026-11-20T10:00:00.000Z')
    const plain = await register('plain.visitor@example.com')
    expect(await db().select().from(userAttributions).where(eq(userAttributions.userId, plain))).toEqual([])
  })
})

describe('tourist entry', () => {
  it('attributes the tourist account it creates, and not an existing one entering again', async () => {
    const login = await readSetting(db(), 'login')
    await writeSetting(db(), 'login', { loginLeftImage: '', agreement: '', ...login, visitorOpen: true })
    const enter = (email: string, cookie: string, captcha?: string) =>
      api.call<{ uid: number }>('/api/front/login/register/visitor', {
        method: 'POST',
        json: { countryCode: 7, email, phone: null, ...(captcha ? { captcha } : {}) },
        headers: { cookie, 'x-forwarded-for': '10.9.1.1' },
      })
    const first = await enter('tourist.campaign@example.com', cookieOf(touch({ utm_campaign: 'tourists' })))
    expect(first.body.code, first.body.message).toBe(200)
    const [row] = await db().select().from(userAttributions).where(eq(userAttributions.userId, first.body.data.uid))
    expect(row).toMatchObject({ campaign: 'tourists' })
    // An account made before this request: a later campaign does not claim it.
    const [old] = await db()
      .insert(users)
      .values({
        email: 'old.tourist@example.com',
        nickname: 'old',
        inviteCode: 'OLDT0001',
        userType: 'visitor',
        isVisitor: true,
        createdAt: new Date(Date.now() - 86_400_000),
      })
      .returning({ id: users.id })
    // Entering again takes the code mailed to the e-mail (decision 6).
    expect((await enter('old.tourist@example.com', '')).body.data).toEqual({ codeRequired: true })
    const [mail] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'old.tourist@example.com'))
      .orderBy(desc(outboxMessages.id))
      .limit(1)
    const again = await enter(
      'old.tourist@example.com',
      cookieOf(touch({ utm_campaign: 'late' })),
      /\b(\d{6})\b/.exec(mail.body)![1],
    )
    expect(again.body.data.uid).toBe(old.id)
    expect(await db().select().from(userAttributions).where(eq(userAttributions.userId, old.id))).toEqual([])
  })
})

describe('the report command', () => {
  it('refuses a date that is not one', () => {
    expect(v.safeParse(OpsCommand, { command: 'report-campaigns', from: '2026-13-45' }).success).toBe(false)
    expect(v.safeParse(OpsCommand, { command: 'report-campaigns', from: 'yesterday' }).success).toBe(false)
    expect(v.safeParse(OpsCommand, { command: 'report-campaigns', from: '2026-11-01', to: '2026-12-01' }).success).toBe(
      true,
    )
  })
})

describe('orders (O4)', () => {
  async function order(options: { cookie?: string; query?: string } = {}) {
    const buyer = await fx.newBuyer('campaign')
    const cartId = await fx.addToCart(buyer.id, sku, 2)
    const preOrderNo = await fx.preOrder(buyer.cookie, {
      preOrderType: 'shoppingCart',
      orderDetails: [{ shoppingCartId: cartId }],
    })
    const cookie = [buyer.cookie, options.cookie].filter(Boolean).join('; ')
    const answer = await api.post<{ orderNo: string }>(
      `/api/front/order/create${options.query ?? ''}`,
      { preOrderNo, addressId: buyer.addressId, payType: 'cod', payChannel: 'pc' },
      { as: cookie },
    )
    expect(answer.body.code, answer.body.message).toBe(200)
    const [master] = await db().select().from(orders).where(eq(orders.orderNo, answer.body.data.orderNo))
    const [attribution] = await db().select().from(orderAttributions).where(eq(orderAttributions.orderId, master.id))
    return { master, attribution, buyer }
  }

  it('stores the first touch with the master order; a bad cookie or none stores nothing and still orders', async () => {
    const { attribution } = await order({
      cookie: cookieOf(touch({ utm_source: 'ads', utm_medium: 'cpc', utm_campaign: 'winter', gclid: 'CL1' })),
    })
    expect(attribution).toMatchObject({
      campaign: 'winter',
      params: { utm_source: 'ads', utm_medium: 'cpc', utm_campaign: 'winter', gclid: 'CL1' },
    })
    expect((await order()).attribution).toBeUndefined()
    expect((await order({ cookie: `${ATTRIBUTION_COOKIE}=not-base64-json` })).attribution).toBeUndefined()
    expect((await order({ cookie: cookieOf({ ...touch({}), params: {} }) })).attribution).toBeUndefined()
  })

  it("takes the campaign from the call's URL for a client without pages", async () => {
    const { attribution } = await order({ query: '?utm_source=app&utm_campaign=app-launch' })
    expect(attribution).toMatchObject({
      campaign: 'app-launch',
      landingPath: '',
      params: { utm_source: 'app', utm_campaign: 'app-launch' },
    })
  })

  it('reports orders, revenue and registrations by campaign, cancelled orders out of the revenue, with date filters', async () => {
    const t = cookieOf(touch({ utm_source: 'mail', utm_medium: 'email', utm_campaign: 'report-check' }))
    const first = await order({ cookie: t })
    const second = await order({ cookie: t })
    await fx.ok(
      fx.post('/api/front/pay/payment', first.buyer.cookie, {
        orderNo: first.master.orderNo,
        payType: 'cod',
        payChannel: 'pc',
      }),
    )
    const third = await order({ cookie: t })
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, third.master.id))
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.id, first.buyer.id))
    await db()
      .insert(userAttributions)
      .values({
        userId: user.id,
        params: { utm_campaign: 'report-check', utm_source: 'mail', utm_medium: 'email' },
        campaign: 'report-check',
        touchedAt: new Date(),
      })

    type Line = {
      campaign: string
      source: string
      medium: string
      orders: number
      paidOrders: number
      revenue: string
      paidRevenue: string
      registrations: number
    }
    const report = (await fx.ops({ command: 'report-campaigns' } as never)) as Line[]
    const line = report.find((l) => l.campaign === 'report-check')
    // 2 × 12.35 = 24.70 per order (plus its freight): two orders count, the cancelled one only in the order count.
    const pay = (o: typeof first) => Number(o.master.payPrice)
    expect(line).toMatchObject({ source: 'mail', medium: 'email', orders: 3, paidOrders: 1, registrations: 1 })
    expect(line!.revenue).toBe((pay(first) + pay(second)).toFixed(2))
    expect(line!.paidRevenue).toBe(pay(first).toFixed(2))
    const past = (await fx.ops({ command: 'report-campaigns', to: '2020-01-01' } as never)) as Line[]
    expect(past).toEqual([])
  })
})
