/**
 * Notices: broadcasts reach every shopper with separate read state, personal notices only their shopper; detail
 * marks read; mark read (some or all); unread counts; every event rendered in every locale (cookie, then
 * Accept-Language); the shipped and refund-decided events and the operator's `notice` command create notices.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '~/i18n/locales'
import { notices, users } from '~/server/db/schema'
import { sendNotice } from '~/server/notices/send'
import { NOTICE_TEMPLATES, renderNotice, TEMPLATED_EVENTS } from '~/server/notices/templates'
import type { Buyer, TestSku } from './support/checkout-fixtures'
import { useApiHarness } from './support/harness'
import { orderFixtures } from './support/order-fixtures'

const api = useApiHarness()
const fx = orderFixtures(api)
const db = () => api.handle.db

interface Notice {
  id: number
  kind: string
  title: string
  content: string
  link: string
  createTime: string
  isRead: boolean
}
interface NoticePage {
  list: Notice[]
  total: number
}
interface Counts {
  total: number
  system: number
  service: number
}

let sku: TestSku
beforeAll(async () => {
  ;[[sku]] = await fx.pickSkus(1, 1)
  await fx.setSku(sku, { price: '12.00', stock: 100 })
})

const list = (buyer: Buyer, search = '', headers: Record<string, string> = {}) =>
  fx.ok(api.get<NoticePage>(`/api/front/notice/list?limit=50${search}`, { as: buyer.cookie, headers }))
const counts = (buyer: Buyer) => fx.ok(api.get<Counts>('/api/front/notice/unread/count', { as: buyer.cookie }))
const detail = (buyer: Buyer, id: number, headers: Record<string, string> = {}) =>
  api.get<Notice>(`/api/front/notice/detail/${id}`, { as: buyer.cookie, headers })
const markRead = (buyer: Buyer, json: unknown) =>
  api.post<{ count: number }>('/api/front/notice/read', json, { as: buyer.cookie })

describe('notice templates', () => {
  it('has every templated event in every locale, each rendering its params', () => {
    const params = {
      orderNo: 'OD123',
      refundOrderNo: 'RF9',
      approved: false,
      reason: 'Used',
      couponName: 'SAVE5',
      expiresAt: '2026-12-31T00:00:00.000Z',
    }
    for (const locale of LOCALES) {
      for (const event of TEMPLATED_EVENTS) {
        expect(NOTICE_TEMPLATES[locale]?.[event], `${event} in ${locale}`).toBeTypeOf('function')
        const text = renderNotice(event, params, locale)
        expect(text.title.length, `${event} title in ${locale}`).toBeGreaterThan(0)
        if (locale !== 'en')
          expect(text.title, `${event} title in ${locale} is translated`).not.toBe(
            renderNotice(event, params, 'en').title,
          )
      }
      expect(renderNotice('order_shipped', params, locale).content).toContain('OD123')
      expect(renderNotice('refund_decided', params, locale).content).toContain('Used')
      expect(renderNotice('coupon_expiring', params, locale).content).toContain('SAVE5')
      expect(renderNotice('coupon_expiring', params, locale).content).not.toContain('2026-12-31T')
    }
  })
})

describe('the notice inbox', () => {
  it('fans a broadcast out to every shopper with separate read state; a personal notice reaches only its shopper', async () => {
    const a = await fx.newBuyer('notice-a')
    const b = await fx.newBuyer('notice-b')
    const before = { a: await counts(a), b: await counts(b) }
    const broadcast = await sendNotice(db(), null, {
      type: 'system',
      title: 'Holiday hours',
      content: 'Closed on Monday.',
    })
    const personal = await sendNotice(
      db(),
      a.id,
      { type: 'order_shipped', orderNo: 'OD777' },
      '/order/order_detail?orderNo=OD777',
    )
    expect(await counts(a)).toEqual({
      total: before.a.total + 2,
      system: before.a.system + 1,
      service: before.a.service + 1,
    })
    expect(await counts(b)).toEqual({ ...before.b, total: before.b.total + 1, system: before.b.system + 1 })
    expect((await list(b)).list.map((n) => n.id)).toContain(broadcast)
    expect((await list(b)).list.map((n) => n.id)).not.toContain(personal)

    // Reading the detail changes nothing (a GET is safe); the page then marks it read, for the reader only.
    const opened = await fx.ok(detail(a, broadcast))
    expect(opened).toMatchObject({ id: broadcast, title: 'Holiday hours', content: 'Closed on Monday.', isRead: false })
    expect((await counts(a)).system).toBe(before.a.system + 1)
    expect(await fx.ok(markRead(a, { ids: [broadcast] }))).toEqual({ count: 1 })
    expect(await fx.ok(detail(a, broadcast))).toMatchObject({ isRead: true })
    expect((await counts(a)).system).toBe(before.a.system)
    expect((await counts(b)).system).toBe(before.b.system + 1)
    expect((await list(a, '&type=read')).list.map((n) => n.id)).toContain(broadcast)
    expect((await list(b, '&type=unread')).list.map((n) => n.id)).toContain(broadcast)
    expect((await list(a, '&type=service')).list.every((n) => n.kind === 'service')).toBe(true)
    expect((await list(a, '&type=system')).list.every((n) => n.kind === 'system')).toBe(true)

    // Another shopper's personal notice is not found, and marking it read changes nothing.
    await fx.refused(detail(b, personal), 'Notice not found', 404)
    expect(await fx.ok(markRead(b, { ids: [personal] }))).toEqual({ count: 0 })
    expect((await list(a, '&type=unread')).list.map((n) => n.id)).toContain(personal)

    expect(await fx.ok(markRead(a, { ids: [personal] }))).toEqual({ count: 1 })
    expect(await fx.ok(markRead(a, { ids: [personal] }))).toEqual({ count: 0 })
    expect(await fx.ok(markRead(b, { all: true }))).toEqual({ count: before.b.total + 1 })
    expect(await counts(b)).toEqual({ total: 0, system: 0, service: 0 })
  })

  it("gives every page the total of the shopper's notices: a full page, the last, one past the end", async () => {
    const buyer = await fx.newBuyer('notice-pages')
    for (const orderNo of ['OD801', 'OD802', 'OD803'])
      await sendNotice(db(), buyer.id, { type: 'order_shipped', orderNo })
    const all = (await list(buyer)).total
    expect(all).toBeGreaterThanOrEqual(3)
    const page = (n: number) =>
      fx.ok(api.get<NoticePage>(`/api/front/notice/list?page=${n}&limit=2`, { as: buyer.cookie }))
    const last = Math.ceil(all / 2)
    expect(await page(1)).toMatchObject({ total: all, list: [{}, {}] })
    expect((await page(last)).total).toBe(all)
    expect(await page(last + 1)).toMatchObject({ total: all, list: [] })
    const unread = await fx.ok(api.get<NoticePage>('/api/front/notice/list?limit=2&isRead=false', { as: buyer.cookie }))
    expect(unread.total).toBe((await counts(buyer)).total)
  })

  it('refuses bad input with a 400', async () => {
    const a = await fx.newBuyer('notice-bad')
    await fx.refused(api.get('/api/front/notice/list?type=spam', { as: a.cookie }), 'The type is not a kind of notice')
    await fx.refused(api.get('/api/front/notice/detail/abc', { as: a.cookie }), 'The ID must be a positive integer')
    await fx.refused(markRead(a, {}), 'Choose the notices, or all of them')
    await fx.refused(markRead(a, { ids: [] }), 'Choose at least one notice')
    expect((await api.get('/api/front/notice/unread/count')).body.code).toBe(401)
  })

  it('renders in the locale cookie, else Accept-Language, else English', async () => {
    const a = await fx.newBuyer('notice-locale')
    const id = await sendNotice(db(), a.id, { type: 'refund_decided', refundOrderNo: 'RF42', approved: true })
    const titleIn = async (headers: Record<string, string>) => (await fx.ok(detail(a, id, headers))).title
    expect(await titleIn({})).toBe('Refund approved')
    expect(await titleIn({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' })).toBe('Remboursement accepté')
    expect(await titleIn({ 'accept-language': 'de, zh-TW;q=0.8' })).toBe('退款已同意')
    const withCookie = await fx.ok(
      api.get<Notice>(`/api/front/notice/detail/${id}`, {
        as: `${a.cookie}; locale=th`,
        headers: { 'accept-language': 'ru' },
      }),
    )
    expect(withCookie.title).toBe('อนุมัติการคืนเงินแล้ว')
    const [row] = await db().select().from(notices).where(eq(notices.id, id))
    expect(row).toMatchObject({
      event: 'refund_decided',
      params: { refundOrderNo: 'RF42', approved: true },
      title: 'Refund approved',
    })
  })
})

describe('events that create notices', () => {
  it('an order shipped, a refund refused and approved, and an operator notice (one shopper, then all)', async () => {
    const buyer = await fx.newBuyer('notice-events')
    const { parts } = await fx.paidOrder(buyer, [[sku, 1]], 'cod')
    const orderNo = parts[0].orderNo
    await fx.ops({ command: 'ship', orderNo, delivery: { type: 'virtual' } })
    const [shipped] = (await list(buyer, '&type=service', { 'accept-language': 'ru' })).list
    expect(shipped).toMatchObject({
      title: 'Ваш заказ отправлен',
      content: `Заказ ${orderNo} уже в пути.`,
      isRead: false,
      link: `/order/order_detail?orderNo=${orderNo}`,
    })

    const paid = await fx.paidOrder(buyer, [[sku, 1]], 'bank')
    const refundOf = async () =>
      (
        await fx.ok(
          api.post<{ refundOrderNo: string }>(
            '/api/front/order/refund',
            { orderNo: paid.parts[0].orderNo, text: 'Item damaged or defective' },
            { as: buyer.cookie },
          ),
        )
      ).refundOrderNo
    const refused = await refundOf()
    await fx.ops({ command: 'refund-refuse', refundOrderNo: refused, reason: 'Opened package' })
    const approved = await refundOf()
    await fx.ops({ command: 'refund-approve', refundOrderNo: approved })
    const service = (await list(buyer, '&type=service')).list
    expect(service.slice(0, 2)).toMatchObject([
      {
        title: 'Refund approved',
        content: `Refund ${approved} was approved.`,
        link: `/order/refund_detail?orderNo=${approved}`,
      },
      { title: 'Refund refused', content: `Refund ${refused} was refused: Opened package` },
    ])

    const [user] = await db().select().from(notices).where(eq(notices.userId, buyer.id))
    expect(user.userId).toBe(buyer.id)
    const [{ email }] = await db().select({ email: users.email }).from(users).where(eq(users.id, buyer.id))
    const sent = (await fx.ops({
      command: 'notice',
      to: email!.toUpperCase(),
      title: 'Hello',
      content: 'Just for you',
      titles: { ru: 'Привет' },
    })) as { id: number }
    expect(await fx.ok(detail(buyer, sent.id, { 'accept-language': 'ru' }))).toMatchObject({
      title: 'Привет',
      content: 'Just for you',
      kind: 'system',
    })
    const other = await fx.newBuyer('notice-others')
    await fx.refused(detail(other, sent.id), 'Notice not found', 404)
    const all = (await fx.ops({ command: 'notice', to: 'all', title: 'Sale', content: 'Everything 10% off' })) as {
      id: number
    }
    expect(await fx.ok(detail(other, all.id))).toMatchObject({ title: 'Sale', content: 'Everything 10% off' })
    await expect(fx.ops({ command: 'notice', to: 'nobody@shop.example', title: 'x', content: 'y' })).rejects.toThrow(
      'No shopper has the e-mail',
    )
  })
})
