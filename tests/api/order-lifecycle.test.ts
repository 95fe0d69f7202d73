/**
 * The order after payment: shipping and logistics (operator), O10 logistics, O11 receipt (and automatic receipt),
 * reviews V1/V2 reaching the product's reviews and rating, completion, O13 delete, the detail from any order number,
 * the extension tabs and counters — every transition allowed once and refused where the state machine says no.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import { merchantOrders, orders, productReviews, uploads } from '~/server/db/schema'
import { autoReceiveShipped } from '~/server/orders/fulfilment'
import { useApiHarness } from './support/harness'
import type { Buyer, TestSku } from './support/checkout-fixtures'
import { orderFixtures } from './support/order-fixtures'

const uploadDir = mkdtempSync(path.join(tmpdir(), 'order-lifecycle-test-'))
process.env.UPLOAD_DIR = uploadDir
resetConfig()

const api = useApiHarness()
const fx = orderFixtures(api)
const db = () => api.handle.db

let a1: TestSku, b1: TestSku

beforeAll(async () => {
  ;[a1, b1] = await fx.twoStoreSkus()
})

afterAll(() => {
  delete process.env.UPLOAD_DIR
  resetConfig()
  rmSync(uploadDir, { recursive: true, force: true })
})

interface Express {
  expName: string
  expNo: string
  logisticsInfo: string
  deliveryType: string
  deliveryName: string
  deliveryPhone: string
}
interface Detail {
  orderNo: string
  orderKind: string
  status: number
  paid: boolean
  payStatus: string
  deliveryType: string
  expName: string
  expNo: string
  deliveryName: string
  deliveryPhone: string
  orderInfoList: { id: number; isReplied: boolean }[]
  orderList?: { orderNo: string }[]
}

const get = <T>(buyer: Buyer, path: string) => fx.get<T>(path, buyer.cookie)
const post = <T = unknown>(buyer: Buyer, path: string, json?: unknown) => fx.post<T>(path, buyer.cookie, json)
const detail = (buyer: Buyer, orderNo: string) => fx.ok(get<Detail>(buyer, `/api/front/order/detail/${orderNo}`))
const counters = (buyer: Buyer) => fx.ok(get<Record<string, number>>(buyer, '/api/front/order/data'))
const tab = async (buyer: Buyer, type: number) =>
  (await fx.ok(get<{ list: { orderNo: string }[] }>(buyer, `/api/front/order/list?type=${type}&limit=50`))).list.map(
    (o) => o.orderNo,
  )

describe('shipping, logistics, receipt, reviews, completion and delete', () => {
  it('walks a cash-on-delivery order of two shops through every state, refusing each step out of turn', async () => {
    const buyer = await fx.newBuyer('walk')
    const { master, parts } = await fx.paidOrder(
      buyer,
      [
        [a1, 2],
        [b1, 1],
      ],
      'cod',
    )
    const [partA, partB] = parts
    expect(master.status).toBe('cod')

    // Before shipping: no receipt, no delete, no logistics event, no review; O10 is still an object.
    await fx.refused(
      post(buyer, `/api/front/order/take/${partA.orderNo}`),
      'An order that is awaiting shipment cannot be confirmed as received',
    )
    await fx.refused(
      post(buyer, `/api/front/order/delete/${partA.orderNo}`),
      'An order that is awaiting shipment cannot be deleted',
    )
    await expect(fx.ops({ command: 'logistics', orderNo: partA.orderNo, text: 'Early' })).rejects.toThrow(
      'cannot be given logistics events',
    )
    const [itemA] = await fx.itemsOf(partA.id)
    await fx.refused(
      post(buyer, '/api/front/order/comment', {
        orderInfoId: itemA.id,
        orderNo: partA.orderNo,
        star: 5,
        comment: 'Too early',
      }),
      'Confirm receipt of the order before reviewing it',
    )
    expect(await fx.ok(get<Express>(buyer, `/api/front/order/express/${partA.orderNo}`))).toEqual({
      expName: '',
      expNo: '',
      logisticsInfo: '[]',
      deliveryType: '',
      deliveryName: '',
      deliveryPhone: '',
    })
    expect(await detail(buyer, partA.orderNo)).toMatchObject({
      status: 0,
      paid: false,
      payStatus: 'cod',
      deliveryType: '',
    })

    // Ship: A by courier company, B by a named courier; a second shipment is refused.
    await fx.ops({
      command: 'ship',
      orderNo: partA.orderNo,
      delivery: { type: 'express', expName: 'DHL', expNo: 'JD0001' },
    })
    await fx.ops({
      command: 'ship',
      orderNo: partB.orderNo,
      delivery: { type: 'person', name: 'Ivan Petrov', phone: '+79001234567' },
    })
    await expect(fx.ops({ command: 'ship', orderNo: partA.orderNo, delivery: { type: 'virtual' } })).rejects.toThrow(
      'An order that is shipped cannot be shipped',
    )
    await fx.ops({ command: 'logistics', orderNo: partA.orderNo, text: 'Arrived at the sorting centre' })
    const express = await fx.ok(get<Express>(buyer, `/api/front/order/express/${partA.orderNo}`))
    expect(express).toMatchObject({ expName: 'DHL', expNo: 'JD0001', deliveryType: 'express' })
    const events = JSON.parse(express.logisticsInfo) as { AcceptStation: string; AcceptTime: string }[]
    expect(events.map((e) => e.AcceptStation)).toEqual([
      'Shipped with DHL, tracking number JD0001',
      'Arrived at the sorting centre',
    ])
    expect(events[0].AcceptTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    // The shop's own line in the reader's language, though the operator CLI shipped it; the operator's line as typed.
    const inLocale = async (locale: string) =>
      (
        JSON.parse(
          (
            await fx.ok(
              fx.get<Express>(`/api/front/order/express/${partA.orderNo}`, `${buyer.cookie}; locale=${locale}`),
            )
          ).logisticsInfo,
        ) as { AcceptStation: string }[]
      ).map((e) => e.AcceptStation)
    expect(await inLocale('es')).toEqual([
      'Enviado con DHL, número de seguimiento JD0001',
      'Arrived at the sorting centre',
    ])
    expect((await inLocale('th'))[0]).toBe('จัดส่งด้วย DHL หมายเลขพัสดุ JD0001')
    expect(await detail(buyer, partB.orderNo)).toMatchObject({
      status: 1,
      deliveryType: 'person',
      deliveryName: 'Ivan Petrov',
      deliveryPhone: '+79001234567',
      paid: false,
    })
    expect(await tab(buyer, 2)).toEqual(expect.arrayContaining([partA.orderNo, partB.orderNo]))

    // Receipt: cash on delivery counts as paid once received; the master is paid when both are.
    await fx.ok(post(buyer, `/api/front/order/take/${partA.orderNo}`))
    await fx.refused(
      post(buyer, `/api/front/order/take/${partA.orderNo}`),
      'An order that is received cannot be confirmed as received',
    )
    expect(await detail(buyer, partA.orderNo)).toMatchObject({ status: 2, paid: true })
    expect((await fx.reload(master.orderNo)).master).toMatchObject({ status: 'cod', paid: false })
    await fx.ok(post(buyer, `/api/front/order/take/${partB.orderNo}`))
    expect((await fx.reload(master.orderNo)).master).toMatchObject({ status: 'paid', paid: true, payType: 'cod' })
    expect(await counters(buyer)).toMatchObject({
      toEvaluateCount: 2,
      receivedCount: 0,
      completeCount: 2,
      completedCount: 0,
      allCount: 2,
    })
    expect(await tab(buyer, 4)).toEqual([partB.orderNo, partA.orderNo])

    // Reviews: V1 lists both items; one with images, one without; each only once.
    const toReview = await fx.ok(
      get<{ list: { id: number; merOrderNo: string; productId: number }[] }>(buyer, '/api/front/order/reply/list'),
    )
    expect(toReview.list.map((i) => i.merOrderNo).sort()).toEqual([partA.orderNo, partB.orderNo].sort())
    const pic = await fx.upload(buyer, 'product')
    await fx.ok(
      post(buyer, '/api/front/order/comment', {
        orderInfoId: itemA.id,
        orderNo: partA.orderNo,
        star: 4,
        serviceStar: 2,
        comment: 'Solid, slow reply',
        pics: JSON.stringify([pic]),
      }),
    )
    await fx.refused(
      post(buyer, '/api/front/order/comment', {
        orderInfoId: itemA.id,
        orderNo: partA.orderNo,
        star: 5,
        comment: 'Again',
      }),
      'You have already reviewed this item',
    )
    expect(await detail(buyer, partA.orderNo)).toMatchObject({
      status: 3,
      orderInfoList: [{ id: itemA.id, isReplied: true }],
    })
    const [itemB] = await fx.itemsOf(partB.id)
    await fx.ok(
      post(buyer, '/api/front/order/comment', {
        orderInfoId: itemB.id,
        orderNo: partB.orderNo,
        star: 5,
        comment: 'Great',
        pics: '',
      }),
    )
    expect((await fx.ok(get<{ list: unknown[] }>(buyer, '/api/front/order/reply/list'))).list).toEqual([])
    const written = await fx.ok(
      get<{ list: { id: number; star: number; serviceStar: number; pics: string[] }[] }>(
        buyer,
        '/api/front/order/reply/list?type=1',
      ),
    )
    expect(written.list.find((r) => r.id === itemA.id)).toMatchObject({ star: 4, serviceStar: 2, pics: [pic] })

    // The review is on the product page, its image public now, and the product's rating includes it.
    const replies = await fx.ok(
      api.call<{ list: { comment: string; pics: string[] }[] }>(
        `/api/front/product/reply/list/${a1.productId}?limit=100`,
      ),
    )
    expect(replies.list.find((r) => r.comment === 'Solid, slow reply')?.pics).toEqual([pic])
    const [upload] = await db()
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, new URL(pic).pathname.replace('/media/', '')))
    expect(upload.purpose).toBe('review')
    expect((await api.call(new URL(pic).pathname)).response.status).toBe(200)
    const scores = await db()
      .select({ p: productReviews.productScore, s: productReviews.serviceScore })
      .from(productReviews)
      .where(eq(productReviews.productId, a1.productId))
    const average = (values: number[]) => Math.round((values.reduce((x, y) => x + y, 0) / values.length) * 10) / 10
    const config = await fx.ok(
      api.call<{ sumCount: number; replyStar: number; serviceStar: number }>(
        `/api/front/product/reply/config/${a1.productId}`,
      ),
    )
    expect(config).toMatchObject({
      sumCount: scores.length,
      replyStar: average(scores.map((r) => r.p)),
      serviceStar: average(scores.map((r) => r.s)),
    })

    // Completed: both orders; delete one, it leaves every list and its detail.
    expect(await counters(buyer)).toMatchObject({ toEvaluateCount: 0, completedCount: 2 })
    await fx.ok(post(buyer, `/api/front/order/delete/${partA.orderNo}`))
    expect(await tab(buyer, 0)).toEqual([partB.orderNo])
    expect((await get(buyer, `/api/front/order/detail/${partA.orderNo}`)).body.code).toBe(404)
    await fx.refused(post(buyer, `/api/front/order/delete/${partA.orderNo}`), 'Order not found')
  })

  it('refuses bad review input with a 400 and changes nothing', async () => {
    const buyer = await fx.newBuyer('review-input')
    const other = await fx.newBuyer('review-other')
    const { parts } = await fx.paidOrder(buyer, [[a1, 1]], 'cod')
    await fx.ops({ command: 'ship', orderNo: parts[0].orderNo, delivery: { type: 'virtual' } })
    await fx.ok(post(buyer, `/api/front/order/take/${parts[0].orderNo}`))
    const [item] = await fx.itemsOf(parts[0].id)
    const base = { orderInfoId: item.id, orderNo: parts[0].orderNo, star: 5, comment: 'Fine' }
    const before = await db().select().from(productReviews)
    await fx.refused(post(buyer, '/api/front/order/comment', { ...base, comment: '  ' }), 'Please write your review')
    await fx.refused(
      post(buyer, '/api/front/order/comment', { ...base, comment: 'x'.repeat(101) }),
      'at most 100 characters',
    )
    await fx.refused(post(buyer, '/api/front/order/comment', { ...base, star: 6 }), 'The rating must be at most 5')
    await fx.refused(post(buyer, '/api/front/order/comment', { ...base, star: 0 }), 'The rating must be at least 1')
    await fx.refused(
      post(buyer, '/api/front/order/comment', { ...base, pics: 'not json' }),
      'The photos must be a list of image addresses',
    )
    await fx.refused(
      post(buyer, '/api/front/order/comment', { ...base, pics: JSON.stringify([await fx.upload(other, 'product')]) }),
      'Review images must be images you uploaded',
    )
    await fx.refused(
      post(buyer, '/api/front/order/comment', { ...base, orderInfoId: item.id + 100000 }),
      'This item is not part of the order',
    )
    await fx.refused(post(other, '/api/front/order/comment', base), 'Order not found')
    expect(await db().select().from(productReviews)).toEqual(before)
    expect((await fx.merchantOrder(parts[0].orderNo)).status).toBe(2)
  })

  it('receives shipped orders automatically after ORDER_AUTO_RECEIVE_DAYS, lazily and in the sweeper', async () => {
    const buyer = await fx.newBuyer('auto')
    const { parts } = await fx.paidOrder(
      buyer,
      [
        [a1, 1],
        [b1, 1],
      ],
      'cod',
    )
    for (const part of parts) await fx.ops({ command: 'ship', orderNo: part.orderNo, delivery: { type: 'virtual' } })
    const longAgo = new Date(Date.now() - 11 * 86_400_000)
    await db().update(merchantOrders).set({ shippedAt: longAgo }).where(eq(merchantOrders.id, parts[0].id))
    // Lazy: the shopper's next order read.
    await counters(buyer)
    expect((await fx.merchantOrder(parts[0].orderNo)).status).toBe(2)
    expect((await fx.merchantOrder(parts[1].orderNo)).status).toBe(1)
    // Sweeper: any user's.
    await db().update(merchantOrders).set({ shippedAt: longAgo }).where(eq(merchantOrders.id, parts[1].id))
    expect(await autoReceiveShipped(db(), null)).toBeGreaterThanOrEqual(1)
    expect((await fx.merchantOrder(parts[1].orderNo)).status).toBe(2)
    const express = await fx.ok(get<Express>(buyer, `/api/front/order/express/${parts[1].orderNo}`))
    expect(JSON.parse(express.logisticsInfo).at(-1).AcceptStation).toBe('Receipt confirmed automatically')
    const russian = await fx.ok(
      fx.get<Express>(`/api/front/order/express/${parts[1].orderNo}`, `${buyer.cookie}; locale=ru`),
    )
    expect(JSON.parse(russian.logisticsInfo).at(-1).AcceptStation).toBe('Получение подтверждено автоматически')
  })
})

describe('details, tabs and counters', () => {
  it("opens a detail from either kind of order number alone, and never another user's", async () => {
    const buyer = await fx.newBuyer('numbers')
    const stranger = await fx.newBuyer('numbers-stranger')
    const { master, parts } = await fx.paidOrder(
      buyer,
      [
        [a1, 1],
        [b1, 1],
      ],
      'cod',
    )
    const viaMasterRoute = await fx.ok(get<Detail>(buyer, `/api/front/order/master/detail/${parts[0].orderNo}`))
    expect(viaMasterRoute).toMatchObject({ orderKind: 'merchant', orderNo: parts[0].orderNo, status: 0 })
    const viaMerchantRoute = await fx.ok(get<Detail>(buyer, `/api/front/order/detail/${master.orderNo}`))
    expect(viaMerchantRoute.orderKind).toBe('master')
    expect(viaMerchantRoute.orderList?.map((p) => p.orderNo)).toEqual(parts.map((p) => p.orderNo))
    for (const no of [master.orderNo, parts[0].orderNo]) {
      expect((await get(stranger, `/api/front/order/detail/${no}`)).body.code).toBe(404)
      expect((await get(stranger, `/api/front/order/master/detail/${no}`)).body.code).toBe(404)
      expect((await get(stranger, `/api/front/order/express/${no}`)).body.code).toBe(404)
    }
  })

  it('lists and counts every tab, and deletes a cancelled order by its number', async () => {
    const buyer = await fx.newBuyer('tabs')
    const unpaid = await fx.paidOrder(buyer, [[a1, 1]], 'none')
    const paid = await fx.paidOrder(buyer, [[b1, 1]], 'cod')
    expect(await counters(buyer)).toMatchObject({
      unPaidCount: 1,
      unShippedCount: 1,
      allCount: 2,
      cancelledCount: 0,
      refundCount: 0,
    })
    expect(await tab(buyer, 0)).toEqual([paid.parts[0].orderNo, unpaid.parts[0].orderNo])
    expect(await tab(buyer, 1)).toEqual([paid.parts[0].orderNo])
    await fx.refused(
      post(buyer, `/api/front/order/delete/${unpaid.master.orderNo}`),
      'An order that is awaiting payment cannot be deleted',
    )
    await fx.ok(post(buyer, `/api/front/order/cancel/${unpaid.master.orderNo}`))
    expect(await tab(buyer, 7)).toEqual([unpaid.parts[0].orderNo])
    expect(await counters(buyer)).toMatchObject({ unPaidCount: 0, cancelledCount: 1 })
    const row = (
      await fx.ok(get<{ list: { payStatus: string; masterOrderNo: string }[] }>(buyer, '/api/front/order/list?type=7'))
    ).list[0]
    expect(row).toMatchObject({ payStatus: 'cancelled', masterOrderNo: unpaid.master.orderNo })
    await fx.ok(post(buyer, `/api/front/order/delete/${unpaid.master.orderNo}`))
    expect(await tab(buyer, 7)).toEqual([])
    expect(
      (await db().select({ isDeleted: orders.isDeleted }).from(orders).where(eq(orders.id, unpaid.master.id)))[0]
        .isDeleted,
    ).toBe(true)
    await fx.refused(get(buyer, '/api/front/order/list?type=8'), 'The type must be a number from 0 to 7')
  })
})
