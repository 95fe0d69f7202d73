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
import type { Db, DbOrTx } from '../db/client'
import {
  columnList,
  idListLength,
  insertSelectRow,
  insertValues,
  intArrayText,
  jsonRecords,
  jsonRecordValues,
  preparedSql,
} from '../db/prepared'
import { cartLines, merchantOrders, orderItems, orders, preOrders, userCoupons } from '../db/schema'
import { badRequest } from '../http/envelope'
import { lineTranslations } from '../catalog'
import { currencySettingsOf, shownRateAt } from '../currency'
import { orderNumber } from '../kit/numbers'
import { unlessNumberTaken, withUniqueNumber } from '../kit/unique-number'
import { expireUserOverdueOrders, stockSteps, stockValues } from '../orders'
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
    created = await writeOrder(db, userId, input, ready, price, now)
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
  // With the products' texts in the same read (decision 101): each line keeps its name and specification in every
  // language as bought (decision 24).
  const { priced, breakdown, coupons } = await priceFor(db, locale, userId, read, input, now, true)
  // The currency the shopper read prices in and the rate, from the server's own table (display only).
  const shown = await shownRateAt(
    db,
    input.chosenCurrency ?? null,
    locale,
    now,
    currencySettingsOf(read.currency),
    read.rates,
  )
  return { priced, breakdown, coupons, shown, texts: priced.texts }
}

/** Units per SKU and per product of the lines, each list in ascending id order (the lock order of every stock change). */
function unitsOf(lines: OrderPrice['priced']['lines']) {
  const per = (key: 'skuId' | 'productId') => {
    const units = new Map<number, number>()
    for (const line of lines) units.set(line[key], (units.get(line[key]) ?? 0) + line.quantity)
    return [...units].sort((a, b) => a[0] - b[0])
  }
  return { skus: per('skuId'), products: per('productId') }
}

/** The merchant orders' and items' keys (always the same: the statement's JSON rows are read by these columns). */
const PART_KEYS = [
  'orderNo',
  'merId',
  'totalNum',
  'proTotalPrice',
  'freightPrice',
  'packingPrice',
  'insurancePrice',
  'couponId',
  'couponPrice',
  'platformCouponPrice',
  'integralPrice',
  'useIntegral',
  'payPrice',
]
const ITEM_KEYS = ['productId', 'skuId', 'productName', 'image', 'sku', 'i18n', 'price', 'payNum']

/**
 * O4's writes as one data-modifying statement, atomic without a transaction of its own (decision 91): the SKUs locked
 * and their stock read; when every line fits, the pre-order claimed (its lock orders two creates of it: the second
 * waits, then claims nothing), then the master order, its merchant orders and their items, the bought cart lines
 * gone and the stock taken, each step only when the one before wrote. Nothing is written when a line does not fit.
 * Prepared per length of the SKU and product lists (`stockSteps`); the merchant orders and items travel as JSON rows.
 */
const writeOrderStatement = (db: DbOrTx, master: Record<string, unknown>, skuLength: number, productLength: number) =>
  preparedSql<{ fits: boolean; created: boolean; stock: { id: number; stock: number }[] }>(
    db,
    `checkout_write_order_${skuLength}_${productLength}`,
    // Built once per database and lengths: the master row's keys are always the same (`masterRow`).
    () => {
      const stock = stockSteps(skuLength, productLength)
      const row = insertSelectRow(orders, master)
      return sql`with ${stock.lock},
    claimed as (
      update ${preOrders} set order_no = ${sql.placeholder('orderNo')}::text
      where pre_order_no = ${sql.placeholder('preOrderNo')}::text and user_id = ${sql.placeholder('userId')}::int
        and order_no is null and ${stock.fits}
      returning pre_order_no
    ), master as (
      insert into ${orders} ${row.columns} select ${row.values} from claimed returning id
    ), parts as (
      insert into ${merchantOrders} (master_id, user_id, created_at, updated_at, ${columnList(merchantOrders, PART_KEYS)})
      select master.id, ${sql.placeholder('userId')}::int, ${sql.placeholder('createdAt')}::timestamptz,
        ${sql.placeholder('createdAt')}::timestamptz, ${columnList(merchantOrders, PART_KEYS, 'p')}
      from master, ${jsonRecords(merchantOrders, PART_KEYS, 'p', 'parts', [['n', 'int']])}
      order by p.n
      returning id, order_no
    ), items as (
      insert into ${orderItems} (merchant_order_id, ${columnList(orderItems, ITEM_KEYS)})
      select parts.id, ${columnList(orderItems, ITEM_KEYS, 'i')}
      from parts join ${jsonRecords(orderItems, ITEM_KEYS, 'i', 'items', [
        ['part', 'text'],
        ['n', 'int'],
      ])} on i.part = parts.order_no
      order by i.n
    ), bought as (
      delete from ${cartLines} where user_id = ${sql.placeholder('userId')}::int
        and id = any(${sql.placeholder('cartIds')}::int[]) and exists (select from master)
    ), ${stock.take(sql`exists (select from master)`)}
    select ${stock.fits} as fits, exists (select from master) as created,
      (select coalesce(json_agg(json_build_object('id', id, 'stock', stock)), '[]') from stock_locked) as stock`
    },
  )

/**
 * Write: the order in one statement (`writeOrderStatement`), then the coupons and points it takes. Without coupons
 * or points, the statement alone is the transaction; with them, one transaction holds both, so a coupon someone else
 * used meanwhile rolls the order back. A pre-order another create claimed first answers that create's order number.
 * The drawn numbers are new on each try: a number already taken fails the statement, which then wrote nothing.
 */
async function writeOrder(
  db: Db,
  userId: number,
  input: CreateInput,
  read: Ready,
  price: OrderPrice,
  now: Date,
): Promise<{ orderNo: string }> {
  const lines = price.priced.lines
  const units = unitsOf(lines)
  const skuLength = idListLength(units.skus.length)
  const productLength = idListLength(units.products.length)
  const written = await withUniqueNumber<{ orderNo: string; fresh: boolean; stock: { id: number; stock: number }[] }>(
    'PT',
    (orderNo) =>
      unlessNumberTaken(['orders_order_no_uq', 'merchant_orders_order_no_uq'], async () => {
        const master = masterRow(orderNo, userId, input, read, price, now)
        const parts = price.breakdown.merchantList.map((part, n) => ({
          ...partRow(part),
          orderNo: orderNumber('SH'),
          n,
        }))
        // `n`: the rows are written in this order (ids in the order of the breakdown and of the lines).
        const items = lines.map((l, n) => ({
          n,
          part: parts.find((p) => p.merId === l.merId)!.orderNo,
          productId: l.productId,
          skuId: l.skuId,
          productName: l.productName,
          image: l.image,
          sku: l.sku,
          i18n: lineTranslations(price.texts.get(l.productId), l),
          price: l.price,
          payNum: l.quantity,
        }))
        const values = {
          ...insertValues([master]),
          ...stockValues(units, skuLength, productLength),
          preOrderNo: read.row.preOrderNo,
          userId,
          createdAt: now,
          parts: jsonRecordValues(merchantOrders, parts),
          items: jsonRecordValues(orderItems, items),
          cartIds: intArrayText(lines.flatMap((l) => (l.cartLineId === undefined ? [] : [l.cartLineId]))),
        }
        const run = async (tx: DbOrTx) => {
          const {
            rows: [result],
          } = await writeOrderStatement(tx, master, skuLength, productLength).execute(values)
          if (result.created) await takeCouponsAndPoints(tx, userId, orderNo, price, now)
          return { orderNo, fresh: result.created, stock: result.stock }
        }
        const takes = price.coupons.length > 0 || price.breakdown.usedIntegral > 0
        return takes ? db.transaction(run) : run(db)
      }),
    now,
  )
  if (written.fresh) return { orderNo: written.orderNo }
  // Nothing written: another create claimed the pre-order first (its order is the answer), or a line did not fit.
  const { orderNo: existing } = await ownPreOrder(db, userId, read.row.preOrderNo, { missing: 'write' })
  if (existing) return { orderNo: existing }
  throw stockShort(units.skus, written.stock, lines)
}

/** A 400 naming the first line (by SKU id) whose stock, as read under lock, was less than it takes. */
function stockShort(
  wanted: [number, number][],
  stock: { id: number; stock: number }[],
  lines: OrderPrice['priced']['lines'],
) {
  const left = (id: number) => stock.find((s) => s.id === id)?.stock ?? 0
  const [skuId] = wanted.find(([id, n]) => left(id) < n) ?? []
  if (skuId === undefined) throw new Error('an order neither written nor short of stock')
  const name = lines.findLast((l) => l.skuId === skuId)!.shownName
  return left(skuId) > 0
    ? badRequest(/*i18n*/ 'Only {stock} of "{name}" left', { stock: left(skuId), name })
    : badRequest(/*i18n*/ '"{name}" is sold out', { name })
}

/** The master order's row (the same keys on every call: the statement is built from them, decision 61). */
function masterRow(
  orderNo: string,
  userId: number,
  input: CreateInput,
  { row, address }: Ready,
  { breakdown, shown }: OrderPrice,
  now: Date,
) {
  return {
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
}

/** One merchant's part of the order, by `PART_KEYS` (its number drawn by the caller). */
const partRow = (part: OrderPrice['breakdown']['merchantList'][number]) => ({
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
})

/** The chosen coupons become used and the points are spent, or the order is refused (someone else was quicker). */
async function takeCouponsAndPoints(
  tx: DbOrTx,
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

/** After the commit: the order is attributed to the campaign that brought the shopper (a repeated create too). */
async function afterOrderCommitted(db: Db, orderNo: string, input: CreateInput) {
  await attributeOrder(db, orderNo, input.touch ?? null)
}
