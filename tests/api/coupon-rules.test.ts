// @database-sensitive: concurrency: one coupon in two parallel orders
/**
 * Coupon rules (decision 18): the shopper's own coupons (CP4) with their state and scope tabs, receiving an expired
 * coupon, scope and start checks at checkout, one coupon in two parallel orders, the coupon-expiring notice (once),
 * and the operator's issue-coupon / give-coupon / coupons-expiring commands.
 */
import { parseArgs } from 'node:util'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { OwnedCouponRow, Page } from '~/contract'
import { noticeExpiringCoupons } from '~/server/coupons/expiring'
import { coupons, notices, userCoupons } from '~/server/db/schema'
import { OpsCommand, runOpsCommand } from '~/server/ops/commands'
import * as v from 'valibot'
import { couponCommandOf, couponOptions } from '../../scripts/ops-coupons'
import { type Buyer, checkoutFixtures, type TestSku } from './support/checkout-fixtures'
import { expectCode, ok, useApiHarness } from './support/harness'

const api = useApiHarness()
const fx = checkoutFixtures(api)
const db = () => api.handle.db
const DAY = 86_400_000

let a1: TestSku, b1: TestSku
beforeAll(async () => {
  ;[[a1], [b1]] = await fx.pickSkus(2, 1)
  await fx.setSku(a1, { price: '20.00', stock: 50 })
  await fx.setSku(b1, { price: '30.00', stock: 50 })
})

const owned = (user: Buyer, qs = '') => fx.get<Page<OwnedCouponRow>>(`/api/front/coupon/list${qs}`, user.cookie)
const ops = (command: unknown) => runOpsCommand(db(), v.parse(OpsCommand, command))

describe("CP4 the shopper's coupons", () => {
  it('splits usable from used or expired, filters by scope and sends the owned form', async () => {
    const user = await fx.newBuyer('cp4')
    const usable = await fx.ownCoupon(user.id, { merId: a1.merId, money: '3.00' })
    const goods = await fx.ownCoupon(user.id, {
      merId: a1.merId,
      money: '2.00',
      useType: 2,
      productIds: [a1.productId],
    })
    const used = await fx.ownCoupon(user.id, { merId: a1.merId, money: '1.00', status: 1 })
    const expired = await fx.ownCoupon(user.id, { merId: 0, money: '5.00', endTime: new Date(Date.now() - 1000) })
    const markedExpired = await fx.ownCoupon(user.id, {
      merId: 0,
      money: '6.00',
      status: 2,
      endTime: new Date(Date.now() - 1000),
    })
    const first = ok(await owned(user))
    expect(first.list.map((c) => c.id).sort()).toEqual([usable, goods].sort())
    expect(first.list.find((c) => c.id === goods)).toMatchObject({
      useType: 2,
      productIds: [a1.productId],
      status: 0,
      money: '2.00',
    })
    expect(first.list[0].startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(first.list[0].merName).not.toBe('')
    expect(ok(await owned(user, '?useType=2')).list.map((c) => c.id)).toEqual([goods])
    const rest = ok(await owned(user, '?type=unusable'))
    expect(rest.list.map((c) => [c.id, c.status]).sort()).toEqual(
      [
        [used, 1],
        [expired, 2],
        [markedExpired, 2],
      ].sort(),
    )
    expectCode(await owned(user, '?type=all'), 400, /type/)
    expectCode(await owned(user, '?useType=4'), 400, /^The coupon type /)
  })
})

describe('receiving and using', () => {
  it('refuses an expired coupon and changes nothing', async () => {
    const user = await fx.newBuyer('expired')
    const [coupon] = await db()
      .insert(coupons)
      .values({
        name: 'Ended',
        useType: 1,
        money: '1.00',
        useEndTime: new Date(Date.now() - DAY),
        total: 5,
        remaining: 5,
      })
      .returning()
    expectCode(
      await fx.post('/api/front/coupon/receive', user.cookie, { couponId: coupon.id }),
      400,
      /no longer be received/,
    )
    expect((await db().select().from(coupons).where(eq(coupons.id, coupon.id)))[0].remaining).toBe(5)
    expect(await db().select().from(userCoupons).where(eq(userCoupons.userId, user.id))).toEqual([])
  })

  it('refuses a coupon not started yet and a goods coupon of another product at checkout', async () => {
    const user = await fx.newBuyer('scope')
    const later = await fx.ownCoupon(user.id, { merId: a1.merId, money: '1.00', startTime: new Date(Date.now() + DAY) })
    const otherGoods = await fx.ownCoupon(user.id, {
      merId: a1.merId,
      money: '1.00',
      useType: 2,
      productIds: [b1.productId],
    })
    const preOrderNo = await fx.buyNow(user.cookie, a1, 1)
    const price = (couponId: number) =>
      fx.post('/api/front/order/computed/price', user.cookie, { preOrderNo, couponId })
    expectCode(await price(later), 400, /cannot be used yet/)
    expectCode(await price(otherGoods), 400, /does not apply to the goods/)
  })

  it('lets exactly one of two parallel orders use the same coupon', { timeout: 60_000 }, async () => {
    const user = await fx.newBuyer('race')
    const couponId = await fx.ownCoupon(user.id, { merId: a1.merId, money: '5.00' })
    const preOrders = [await fx.buyNow(user.cookie, a1, 1), await fx.buyNow(user.cookie, a1, 1)]
    const answers = await Promise.all(
      preOrders.map((preOrderNo) =>
        fx.post<{ orderNo: string }>('/api/front/order/create', user.cookie, {
          preOrderNo,
          addressId: user.addressId,
          couponIds: [couponId],
          payType: 'cod',
        }),
      ),
    )
    const codes = answers.map((a) => a.body.code).sort()
    expect(codes).toEqual([200, 400])
    const winner = answers.find((a) => a.body.code === 200)!.body.data.orderNo
    expect(await fx.userCoupon(couponId)).toMatchObject({ status: 1, orderNo: winner })
  })
})

describe('the coupon-expiring notice', () => {
  it('goes once per user coupon ending within the window, lazily from CP4 and from the sweep', async () => {
    const user = await fx.newBuyer('expiring')
    const due = await fx.ownCoupon(user.id, { merId: a1.merId, money: '2.00', endTime: new Date(Date.now() + 2 * DAY) })
    // The coupon has a Spanish and a Thai name: the notice names it in the reader's language, not the sweeper's.
    const { couponId } = await fx.userCoupon(due)
    await db()
      .update(coupons)
      .set({ i18n: { es: { name: 'Prueba: 2,00 de descuento' }, th: { name: 'ทดสอบ ลด 2.00' } } })
      .where(eq(coupons.id, couponId))
    await fx.ownCoupon(user.id, { merId: a1.merId, money: '3.00', endTime: new Date(Date.now() + 10 * DAY) })
    await fx.ownCoupon(user.id, { merId: a1.merId, money: '4.00', endTime: new Date(Date.now() + DAY), status: 1 })
    const mine = () => db().select().from(notices).where(eq(notices.userId, user.id))
    ok(await owned(user))
    const sent = await mine()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ title: 'A coupon expires soon', link: '/users/coupon_list' })
    expect(sent[0].content).toMatch(/^Test 2\.00 off expires on \S.*\d{4}\.?$/)
    const read = async (locale: string) =>
      (
        await fx.get<{ list: { content: string }[] }>(
          '/api/front/notice/list?page=1&limit=10',
          `${user.cookie}; locale=${locale}`,
        )
      ).body.data.list[0].content
    expect(await read('es')).toMatch(/^Prueba: 2,00 de descuento caduca el \d/)
    expect(await read('th')).toMatch(/^ทดสอบ ลด 2\.00 /)
    // No Russian name: the English one, inside the Russian sentence.
    expect(await read('ru')).toContain('«Test 2.00 off»')
    // Again, in parallel with the sweep: still one.
    await Promise.all([owned(user), noticeExpiringCoupons(db(), null), noticeExpiringCoupons(db(), user.id)])
    expect(await mine()).toHaveLength(1)
  })
})

describe('operator commands', () => {
  it('issues a coupon, gives it by e-mail once, and refuses bad terms', async () => {
    const user = await fx.newBuyer('given')
    const issued = (await ops({
      command: 'issue-coupon',
      name: 'Ops 7 off',
      scope: 'goods',
      money: '7',
      minPrice: '50',
      merId: a1.merId,
      days: 5,
      total: 2,
      productIds: [a1.productId],
      hidden: true,
    })) as { couponId: number }
    const [template] = await db().select().from(coupons).where(eq(coupons.id, issued.couponId))
    expect(template.i18n).toEqual({})
    const named = (await ops({
      command: 'issue-coupon',
      name: 'Ops 3 off',
      names: { ru: 'Скидка 3' },
      scope: 'merchant',
      money: '3',
      merId: a1.merId,
      days: 5,
    })) as { couponId: number }
    expect((await db().select().from(coupons).where(eq(coupons.id, named.couponId)))[0].i18n).toEqual({
      ru: { name: 'Скидка 3' },
    })
    expect(template).toMatchObject({
      useType: 2,
      money: '7.00',
      minPrice: '50.00',
      day: 5,
      remaining: 2,
      productIds: [a1.productId],
      isShow: false,
    })
    const { email } = (await db().query.users.findFirst({ where: (u, { eq: is }) => is(u.id, user.id) }))!
    await ops({ command: 'give-coupon', couponId: issued.couponId, shopper: email!.toUpperCase() })
    const [held] = await db()
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, user.id), eq(userCoupons.couponId, issued.couponId)))
    expect(held.endTime.getTime() - held.startTime.getTime()).toBe(5 * DAY)
    await expect(ops({ command: 'give-coupon', couponId: issued.couponId, shopper: email! })).rejects.toThrow(
      /already received/,
    )
    await expect(
      ops({ command: 'give-coupon', couponId: issued.couponId, shopper: 'nobody@shop.example' }),
    ).rejects.toThrow(/No shopper has the e-mail/)
    await expect(ops({ command: 'issue-coupon', name: 'x', scope: 'goods', money: '1', days: 1 })).rejects.toThrow(
      /needs --products/,
    )
    await expect(
      ops({ command: 'issue-coupon', name: 'x', scope: 'merchant', money: '9', minPrice: '5', days: 1 }),
    ).rejects.toThrow(/more than the minimum/)
    await expect(ops({ command: 'issue-coupon', name: 'x', scope: 'merchant', money: '1' })).rejects.toThrow(/--days/)
    expect(() => v.parse(OpsCommand, { command: 'issue-coupon', name: 'x', scope: 'all', money: '1' })).toThrow(
      /--scope/,
    )
    expect(await ops({ command: 'coupons-expiring' })).toMatchObject({ sent: expect.any(Number) })
  })
})

describe('the CLI spelling of the coupon commands', () => {
  const parsed = (argv: string[]) => {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: couponOptions })
    const [name, ...rest] = positionals
    return v.parse(OpsCommand, couponCommandOf(name as 'issue-coupon', rest, values))
  }

  it('turns flags into the validated command', () => {
    const argv = [
      'issue-coupon',
      '--name',
      'Boots',
      '--name-ru',
      'Ботинки',
      '--name-zh-CN',
      '靴子',
      '--scope',
      'goods',
      '--amount',
      '10',
      '--shop',
      '3',
      '--products',
      '12,13',
      '--end',
      '2026-12-31',
      '--hidden',
    ]
    expect(parsed(argv)).toEqual({
      command: 'issue-coupon',
      name: 'Boots',
      names: { ru: 'Ботинки', 'zh-CN': '靴子' },
      scope: 'goods',
      money: '10',
      minPrice: '0',
      merId: 3,
      end: '2026-12-31',
      productIds: [12, 13],
      hidden: true,
    })
    expect(parsed(['give-coupon', '42', '--email', 'a@shop.example'])).toEqual({
      command: 'give-coupon',
      couponId: 42,
      shopper: 'a@shop.example',
    })
    expect(parsed(['give-coupon', '42', '--phone', '+7 9001234567'])).toEqual({
      command: 'give-coupon',
      couponId: 42,
      shopper: '+7 9001234567',
    })
    expect(parsed(['coupons-expiring'])).toEqual({ command: 'coupons-expiring' })
    expect(() => parsed(['issue-coupon', '--name', 'x', '--scope', 'merchant', '--amount', '1.234'])).toThrow(
      /--amount/,
    )
    expect(() => parsed(['give-coupon', 'x', '--email', 'a@shop.example'])).toThrow()
  })
})
