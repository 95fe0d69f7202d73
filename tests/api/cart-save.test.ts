// @database-sensitive: concurrency: the same SKU saved in parallel
import { and, eq, gte, ne, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cartLines, products, productSkus } from '~/server/db/schema'
import { type Shopper, useApiHarness } from './support/harness'

const api = useApiHarness()
const db = () => api.handle.db

let serial = 0
const newShopper = (): Promise<Shopper> => api.createShopper(`cart-${++serial}@shop.example`)

const save = (cookie: string | undefined, json: unknown) =>
  api.post<{ cartIds: number[] }>('/api/front/cart/save', json, { as: cookie })
const count = async (cookie: string, type: 'total' | 'sum' = 'total') =>
  (await api.get<{ count: number }>(`/api/front/cart/count?numType=true&type=${type}`, { as: cookie })).body.data.count
const linesOf = (userId: number) =>
  db().select().from(cartLines).where(eq(cartLines.userId, userId)).orderBy(cartLines.id)

/** SKUs of on-sale products with plenty of stock and minBuy 1, each from a different product. */
async function skus(n: number, offset = 0) {
  const rows = await db()
    .selectDistinctOn([productSkus.productId], {
      skuId: productSkus.id,
      productId: productSkus.productId,
      stock: productSkus.stock,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(eq(products.isShow, true), eq(products.minBuy, 1), gte(productSkus.stock, 20)))
    .orderBy(productSkus.productId, productSkus.id)
    .limit(n)
    .offset(offset)
  expect(rows).toHaveLength(n)
  return rows
}

describe('CA3 cart save', () => {
  it('requires a session', async () => {
    const [s] = await skus(1)
    const { body } = await save(undefined, [{ productId: s.productId, cartNum: 1, productAttrUnique: s.skuId }])
    expect(body.code).toBe(401)
  })

  it('adds lines, answers their ids, and the badge counts them', async () => {
    const a = await newShopper()
    const [s1, s2] = await skus(2)
    const { body } = await save(a.cookie, [
      { productId: s1.productId, cartNum: 2, productAttrUnique: s1.skuId },
      { productId: String(s2.productId), cartNum: 1, productAttrUnique: String(s2.skuId) },
    ])
    expect(body.code, body.message).toBe(200)
    const lines = await linesOf(a.id)
    expect(body.data.cartIds).toEqual(lines.map((l) => l.id))
    expect(lines.map((l) => [l.skuId, l.cartNum])).toEqual([
      [s1.skuId, 2],
      [s2.skuId, 1],
    ])
    expect(await count(a.cookie)).toBe(3)
    expect(await count(a.cookie, 'sum')).toBe(2)
  })

  it('adds to an existing line of the same SKU', async () => {
    const a = await newShopper()
    const [s] = await skus(1)
    const first = await save(a.cookie, [{ productId: s.productId, cartNum: 1, productAttrUnique: s.skuId }])
    const second = await save(a.cookie, [{ productId: s.productId, cartNum: 3, productAttrUnique: s.skuId }])
    expect(second.body.code).toBe(200)
    expect(second.body.data.cartIds).toEqual(first.body.data.cartIds)
    const lines = await linesOf(a.id)
    expect(lines).toHaveLength(1)
    expect(lines[0].cartNum).toBe(4)
    const twice = await save(a.cookie, [
      { productId: s.productId, cartNum: 1, productAttrUnique: s.skuId },
      { productId: s.productId, cartNum: 1, productAttrUnique: s.skuId },
    ])
    expect(twice.body.data.cartIds).toEqual(first.body.data.cartIds)
    expect((await linesOf(a.id))[0].cartNum).toBe(6)
    expect(await count(a.cookie)).toBe(6)
  })

  it('refuses more than the SKU stock, counting what the cart already holds', async () => {
    const a = await newShopper()
    const [s] = await skus(1, 3)
    await db().update(productSkus).set({ stock: 4 }).where(eq(productSkus.id, s.skuId))
    try {
      const over = await save(a.cookie, [{ productId: s.productId, cartNum: 5, productAttrUnique: s.skuId }])
      expect(over.body.code).toBe(400)
      expect(over.body.message).toContain('Only 4')
      expect(await linesOf(a.id)).toEqual([])
      expect(
        (await save(a.cookie, [{ productId: s.productId, cartNum: 3, productAttrUnique: s.skuId }])).body.code,
      ).toBe(200)
      const again = await save(a.cookie, [{ productId: s.productId, cartNum: 2, productAttrUnique: s.skuId }])
      expect(again.body.code).toBe(400)
      expect(again.body.message).toMatch(/Only 4 .*already holds 3/)
      expect((await linesOf(a.id))[0].cartNum).toBe(3)
      expect(
        (await save(a.cookie, [{ productId: s.productId, cartNum: 1, productAttrUnique: s.skuId }])).body.code,
      ).toBe(200)
      await db().update(productSkus).set({ stock: 0 }).where(eq(productSkus.id, s.skuId))
      const soldOut = await save(a.cookie, [{ productId: s.productId, cartNum: 1, productAttrUnique: s.skuId }])
      expect(soldOut.body.code).toBe(400)
      expect(soldOut.body.message).toMatch(/sold out/)
    } finally {
      await db().update(productSkus).set({ stock: s.stock }).where(eq(productSkus.id, s.skuId))
    }
  })

  it('refuses less than the product minimum purchase', async () => {
    const a = await newShopper()
    const [s] = await skus(1, 4)
    await db().update(products).set({ minBuy: 3 }).where(eq(products.id, s.productId))
    try {
      const under = await save(a.cookie, [{ productId: s.productId, cartNum: 2, productAttrUnique: s.skuId }])
      expect(under.body.code).toBe(400)
      expect(under.body.message).toMatch(/minimum purchase .* is 3/)
      expect(await linesOf(a.id)).toEqual([])
      expect(
        (await save(a.cookie, [{ productId: s.productId, cartNum: 3, productAttrUnique: s.skuId }])).body.code,
      ).toBe(200)
      // Once the line holds the minimum, smaller additions are fine.
      expect(
        (await save(a.cookie, [{ productId: s.productId, cartNum: 1, productAttrUnique: s.skuId }])).body.code,
      ).toBe(200)
      expect((await linesOf(a.id))[0].cartNum).toBe(4)
    } finally {
      await db().update(products).set({ minBuy: 1 }).where(eq(products.id, s.productId))
    }
  })

  it('refuses a SKU of another product, an unknown SKU and a product off sale', async () => {
    const a = await newShopper()
    const [s1, s2] = await skus(2, 5)
    const wrong = await save(a.cookie, [{ productId: s1.productId, cartNum: 1, productAttrUnique: s2.skuId }])
    expect(wrong.body.code).toBe(400)
    expect(wrong.body.message).toContain('This specification does not belong to product')
    const unknown = await save(a.cookie, [{ productId: s1.productId, cartNum: 1, productAttrUnique: 99999999 }])
    expect(unknown.body.code).toBe(400)
    expect(unknown.body.message).toContain('This specification does not belong to product')
    await db().update(products).set({ isShow: false }).where(eq(products.id, s1.productId))
    try {
      const off = await save(a.cookie, [{ productId: s1.productId, cartNum: 1, productAttrUnique: s1.skuId }])
      expect(off.body.code).toBe(400)
      expect(off.body.message).toMatch(/no longer on sale/)
    } finally {
      await db().update(products).set({ isShow: true }).where(eq(products.id, s1.productId))
    }
    expect(await linesOf(a.id)).toEqual([])
  })

  it('saves all lines or none', async () => {
    const a = await newShopper()
    const [s1, s2, s3] = await skus(3, 8)
    expect(
      (await save(a.cookie, [{ productId: s1.productId, cartNum: 1, productAttrUnique: s1.skuId }])).body.code,
    ).toBe(200)
    const mixed = await save(a.cookie, [
      { productId: s1.productId, cartNum: 2, productAttrUnique: s1.skuId },
      { productId: s2.productId, cartNum: 1, productAttrUnique: s2.skuId },
      { productId: s3.productId, cartNum: s3.stock + 1, productAttrUnique: s3.skuId },
    ])
    expect(mixed.body.code).toBe(400)
    expect(mixed.body.message).toContain('item 3')
    const lines = await linesOf(a.id)
    expect(lines.map((l) => [l.skuId, l.cartNum])).toEqual([[s1.skuId, 1]])
    expect(await count(a.cookie)).toBe(1)
  })

  it('validates the body: a non-empty array of whole quantities', async () => {
    const a = await newShopper()
    const [s] = await skus(1)
    const line = { productId: s.productId, cartNum: 1, productAttrUnique: s.skuId }
    const cases: [unknown, string][] = [
      [line, 'array'],
      [[], 'At least one'],
      [[{ ...line, cartNum: 0 }], 'The quantity '],
      [[{ ...line, cartNum: 1.5 }], 'The quantity '],
      [[{ ...line, cartNum: '2' }], 'The quantity '],
      [[line, { ...line, productId: 'x' }], 'The product '],
      [[{ productId: s.productId, cartNum: 1 }], 'The specification '],
    ]
    for (const [json, expected] of cases) {
      const { body } = await save(a.cookie, json)
      expect(body.code, JSON.stringify(json)).toBe(400)
      expect(body.message).toContain(expected)
    }
    const notJson = await api.call('/api/front/cart/save', {
      method: 'POST',
      body: 'productId=1',
      headers: { cookie: a.cookie, 'content-type': 'application/json' },
    })
    expect(notJson.body.code).toBe(400)
    expect(await linesOf(a.id)).toEqual([])
  })

  it("keeps each shopper's cart apart", async () => {
    const a = await newShopper()
    const b = await newShopper()
    const [s] = await skus(1, 10)
    const fromA = await save(a.cookie, [{ productId: s.productId, cartNum: 2, productAttrUnique: s.skuId }])
    const fromB = await save(b.cookie, [{ productId: s.productId, cartNum: 5, productAttrUnique: s.skuId }])
    expect(fromB.body.data.cartIds[0]).not.toBe(fromA.body.data.cartIds[0])
    expect(await count(a.cookie)).toBe(2)
    expect(await count(b.cookie)).toBe(5)
    expect((await linesOf(a.id))[0].cartNum).toBe(2)
    const others = await db()
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.skuId, s.skuId), ne(cartLines.userId, a.id)))
    expect(others.map((l) => l.userId)).toEqual([b.id])
  })

  it('never overshoots the stock when the same SKU is saved in parallel', async () => {
    const a = await newShopper()
    const [s] = await skus(1, 12)
    await db().update(productSkus).set({ stock: 5 }).where(eq(productSkus.id, s.skuId))
    try {
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          save(a.cookie, [{ productId: s.productId, cartNum: 2, productAttrUnique: s.skuId }]),
        ),
      )
      const succeeded = results.filter((r) => r.body.code === 200).length
      expect(succeeded).toBe(2)
      const [line] = await linesOf(a.id)
      expect(line.cartNum).toBe(4)
      const [{ n }] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(cartLines)
        .where(eq(cartLines.userId, a.id))
      expect(n).toBe(1)
    } finally {
      await db().update(productSkus).set({ stock: s.stock }).where(eq(productSkus.id, s.skuId))
    }
  })
})
