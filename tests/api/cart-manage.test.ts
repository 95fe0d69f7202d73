/** CA1 list, CA4 quantity, CA5 delete and CA6 re-select specification (docs/api.md "Cart"). */
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { CartGroup } from '~/contract'
import { cartLines, merchants, products, productSkus } from '~/server/db/schema'
import { ok, type Shopper, useApiHarness } from './support/harness'

const api = useApiHarness()
const db = () => api.handle.db

let serial = 0
const newShopper = () => api.createShopper(`cart-manage-${++serial}@shop.example`)

const post = <T = null>(path: string, shopper: Shopper | undefined, json: unknown) =>
  api.post<T>(path, json, { as: shopper })
const list = async (shopper: Shopper, isValid: boolean) => {
  return ok(await api.get<CartGroup[]>(`/api/front/cart/list?isValid=${isValid}`, { as: shopper }))
}
const badge = async (shopper: Shopper) =>
  (await api.get<{ count: number }>('/api/front/cart/count?numType=true&type=total', { as: shopper })).body.data.count
const linesOf = (userId: number) =>
  db().select().from(cartLines).where(eq(cartLines.userId, userId)).orderBy(cartLines.id)

interface Sku {
  skuId: number
  productId: number
  stock: number
  merId: number
}

/** SKUs of on-sale products with plenty of stock and minBuy 1: one per product, `n` products of distinct merchants. */
async function skusOfMerchants(n: number, offset = 0): Promise<Sku[]> {
  const rows = await db()
    .selectDistinctOn([products.merId], {
      skuId: productSkus.id,
      productId: productSkus.productId,
      stock: productSkus.stock,
      merId: products.merId,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(eq(products.isShow, true), eq(products.minBuy, 1), gte(productSkus.stock, 20)))
    .orderBy(products.merId, sql`${productSkus.productId} + 0`, productSkus.id)
    .limit(n)
    .offset(offset)
  expect(rows).toHaveLength(n)
  return rows
}

/** Another product of the same merchant (on sale, minBuy 1, plenty of stock), not one of `except`. */
async function otherProductOf(merId: number, except: number[]): Promise<Sku> {
  const [row] = await db()
    .select({
      skuId: productSkus.id,
      productId: productSkus.productId,
      stock: productSkus.stock,
      merId: products.merId,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(
      and(eq(products.merId, merId), eq(products.isShow, true), eq(products.minBuy, 1), gte(productSkus.stock, 20)),
    )
    .orderBy(productSkus.id)
    .then((rows) => rows.filter((r) => !except.includes(r.productId)))
  expect(row).toBeDefined()
  return row
}

/** A product with at least two SKUs in stock (minBuy 1, on sale): its first two SKUs. */
async function productWithTwoSkus(skip = 0): Promise<[Sku, Sku]> {
  const rows = await db()
    .select({ productId: productSkus.productId })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(eq(products.isShow, true), eq(products.minBuy, 1), gte(productSkus.stock, 20)))
    .groupBy(productSkus.productId)
    .having(sql`count(*) >= 2`)
    .orderBy(productSkus.productId)
    .limit(1)
    .offset(skip)
  expect(rows).toHaveLength(1)
  const skus = await db()
    .select({
      skuId: productSkus.id,
      productId: productSkus.productId,
      stock: productSkus.stock,
      merId: products.merId,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(eq(productSkus.productId, rows[0].productId), gte(productSkus.stock, 20)))
    .orderBy(productSkus.id)
    .limit(2)
  return [skus[0], skus[1]]
}

/** Puts a line straight into the cart with a chosen creation time (so "newest" is deterministic). */
async function addLine(shopper: Shopper, sku: Sku, cartNum: number, minutesAgo: number) {
  const [row] = await db()
    .insert(cartLines)
    .values({
      userId: shopper.id,
      productId: sku.productId,
      skuId: sku.skuId,
      cartNum,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning({ id: cartLines.id })
  return row.id
}

describe('CA1 cart list', () => {
  it('requires a session and validates isValid', async () => {
    expect((await api.call('/api/front/cart/list?isValid=true')).body.code).toBe(401)
    const a = await newShopper()
    expect((await api.get('/api/front/cart/list?isValid=maybe', { as: a })).body.code).toBe(400)
    expect(await list(a, true)).toEqual([])
    expect(await list(a, false)).toEqual([])
  })

  it('groups valid lines by merchant, newest first, groups in the order of their newest line', async () => {
    const a = await newShopper()
    const other = await newShopper()
    const [m1, m2] = await skusOfMerchants(2)
    const m1b = await otherProductOf(m1.merId, [m1.productId])
    const oldest = await addLine(a, m1, 2, 30)
    const middle = await addLine(a, m2, 1, 20)
    const newest = await addLine(a, m1b, 3, 10)
    await addLine(other, m2, 4, 5)

    const groups = await list(a, true)
    expect(groups.map((g) => g.merId)).toEqual([m1.merId, m2.merId])
    expect(groups.map((g) => g.cartInfoList.map((l) => l.id))).toEqual([[newest, oldest], [middle]])

    const [merchant] = await db().select().from(merchants).where(eq(merchants.id, m1.merId))
    expect(groups[0].merName).toBe(merchant.name)
    const [sku] = await db().select().from(productSkus).where(eq(productSkus.id, m1.skuId))
    const [product] = await db().select().from(products).where(eq(products.id, m1.productId))
    const line = groups[0].cartInfoList[1]
    expect(line).toEqual({
      id: oldest,
      productId: m1.productId,
      productAttrUnique: m1.skuId,
      image: expect.stringMatching(/^https?:\/\//),
      storeName: product.storeName,
      suk: sku.sku,
      price: sku.price,
      otPrice: sku.otPrice,
      cartNum: 2,
      stock: sku.stock,
      minBuy: 1,
      attrStatus: true,
      isShow: true,
      merId: m1.merId,
      merName: merchant.name,
    })
    expect(line.price).toMatch(/^\d+\.\d{2}$/)
    expect(typeof line.cartNum).toBe('number')
    expect(typeof line.stock).toBe('number')
    expect(await list(a, false)).toEqual([])
  })

  it('moves lines of hidden products and sold-out SKUs into one invalid group', async () => {
    const a = await newShopper()
    const [m1, m2, m3] = await skusOfMerchants(3, 3)
    const soldOut = await addLine(a, m1, 1, 30)
    const hidden = await addLine(a, m2, 2, 20)
    const fine = await addLine(a, m3, 1, 10)
    await db().update(productSkus).set({ stock: 0 }).where(eq(productSkus.id, m1.skuId))
    await db().update(products).set({ isShow: false }).where(eq(products.id, m2.productId))
    try {
      const valid = await list(a, true)
      expect(valid.map((g) => g.cartInfoList.map((l) => l.id))).toEqual([[fine]])
      const invalid = await list(a, false)
      expect(invalid).toHaveLength(1)
      expect(invalid[0].merId).toBe(0)
      expect(invalid[0].cartInfoList.map((l) => l.id)).toEqual([hidden, soldOut])
      const [hiddenLine, soldOutLine] = invalid[0].cartInfoList
      expect(hiddenLine).toMatchObject({ isShow: false, attrStatus: true, merId: m2.merId })
      expect(soldOutLine).toMatchObject({ isShow: true, attrStatus: false, stock: 0, merId: m1.merId })
      // The badge counts only what can be bought.
      expect(await badge(a)).toBe(1)
    } finally {
      await db().update(productSkus).set({ stock: m1.stock }).where(eq(productSkus.id, m1.skuId))
      await db().update(products).set({ isShow: true }).where(eq(products.id, m2.productId))
    }
    expect((await list(a, true)).flatMap((g) => g.cartInfoList)).toHaveLength(3)
    expect(await list(a, false)).toEqual([])
  })
})

describe('CA4 cart quantity', () => {
  it("sets the quantity of the user's own line and the badge follows", async () => {
    const a = await newShopper()
    const [s] = await skusOfMerchants(1, 6)
    const id = await addLine(a, s, 1, 1)
    const { body } = await post('/api/front/cart/num', a, { id, number: 4 })
    expect(body.code, body.message).toBe(200)
    expect((await linesOf(a.id))[0].cartNum).toBe(4)
    expect(await badge(a)).toBe(4)
    expect((await list(a, true))[0].cartInfoList[0].cartNum).toBe(4)
    // Ids as numeric strings are accepted (the client's own parsing).
    expect((await post('/api/front/cart/num', a, { id: String(id), number: 2 })).body.code).toBe(200)
    expect((await linesOf(a.id))[0].cartNum).toBe(2)
  })

  it("refuses another user's line and changes nothing", async () => {
    const a = await newShopper()
    const b = await newShopper()
    const [s] = await skusOfMerchants(1, 6)
    const id = await addLine(b, s, 2, 1)
    const { body } = await post('/api/front/cart/num', a, { id, number: 5 })
    expect(body.code).toBe(400)
    expect((await linesOf(b.id))[0].cartNum).toBe(2)
    expect((await post('/api/front/cart/num', a, { id: 99_999_999, number: 1 })).body.code).toBe(400)
    expect((await post('/api/front/cart/num', undefined, { id, number: 1 })).body.code).toBe(401)
  })

  it('keeps the quantity between the minimum purchase and the stock, naming the limit', async () => {
    const a = await newShopper()
    const [s] = await skusOfMerchants(1, 7)
    const id = await addLine(a, s, 3, 1)
    await db().update(products).set({ minBuy: 3 }).where(eq(products.id, s.productId))
    await db().update(productSkus).set({ stock: 6 }).where(eq(productSkus.id, s.skuId))
    try {
      const under = await post('/api/front/cart/num', a, { id, number: 2 })
      expect(under.body.code).toBe(400)
      expect(under.body.message).toMatch(/minimum purchase .* is 3/)
      const over = await post('/api/front/cart/num', a, { id, number: 7 })
      expect(over.body.code).toBe(400)
      expect(over.body.message).toMatch(/Only 6 /)
      expect((await linesOf(a.id))[0].cartNum).toBe(3)
      expect((await post('/api/front/cart/num', a, { id, number: 6 })).body.code).toBe(200)
      expect((await linesOf(a.id))[0].cartNum).toBe(6)
      await db().update(products).set({ isShow: false }).where(eq(products.id, s.productId))
      const off = await post('/api/front/cart/num', a, { id, number: 5 })
      expect(off.body.code).toBe(400)
      expect(off.body.message).toMatch(/no longer on sale/)
      expect((await linesOf(a.id))[0].cartNum).toBe(6)
    } finally {
      await db().update(products).set({ minBuy: 1, isShow: true }).where(eq(products.id, s.productId))
      await db().update(productSkus).set({ stock: s.stock }).where(eq(productSkus.id, s.skuId))
    }
  })

  it('validates the body', async () => {
    const a = await newShopper()
    const [s] = await skusOfMerchants(1, 8)
    const id = await addLine(a, s, 2, 1)
    for (const json of [
      { id, number: 0 },
      { id, number: 1.5 },
      { id, number: '3' },
      { id },
      { number: 2 },
      { id: 'x', number: 2 },
    ]) {
      const { body } = await post('/api/front/cart/num', a, json)
      expect(body.code, JSON.stringify(json)).toBe(400)
    }
    expect((await linesOf(a.id))[0].cartNum).toBe(2)
  })
})

describe('CA5 cart delete', () => {
  it("deletes the user's own lines", async () => {
    const a = await newShopper()
    const [s1, s2, s3] = await skusOfMerchants(3, 9)
    const ids = [await addLine(a, s1, 1, 3), await addLine(a, s2, 2, 2), await addLine(a, s3, 3, 1)]
    const { body } = await post('/api/front/cart/delete', a, { ids: [ids[0], String(ids[2])] })
    expect(body.code, body.message).toBe(200)
    expect((await linesOf(a.id)).map((l) => l.id)).toEqual([ids[1]])
    expect(await badge(a)).toBe(2)
  })

  it("deletes nothing when any id is not the user's", async () => {
    const a = await newShopper()
    const b = await newShopper()
    const [s1, s2] = await skusOfMerchants(2, 9)
    const mine = await addLine(a, s1, 1, 2)
    const theirs = await addLine(b, s2, 1, 1)
    const mixed = await post('/api/front/cart/delete', a, { ids: [mine, theirs] })
    expect(mixed.body.code).toBe(400)
    expect((await linesOf(a.id)).map((l) => l.id)).toEqual([mine])
    expect((await linesOf(b.id)).map((l) => l.id)).toEqual([theirs])
    expect((await post('/api/front/cart/delete', a, { ids: [theirs] })).body.code).toBe(400)
    expect((await post('/api/front/cart/delete', a, { ids: [mine, 99_999_999] })).body.code).toBe(400)
    expect(await linesOf(b.id)).toHaveLength(1)
    expect(await linesOf(a.id)).toHaveLength(1)
    // Repeated ids are the same line.
    expect((await post('/api/front/cart/delete', a, { ids: [mine, mine] })).body.code).toBe(200)
    expect(await linesOf(a.id)).toEqual([])
  })

  it('validates the body', async () => {
    const a = await newShopper()
    for (const json of [{ ids: [] }, { ids: 5 }, {}, { ids: ['x'] }, [1]]) {
      const { body } = await post('/api/front/cart/delete', a, json)
      expect(body.code, JSON.stringify(json)).toBe(400)
    }
    expect((await post('/api/front/cart/delete', undefined, { ids: [1] })).body.code).toBe(401)
  })
})

describe('CA6 re-select specification', () => {
  it("replaces the line's SKU and quantity", async () => {
    const a = await newShopper()
    const [x, y] = await productWithTwoSkus()
    const id = await addLine(a, x, 1, 1)
    const { body } = await post('/api/front/cart/resetcart', a, { id, productId: x.productId, unique: y.skuId, num: 3 })
    expect(body.code, body.message).toBe(200)
    const lines = await linesOf(a.id)
    expect(lines.map((l) => [l.id, l.skuId, l.cartNum])).toEqual([[id, y.skuId, 3]])
    const [sku] = await db().select().from(productSkus).where(eq(productSkus.id, y.skuId))
    expect((await list(a, true))[0].cartInfoList[0]).toMatchObject({
      id,
      productAttrUnique: y.skuId,
      suk: sku.sku,
      cartNum: 3,
    })
    // The same SKU: only the quantity changes.
    expect(
      (await post('/api/front/cart/resetcart', a, { id, productId: x.productId, unique: y.skuId, num: 5 })).body.code,
    ).toBe(200)
    expect((await linesOf(a.id)).map((l) => [l.id, l.skuId, l.cartNum])).toEqual([[id, y.skuId, 5]])
  })

  it('merges into an existing line of that SKU, checking the sum against stock', async () => {
    const a = await newShopper()
    const [x, y] = await productWithTwoSkus(1)
    const moving = await addLine(a, x, 2, 2)
    const keeping = await addLine(a, y, 3, 1)
    await db().update(productSkus).set({ stock: 6 }).where(eq(productSkus.id, y.skuId))
    try {
      const over = await post('/api/front/cart/resetcart', a, {
        id: moving,
        productId: x.productId,
        unique: y.skuId,
        num: 4,
      })
      expect(over.body.code).toBe(400)
      expect(over.body.message).toMatch(/Only 6 .*already holds 3/)
      expect((await linesOf(a.id)).map((l) => [l.id, l.skuId, l.cartNum])).toEqual([
        [moving, x.skuId, 2],
        [keeping, y.skuId, 3],
      ])
      const merged = await post('/api/front/cart/resetcart', a, {
        id: moving,
        productId: x.productId,
        unique: y.skuId,
        num: 3,
      })
      expect(merged.body.code, merged.body.message).toBe(200)
      expect((await linesOf(a.id)).map((l) => [l.id, l.skuId, l.cartNum])).toEqual([[keeping, y.skuId, 6]])
      expect(await badge(a)).toBe(6)
    } finally {
      await db().update(productSkus).set({ stock: y.stock }).where(eq(productSkus.id, y.skuId))
    }
  })

  it("refuses another user's line, a SKU of another product, a sold-out SKU and bad quantities", async () => {
    const a = await newShopper()
    const b = await newShopper()
    const [x, y] = await productWithTwoSkus(2)
    const elsewhere = await otherProductOf(x.merId, [x.productId])
    const id = await addLine(a, x, 2, 1)
    const theirs = await addLine(b, x, 1, 1)
    const unchanged = async () => {
      expect((await linesOf(a.id)).map((l) => [l.id, l.skuId, l.cartNum])).toEqual([[id, x.skuId, 2]])
      expect((await linesOf(b.id)).map((l) => [l.id, l.skuId, l.cartNum])).toEqual([[theirs, x.skuId, 1]])
    }
    const reset = (json: Record<string, unknown>) => post('/api/front/cart/resetcart', a, json)

    expect((await reset({ id: theirs, productId: x.productId, unique: y.skuId, num: 1 })).body.code).toBe(400)
    const foreign = await reset({ id, productId: x.productId, unique: elsewhere.skuId, num: 1 })
    expect(foreign.body.code).toBe(400)
    expect(foreign.body.message).toContain('does not belong')
    expect((await reset({ id, productId: x.productId, unique: 99_999_999, num: 1 })).body.code).toBe(400)
    for (const num of [0, 1.5, '2'])
      expect((await reset({ id, productId: x.productId, unique: y.skuId, num })).body.code).toBe(400)
    expect((await reset({ id, productId: x.productId, unique: y.skuId, num: y.stock + 1 })).body.message).toMatch(
      /Only \d+ /,
    )
    await unchanged()

    await db().update(productSkus).set({ stock: 0 }).where(eq(productSkus.id, y.skuId))
    try {
      const soldOut = await reset({ id, productId: x.productId, unique: y.skuId, num: 1 })
      expect(soldOut.body.code).toBe(400)
      expect(soldOut.body.message).toMatch(/sold out/)
    } finally {
      await db().update(productSkus).set({ stock: y.stock }).where(eq(productSkus.id, y.skuId))
    }
    await db().update(products).set({ minBuy: 3 }).where(eq(products.id, x.productId))
    try {
      expect((await reset({ id, productId: x.productId, unique: y.skuId, num: 2 })).body.message).toMatch(
        /minimum purchase .* is 3/,
      )
    } finally {
      await db().update(products).set({ minBuy: 1 }).where(eq(products.id, x.productId))
    }
    await unchanged()
    const others = await db()
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(and(inArray(cartLines.userId, [a.id, b.id]), ne(cartLines.skuId, x.skuId)))
    expect(others).toEqual([])
  })

  it('repairs an invalid line: a sold-out SKU line moves to a SKU in stock and becomes valid', async () => {
    const a = await newShopper()
    const [x, y] = await productWithTwoSkus(3)
    const id = await addLine(a, x, 1, 1)
    await db().update(productSkus).set({ stock: 0 }).where(eq(productSkus.id, x.skuId))
    try {
      expect((await list(a, false))[0].cartInfoList.map((l) => l.id)).toEqual([id])
      expect(
        (await post('/api/front/cart/resetcart', a, { id, productId: x.productId, unique: y.skuId, num: 2 })).body.code,
      ).toBe(200)
      expect(await list(a, false)).toEqual([])
      expect((await list(a, true))[0].cartInfoList[0]).toMatchObject({
        id,
        productAttrUnique: y.skuId,
        cartNum: 2,
        attrStatus: true,
      })
    } finally {
      await db().update(productSkus).set({ stock: x.stock }).where(eq(productSkus.id, x.skuId))
    }
  })
})
