/**
 * Orders keep the currency the shopper read and the rate used at checkout (decision 34, docs/currency.md "Where money
 * is taken"): the order create reads the `currency` cookie (resolved as the pages resolve it), takes the rate from the
 * server's own table, and the order answers carry it as `shownCurrency`, unchanged after the operator sets a new rate.
 */
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { commandOf } from '../../scripts/ops'
import type { MasterOrder, OrderDetail, Page, PayResult, RefundApplyInfo, RefundOrder } from '~/contract'
import { convert } from '~/lib/money'
import { exchangeRates, orders } from '~/server/db/schema'
import { OpsCommand, runOpsCommand } from '~/server/ops/commands'
import { type Buyer, checkoutFixtures, type TestSku } from './support/checkout-fixtures'
import { ok, useApiHarness } from './support/harness'

const api = useApiHarness()
const fx = checkoutFixtures(api)
const db = () => api.handle.db

/** The operator's CLI, as `npm run ops -- rates set EUR 0.92` runs it. */
const ops = (...argv: string[]) => runOpsCommand(db(), v.parse(OpsCommand, commandOf(argv)))

let sku: TestSku

beforeAll(async () => {
  ;[[sku]] = await fx.pickSkus(1, 1)
  await fx.setSku(sku, { price: '19.99', stock: 100 })
  await fx.setFreight(sku.merId, '0.00', null)
})

beforeEach(async () => {
  await db().delete(exchangeRates)
})

/** Buy now 3 × 19.99 (cash on delivery) with these extra cookies and headers; returns the order number. */
async function buy(
  user: Buyer,
  cookies: string,
  headers: Record<string, string> = {},
  body: Record<string, unknown> = {},
) {
  const preOrderNo = await fx.buyNow(user.cookie, sku, 3)
  const as = cookies ? `${user.cookie}; ${cookies}` : user.cookie
  const created = ok(
    await api.post<{ orderNo: string }>(
      '/api/front/order/create',
      { preOrderNo, addressId: user.addressId, payType: 'cod', ...body },
      { as, headers },
    ),
  )
  return created.orderNo
}

const detail = (user: Buyer, orderNo: string) =>
  api.get<OrderDetail>(`/api/front/order/detail/${orderNo}`, { as: user.cookie }).then(ok)

describe('an order keeps the currency and rate of its checkout', () => {
  it('reads the same ≈ amount and rate date after the operator changes the rate', async () => {
    await ops('rates', 'set', 'EUR', '0.92')
    const user = await fx.newBuyer('eur-order')
    const orderNo = await buy(user, 'currency=EUR')

    const before = await detail(user, orderNo)
    expect(before.shownCurrency).toMatchObject({ code: 'EUR', rate: '0.92' })
    expect(before.shownCurrency!.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const approx = convert(before.payPrice, before.shownCurrency!.rate, 'EUR').toFixed(2)
    expect(before.payPrice).toBe('59.97')
    expect(approx).toBe('55.17')

    // The operator sets a new rate, dated later; the shopper now reads prices in roubles.
    const [kept] = await db()
      .select({ setAt: exchangeRates.setAt })
      .from(exchangeRates)
      .where(eq(exchangeRates.code, 'EUR'))
    await db()
      .update(exchangeRates)
      .set({ setAt: new Date(kept.setAt.getTime() - 86_400_000) })
      .where(eq(exchangeRates.code, 'EUR'))
    const dayBefore = (await detail(user, orderNo)).shownCurrency!.date
    await ops('rates', 'set', 'EUR', '1.05')
    await ops('rates', 'set', 'RUB', '97.5')

    const after = await detail(user, orderNo)
    expect(after.shownCurrency).toEqual({ code: 'EUR', rate: '0.92', date: dayBefore })
    expect(convert(after.payPrice, after.shownCurrency!.rate, 'EUR').toFixed(2)).toBe(approx)
    // The master order's number answers the same, as do the awaiting-payment list, the pay result and the merchant order.
    const merchantOrderNo = after.orderList?.[0]?.orderNo ?? orderNo
    expect((await detail(user, merchantOrderNo)).shownCurrency).toEqual(after.shownCurrency)
    const list = ok(
      await api.get<Page<MasterOrder>>('/api/front/order/await/pay/list?page=1&limit=10', { as: user.cookie }),
    )
    expect(list.list.find((o) => o.orderNo === orderNo)?.shownCurrency).toEqual(after.shownCurrency)
    const result = ok(await api.get<PayResult>(`/api/front/pay/result/${orderNo}`, { as: user.cookie }))
    expect(result.shownCurrency).toEqual(after.shownCurrency)
  })

  it('keeps the refund pages on the rate of the checkout day', async () => {
    await ops('rates', 'set', 'EUR', '0.92')
    const user = await fx.newBuyer('eur-refund')
    const orderNo = await buy(user, 'currency=EUR')
    await db()
      .update(orders)
      .set({ status: 'paid', paid: true, payTime: new Date() })
      .where(eq(orders.orderNo, orderNo))
    await ops('rates', 'set', 'EUR', '1.05')
    const merchantOrderNo = (await detail(user, orderNo)).orderList![0].orderNo
    const info = ok(
      await api.get<RefundApplyInfo>(`/api/front/order/apply/refund/${merchantOrderNo}`, { as: user.cookie }),
    )
    expect(info.shownCurrency).toMatchObject({ code: 'EUR', rate: '0.92' })
    const { refundOrderNo } = ok(
      await api.post<{ refundOrderNo: string }>(
        '/api/front/order/refund',
        { orderNo: merchantOrderNo, text: 'damaged' },
        { as: user.cookie },
      ),
    )
    const refund = ok(
      await api.get<RefundOrder>(`/api/front/order/refund/detail/${refundOrderNo}`, { as: user.cookie }),
    )
    expect(refund.shownCurrency).toEqual(info.shownCurrency)
    const refunds = ok(
      await api.get<Page<RefundOrder>>('/api/front/order/refund/list?page=1&limit=10', { as: user.cookie }),
    )
    expect(refunds.list.map((r) => r.shownCurrency)).toEqual([info.shownCurrency])
  })

  it('resolves the currency as the pages do: the locale default when the cookie names none with a rate', async () => {
    await ops('rates', 'set', 'EUR', '0.92')
    const user = await fx.newBuyer('es-default')
    // GBP has no rate: a Spanish shopper then reads euros, the locale's default, and the order keeps euros.
    const orderNo = await buy(user, 'currency=GBP; locale=es', { 'accept-language': 'es' })
    expect((await detail(user, orderNo)).shownCurrency).toMatchObject({ code: 'EUR', rate: '0.92' })
  })

  it('keeps nothing for the shop currency, a stale rate, or a rate the client sends', async () => {
    const user = await fx.newBuyer('usd-order')
    // No rates at all: the shop's currency.
    const shop = await buy(user, 'currency=EUR')
    expect((await detail(user, shop)).shownCurrency).toBeUndefined()
    // The shopper reads the shop's currency while EUR has a rate.
    await ops('rates', 'set', 'EUR', '0.92')
    const usd = await buy(
      user,
      'currency=USD',
      {},
      { shownCurrency: { code: 'EUR', rate: '5', date: '2020-01-01 00:00:00' } },
    )
    expect((await detail(user, usd)).shownCurrency).toBeUndefined()
    // A rate older than CURRENCY_RATE_MAX_AGE_DAYS is never used.
    await db()
      .update(exchangeRates)
      .set({ setAt: new Date('2020-01-01T00:00:00Z') })
    const stale = await buy(user, 'currency=EUR')
    expect((await detail(user, stale)).shownCurrency).toBeUndefined()
    const [row] = await db().select().from(orders).where(eq(orders.orderNo, stale))
    expect([row.shownCurrency, row.shownRate, row.shownRateAt]).toEqual([null, null, null])
  })
})
