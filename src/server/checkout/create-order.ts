/**
 * O4, the order create, as named steps (docs/api.md "Cart, checkout…"): checkoutRead → checkPayType → readyToCreate
 * → priceForCreate, a transaction of writeOrder (the pre-order claimed first) → reserveStock, then
 * afterOrderCommitted.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FirstTouch } from '~/contract'
import { config } from '../../../app.config'
import type { Locale } from '../../i18n/locales'
import { recipientOf } from '../addresses'
import { attributeOrder } from '../attribution'
import type { Db, Tx } from '../db/client'
import { insertPlaceholders, insertValues, preparedStatement } from '../db/prepared'
import { cartLines, merchantOrders, orderItems, orders, preOrders, productSkus, userCoupons } from '../db/schema'
import { badRequest } from '../http/envelope'
import { lineTranslations, productTexts } from '../catalog'
import { currencySettingsOf, shownRateAt } from '../currency'
import { withUniqueNumber } from '../kit/unique-number'
import { expireUserOverdueOrders, takeStock } from '../orders'
import { spendPoints } from '../points'
import {
  checkNotExpired,
  checkoutRead,
  type CheckoutRead,
  checkPayType,
  NOT_YOUR_ADDRESS,
  ownPreOrder,
  ownRead,
  priceFor,
  type PriceInput,
} from './service'

export interface CreateInput extends PriceInput {
  addressId?: number
  payType: string
  mark?: string
  payChannel?: string
  /** The `currency` cookie's code (or null): the order keeps the currency and rate the shopper read (decision 34). */
  chosenCurrency?: string | null
  /** The campaign that brought the shopper (the attribution cookie), recorded once the order is committed. */
  touch?: FirstTouch | null
}

/** The combined read of a pre-order that can become an order, with its address. */
type Ready = CheckoutRead & { address: NonNullable<CheckoutRead['address']> }
/** What the order is written from: the repriced lines, the breakdown, the coupons, the currency shown, the texts. */
type OrderPrice = Awaited<ReturnType<typeof priceForCreate>>

/**
 * O4: one read (pre-order, address, balance, settings; decision 82), check the pay method (a pre-order that already
 * became an order answers that order) and price it again, then one transaction — claim the pre-order (a create that
 * won meanwhile answers its order), write the orders, reserve the stock — and after the commit, the attribution. Any failure is a 400 and writes nothing. The reads take
 * no locks, so they run before the transaction; the stock comes last, as product rows are shared by many buyers and
 * stay locked until the commit (decision 61).
 */
export async function createOrder(
  db: Db,
  locale: Locale,
  userId: number,
  input: CreateInput,
  now = new Date(),
): Promise<{ orderNo: string }> {
  let read = await checkoutRead(db, userId, input.preOrderNo, input.addressId, now)
  checkPayType(read.settings, input.payType)
  // Overdue unpaid orders of this user give their stock, coupons and points back first (then the read again: the
  // balance changed).
  if (read.overdue) {
    await expireUserOverdueOrders(db, userId, now)
    read = await checkoutRead(db, userId, input.preOrderNo, input.addressId, now)
  }
  const own = ownRead(read)
  let created: { orderNo: string }
  if (own.row.orderNo) created = { orderNo: own.row.orderNo }
  else {
    const ready = readyToCreate(own, input, now)
    const price = await priceForCreate(db, locale, userId, ready, input, now)
    created = await db.transaction(async (tx) => {
      const written = await writeOrder(tx, userId, input, ready, price, now)
      // A create that won meanwhile: its order (this transaction wrote nothing).
      if ('existing' in written) return { orderNo: written.existing }
      await reserveStock(tx, price.priced.lines)
      return written
    })
  }
  await afterOrderCommitted(db, created.orderNo, input)
  return created
}

/** The pre-order is not expired and the shipping address is the shopper's. */
function readyToCreate(read: CheckoutRead, input: CreateInput, now: Date): Ready {
  checkNotExpired(read.row, now)
  if (input.addressId === undefined) throw badRequest(/*i18n*/ 'Please choose a shipping address')
  if (!read.address) throw badRequest(NOT_YOUR_ADDRESS)
  return { ...read, address: read.address }
}

/** Price: the lines again at today's prices with the chosen coupons and points, the currency shown, the texts. */
async function priceForCreate(db: Db, locale: Locale, userId: number, read: Ready, input: CreateInput, now: Date) {
  const { priced, breakdown, coupons } = await priceFor(db, locale, userId, read, input, now)
  // The currency the shopper read prices in and the rate, from the server's own table (display only).
  const shown = await shownRateAt(
    db,
    input.chosenCurrency ?? null,
    locale,
    now,
    currencySettingsOf(read.currency),
    read.rates,
  )
  // Each line keeps its name and specification in every language as bought (decision 24).
  const productIds = priced.lines.map((l) => l.productId)
  const texts = await productTexts(db, productIds)
  return { priced, breakdown, coupons, shown, texts }
}

/**
 * Reserve stock in one conditional update of the SKUs (takeStock, in id order, so no deadlocks; the products' share
 * is owed and settled after the commit, decision 82). A line that no longer fits is a 400 naming what is left, and
 * the transaction rolls back.
 */
async function reserveStock(tx: Tx, lines: OrderPrice['priced']['lines']) {
  const units = (key: 'skuId' | 'productId') => {
    const per = new Map<number, { n: number; name: string }>()
    for (const line of lines)
      per.set(line[key], { n: (per.get(line[key])?.n ?? 0) + line.quantity, name: line.shownName })
    return { per, wanted: [...per].map(([id, { n }]): [number, number] => [id, n]).sort((a, b) => a[0] - b[0]) }
  }
  const skus = units('skuId')
  const taken = await takeStock(tx, { skus: skus.wanted, products: units('productId').wanted })
  const shortSku = skus.wanted.find(([id]) => !taken.includes(id))?.[0]
  if (shortSku !== undefined) {
    const { name } = skus.per.get(shortSku)!
    const [left] = await tx.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, shortSku))
    throw left && left.stock > 0
      ? badRequest(/*i18n*/ 'Only {stock} of "{name}" left', { stock: left.stock, name })
      : badRequest(/*i18n*/ '"{name}" is sold out', { name })
  }
}

/**
 * Write: the pre-order claimed for the master order, the master order, the coupons and points it takes, a merchant
 * order with its items per store, then the bought cart lines go. A pre-order another create claimed first answers
 * that create's order number as `existing`.
 */
async function writeOrder(
  tx: Tx,
  userId: number,
  input: CreateInput,
  read: Ready,
  price: OrderPrice,
  now: Date,
): Promise<{ orderNo: string } | { existing: string }> {
  const master = await insertMasterOrder(tx, userId, input, read, price, now)
  if ('existing' in master) return master
  await takeCouponsAndPoints(tx, userId, master.orderNo, price, now)
  for (const part of price.breakdown.merchantList) await insertMerchantOrder(tx, userId, master.id, part, price, now)
  const cartIds = price.priced.lines.map((l) => l.cartLineId).filter((id): id is number => id !== undefined)
  if (cartIds.length > 0)
    await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, cartIds)))
  return { orderNo: master.orderNo }
}

/**
 * The pre-order points at the order number `orderNo` (it pointed at `previous`: null, or a number that collided).
 * The update locks it, so of two creates of one pre-order the second waits for the first's commit, then claims
 * nothing and answers the first's number (a pre-order gone is a 400).
 */
async function claimPreOrder(tx: Tx, userId: number, preOrderNo: string, orderNo: string, previous: string | null) {
  const [claimed] = await preparedStatement(tx, 'checkout_claim_pre_order', (tx, name) =>
    tx
      .update(preOrders)
      .set({ orderNo: sql`${sql.placeholder('orderNo')}` })
      .where(
        and(
          eq(preOrders.preOrderNo, sql.placeholder('preOrderNo')),
          eq(preOrders.userId, sql.placeholder('userId')),
          sql`${preOrders.orderNo} is not distinct from ${sql.placeholder('previous')}::text`,
        ),
      )
      .returning({ orderNo: preOrders.orderNo })
      .prepare(name),
  ).execute({ orderNo, preOrderNo, userId, previous })
  if (claimed) return null
  const { orderNo: existing } = await ownPreOrder(tx, userId, preOrderNo, { missing: 'write' })
  if (!existing) throw new Error(`pre-order ${preOrderNo} neither claimed nor ordered`)
  return { existing }
}

async function insertMasterOrder(
  tx: Tx,
  userId: number,
  input: CreateInput,
  { row, address }: Ready,
  { breakdown, shown }: OrderPrice,
  now: Date,
) {
  let previous: string | null = null
  return withUniqueNumber<{ id: number; orderNo: string } | { existing: string }>('PT', async (orderNo) => {
    // The pre-order first: its lock orders two creates of it (decision 82).
    const lost = await claimPreOrder(tx, userId, row.preOrderNo, orderNo, previous)
    if (lost) return lost
    previous = orderNo
    // Prepared from the keys of this row, which are always the same (decision 61).
    const values = {
      orderNo,
      preOrderNo: row.preOrderNo,
      userId,
      totalNum: breakdown.totalNum,
      proTotalPrice: breakdown.proTotalFee,
      freightPrice: breakdown.freightFee,
      packingPrice: breakdown.packingFee,
      insurancePrice: breakdown.insuranceFee,
      couponPrice: breakdown.couponFee,
      platformCouponId: breakdown.platformCouponId,
      integralPrice: breakdown.deductionPrice,
      useIntegral: breakdown.usedIntegral,
      payPrice: breakdown.payFee,
      payType: input.payType,
      payChannel: 'pc',
      addressId: address.id,
      ...recipientOf(address),
      userEmail: address.email,
      userRemark: input.mark ?? '',
      shownCurrency: shown?.code ?? null,
      shownRate: shown?.rate ?? null,
      shownRateAt: shown?.setAt ?? null,
      expiresAt: new Date(now.getTime() + config().orders.unpaidCancelMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    }
    const [inserted] = await preparedStatement(tx, 'checkout_insert_order', (tx, name) =>
      tx
        .insert(orders)
        .values(insertPlaceholders(orders, [values]))
        .onConflictDoNothing({ target: orders.orderNo })
        .returning({ id: orders.id, orderNo: orders.orderNo })
        .prepare(name),
    ).execute(insertValues([values]))
    return inserted
  })
}

/** The chosen coupons become used and the points are spent, or the order is refused (someone else was quicker). */
async function takeCouponsAndPoints(
  tx: Tx,
  userId: number,
  orderNo: string,
  { coupons, breakdown }: OrderPrice,
  now: Date,
) {
  if (coupons.length > 0) {
    const used = await tx
      .update(userCoupons)
      .set({ status: 1, usedAt: now, orderNo })
      .where(
        and(
          eq(userCoupons.userId, userId),
          inArray(
            userCoupons.id,
            coupons.map((c) => c.id),
          ),
          eq(userCoupons.status, 0),
        ),
      )
      .returning({ id: userCoupons.id })
    if (used.length !== coupons.length) throw badRequest(/*i18n*/ 'This coupon has already been used')
  }
  if (breakdown.usedIntegral > 0) {
    const left = await spendPoints(tx, userId, breakdown.usedIntegral, {
      linkType: 'order',
      linkId: orderNo,
      title: `Points used for order ${orderNo}`,
    })
    if (left === null) throw badRequest(/*i18n*/ 'Your points balance has changed, please check the price again')
  }
}

async function insertMerchantOrder(
  tx: Tx,
  userId: number,
  masterId: number,
  part: OrderPrice['breakdown']['merchantList'][number],
  { priced, texts }: OrderPrice,
  now: Date,
) {
  const merchantOrder = await withUniqueNumber('SH', async (orderNo) => {
    const values = {
      orderNo,
      masterId,
      userId,
      merId: part.merId,
      totalNum: part.totalNum,
      proTotalPrice: part.proTotalFee,
      freightPrice: part.freightFee,
      packingPrice: part.packingFee,
      insurancePrice: part.insuranceFee,
      couponId: part.couponId,
      couponPrice: part.couponFee,
      platformCouponPrice: part.platformCouponFee,
      integralPrice: part.deductionPrice,
      useIntegral: part.usedIntegral,
      payPrice: part.payFee,
      createdAt: now,
      updatedAt: now,
    }
    const [inserted] = await preparedStatement(tx, 'checkout_insert_merchant_order', (tx, name) =>
      tx
        .insert(merchantOrders)
        .values(insertPlaceholders(merchantOrders, [values]))
        .onConflictDoNothing({ target: merchantOrders.orderNo })
        .returning({ id: merchantOrders.id })
        .prepare(name),
    ).execute(insertValues([values]))
    return inserted
  })
  const items = priced.lines
    .filter((l) => l.merId === part.merId)
    .map((l) => ({
      merchantOrderId: merchantOrder.id,
      productId: l.productId,
      skuId: l.skuId,
      productName: l.productName,
      image: l.image,
      sku: l.sku,
      i18n: lineTranslations(texts.get(l.productId), l),
      price: l.price,
      payNum: l.quantity,
    }))
  // One statement per number of items.
  await preparedStatement(tx, `checkout_insert_order_items_${items.length}`, (tx, name) =>
    tx.insert(orderItems).values(insertPlaceholders(orderItems, items)).prepare(name),
  ).execute(insertValues(items))
}

/** After the commit: the order is attributed to the campaign that brought the shopper (a repeated create too). */
async function afterOrderCommitted(db: Db, orderNo: string, input: CreateInput) {
  await attributeOrder(db, orderNo, input.touch ?? null)
}
