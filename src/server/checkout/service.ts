/**
 * Checkout: pre-orders (O1, O2), the coupons usable on one (CP2), the price (O3) and what the order create (O4,
 * ./create-order.ts) builds on.
 * Every figure is recomputed here from the database by ./pricing.ts; the client's prices are never read.
 */
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ComputedPrice, OrderCoupon, PayType, PreOrder } from '~/contract'
import { config } from '../../../app.config'
import type { Locale } from '../../i18n/locales'
import type { Db, DbOrTx } from '../db/client'
import { idListLength, idListValues, inIdList, intArrayText, preparedStatement } from '../db/prepared'
import {
  cartLines,
  categories,
  coupons as couponTemplates,
  exchangeRates,
  merchants,
  orders,
  type PreOrderLine,
  preOrders,
  products,
  productSkus,
  siteSettings,
  userAddresses,
  userCoupons,
  users,
} from '../db/schema'
import type { SiteSettings } from '../db/settings'
import { parseTime } from '../http/dates'
import { badRequest, notFound } from '../http/envelope'
import { readOncePerRequest, requestSetting } from '../http/request-scope'
import { defaultAddress } from '../addresses'
import { ownedCouponFields } from '../coupons'
import { assertOnSale, assertQuantity, lineIn, type ProductTexts, productTextsColumn } from '../catalog'
import { localizedSql } from '../i18n/localized'
import { withUniqueNumber } from '../kit/unique-number'
import {
  checkCouponChoice,
  couponDisabledReason,
  couponTouchesOrder,
  goodsTotal,
  money,
  type OwnedCoupon,
  type PointsRules,
  type PriceBreakdown,
  type PricingLine,
  priceOrder,
} from './pricing'
import { feesFor, freightFor, type MerchantFreightRule } from './charges'
import type { Abs } from '../kit/urls'

export type CheckoutSettings = SiteSettings['checkout']

export const PRE_ORDER_NOT_FOUND = /*i18n*/ 'This checkout was not found, please start again'
export const PRE_ORDER_EXPIRED = /*i18n*/ 'This checkout has expired, please start again'
export const NOT_YOUR_ADDRESS = /*i18n*/ 'Please choose one of your shipping addresses'

const DEFAULT_CHECKOUT: CheckoutSettings = {
  points: { enabled: false, pointValue: '0.01', maxDeductionRatio: '0', registerBonus: 0 },
  cod: { enabled: false },
  bankTransfer: { enabled: false, accountName: '', bankName: '', accountNumber: '', swift: '', instructions: '' },
  preOrderMinutes: 60,
}

export async function checkoutSettings(db: DbOrTx): Promise<CheckoutSettings> {
  return (await requestSetting(db, 'checkout')) ?? DEFAULT_CHECKOUT
}

const pointsRules = (s: CheckoutSettings): PointsRules => ({
  enabled: s.points.enabled,
  pointValue: s.points.pointValue,
  maxDeductionRatio: s.points.maxDeductionRatio,
})

/** The pay methods O4 accepts now (docs/api.md PY1), under these checkout settings. */
export function enabledPayTypes(s: CheckoutSettings): PayType[] {
  const types: PayType[] = []
  if (config().stripe.secretKey) types.push('stripe')
  if (config().paypal.clientId && config().paypal.clientSecret) types.push('paypal')
  if (s.cod.enabled) types.push('cod')
  if (s.bankTransfer.enabled) types.push('bank')
  return types
}

/** O4's pay method is chosen and on. */
export function checkPayType(settings: CheckoutSettings, payType: string) {
  if (!payType) throw badRequest(/*i18n*/ 'Please choose a payment method')
  if (!(enabledPayTypes(settings) as string[]).includes(payType))
    throw badRequest(/*i18n*/ 'The payment method "{method}" is not available', { method: payType })
}

// ---------------------------------------------------------------------------------------------------------------
// O1

export type PreOrderInput =
  | { preOrderType: 'buyNow'; orderDetails: { attrValueId: number; productId: number; productNum: number }[] }
  | { preOrderType: 'shoppingCart'; orderDetails: { shoppingCartId: number }[] }

/**
 * A SKU with everything that decides whether (and at what price) it can be bought, and its merchant's charges (one
 * query for both: O3 and O4 price with them). With `texts`, also its product's translations and attributes
 * (`productTextsColumn`): the reads that show or keep the lines' texts (O2, CP2 beside it, O4) need no statements of
 * their own for them (decision 101); the others leave them out (null).
 */
const skusForSaleStatement = (db: DbOrTx, locale: Locale, length: number, texts: boolean) =>
  preparedStatement(db, `checkout_skus_for_sale${texts ? '_texts' : ''}_${locale}_${length}`, (db, name) => {
    const parent = alias(categories, 'parent_category')
    return db
      .select({
        skuId: productSkus.id,
        productId: productSkus.productId,
        sku: productSkus.sku,
        price: productSkus.price,
        stock: productSkus.stock,
        skuImage: productSkus.image,
        storeName: products.storeName,
        // The name errors speak of, in the shopper's language; the order keeps the base name and its translations.
        shownName: localizedSql(products.i18n, 'storeName', products.storeName, locale),
        productImage: products.image,
        isShow: products.isShow,
        minBuy: products.minBuy,
        merId: products.merId,
        categoryId: products.categoryId,
        parentCategoryId: categories.pid,
        grandCategoryId: parent.pid,
        merchant: {
          merId: merchants.id,
          merName: merchants.name,
          freightFee: merchants.freightFee,
          freeShippingOver: merchants.freeShippingOver,
          packingFee: merchants.packingFee,
          insuranceRate: merchants.insuranceRate,
        },
        texts: texts ? productTextsColumn(products) : sql<ProductTexts | null>`null`,
      })
      .from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(parent, eq(parent.id, categories.pid))
      .leftJoin(merchants, eq(merchants.id, products.merId))
      .where(inIdList(productSkus.id, length))
      .prepare(name)
  })

/**
 * Read once per request for its exact SKUs and locale: the confirm page's load and coupons both price the lines.
 * The ids travel as a list of known length (`inIdList`), so PostgreSQL keeps one plan of this five-table join.
 */
async function skusForSale(db: DbOrTx, skuIds: number[], locale: Locale, texts = false) {
  if (skuIds.length === 0) return []
  const length = idListLength(skuIds.length)
  return readOncePerRequest(db, `skus for sale${texts ? ' with texts' : ''} ${locale} ${intArrayText(skuIds)}`, () =>
    skusForSaleStatement(db, locale, length, texts).execute(idListValues(skuIds, length)),
  )
}
type SkuForSale = Awaited<ReturnType<typeof skusForSale>>[number]

function checkBuyable(sku: SkuForSale | undefined, productId: number, quantity: number): asserts sku is SkuForSale {
  if (!sku || sku.productId !== productId) throw badRequest(/*i18n*/ 'This specification is no longer available')
  const forSale = { name: sku.shownName, isShow: sku.isShow, stock: sku.stock, minBuy: sku.minBuy }
  assertOnSale(forSale)
  assertQuantity(forSale, quantity)
}

const snapshot = (sku: SkuForSale, quantity: number, cartLineId?: number): PreOrderLine => ({
  productId: sku.productId,
  skuId: sku.skuId,
  merId: sku.merId,
  quantity,
  ...(cartLineId !== undefined ? { cartLineId } : {}),
  productName: sku.storeName,
  image: sku.skuImage || sku.productImage,
  sku: sku.sku,
  price: sku.price,
})

/** The checkout settings' `preOrderMinutes`, as a value in a statement. */
const preOrderMinutes = sql`select ${siteSettings.value} ->> 'preOrderMinutes' from ${siteSettings} where ${siteSettings.key} = 'checkout'`

/** O1: checks the lines (owner, on sale, minimum purchase, stock) and stores the snapshot. */
export async function createPreOrder(db: Db, locale: Locale, userId: number, input: PreOrderInput, now = new Date()) {
  const lines: PreOrderLine[] = []
  if (input.preOrderType === 'buyNow') {
    if (input.orderDetails.length !== 1) throw badRequest(/*i18n*/ '"Buy now" takes exactly one item')
    const [detail] = input.orderDetails
    const [sku] = await skusForSale(db, [detail.attrValueId], locale)
    checkBuyable(sku, detail.productId, detail.productNum)
    lines.push(snapshot(sku, detail.productNum))
  } else {
    const ids = [...new Set(input.orderDetails.map((d) => d.shoppingCartId))]
    if (ids.length === 0) throw badRequest(/*i18n*/ 'Choose at least one item')
    const own = await db
      .select({ id: cartLines.id, productId: cartLines.productId, skuId: cartLines.skuId, cartNum: cartLines.cartNum })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)))
    if (own.length !== ids.length) throw badRequest(/*i18n*/ 'Some of these items are not in your cart')
    const skus = new Map(
      (
        await skusForSale(
          db,
          own.map((l) => l.skuId),
          locale,
        )
      ).map((s) => [s.skuId, s]),
    )
    // Cart order: the order the shopper picked them in.
    for (const id of ids) {
      const line = own.find((l) => l.id === id)!
      const sku = skus.get(line.skuId)
      checkBuyable(sku, line.productId, line.cartNum)
      lines.push(snapshot(sku, line.cartNum, line.id))
    }
  }
  return withUniqueNumber(
    'PRE',
    async (preOrderNo) => {
      const [inserted] = await preparedStatement(db, 'checkout_insert_pre_order', (db, name) =>
        db
          .insert(preOrders)
          .values({
            preOrderNo: sql.placeholder('preOrderNo'),
            userId: sql.placeholder('userId'),
            preOrderType: sql.placeholder('preOrderType'),
            lines: sql.placeholder('lines'),
            createdAt: sql.placeholder('createdAt'),
            // The checkout settings' minutes (at least one) later, read by the insert itself (decision 82).
            expiresAt: sql`${sql.placeholder('expiresFrom')}::timestamptz + make_interval(secs => 60 * greatest(1, coalesce((${preOrderMinutes})::numeric, ${DEFAULT_CHECKOUT.preOrderMinutes})))`,
          })
          .onConflictDoNothing({ target: preOrders.preOrderNo })
          .returning({ preOrderNo: preOrders.preOrderNo })
          .prepare(name),
      ).execute({
        preOrderNo,
        userId,
        preOrderType: input.preOrderType,
        lines,
        createdAt: now,
        expiresFrom: now,
      })
      return inserted
    },
    now,
  )
}

// ---------------------------------------------------------------------------------------------------------------
// Loading a pre-order with today's prices

export type PreOrderRow = typeof preOrders.$inferSelect

export async function ownPreOrder(
  db: DbOrTx,
  userId: number,
  preOrderNo: string,
  options: { missing: 'read' | 'write' },
) {
  // Once per request (the confirm page's load and coupons read the same pre-order); O4 claims it by an update instead.
  const [row] = await readOncePerRequest(db, `pre-order ${userId} ${preOrderNo}`, () =>
    preparedStatement(db, 'checkout_own_pre_order', (db, name) =>
      db
        .select()
        .from(preOrders)
        .where(
          and(eq(preOrders.preOrderNo, sql.placeholder('preOrderNo')), eq(preOrders.userId, sql.placeholder('userId'))),
        )
        .prepare(name),
    ).execute({ preOrderNo, userId }),
  )
  if (!row) throw options.missing === 'read' ? notFound(PRE_ORDER_NOT_FOUND) : badRequest(PRE_ORDER_NOT_FOUND)
  return row
}

export function checkNotExpired(row: PreOrderRow, now: Date) {
  if (!row.orderNo && row.expiresAt <= now) throw badRequest(PRE_ORDER_EXPIRED)
}

/**
 * O3's and O4's reads before the lines, as one statement (decision 82): the shopper's pre-order, the chosen address
 * (null when none is given, or it is not theirs), the points balance, the checkout settings, and whether an unpaid
 * order of theirs is overdue (O4 gives those back first).
 */
/** A site setting's stored value, as a column of a select. */
const setting = (key: 'checkout' | 'currency') =>
  sql`(select ${siteSettings.value} from ${siteSettings} where ${siteSettings.key} = ${sql.raw(`'${key}'`)})`.mapWith(
    siteSettings.value,
  )

const checkoutReadStatement = (db: DbOrTx) =>
  preparedStatement(db, 'checkout_read', (db, name) =>
    db
      .select({
        preOrder: preOrders,
        address: userAddresses,
        balance: users.integral,
        settings: setting('checkout'),
        currency: setting('currency'),
        // The exchange rates (O4 keeps the rate the shopper read), as JSON: the rate's digits as text.
        rates: sql<{ code: string; rate: string; setAt: string }[]>`(select coalesce(json_agg(json_build_object(
          'code', ${exchangeRates.code}, 'rate', ${exchangeRates.rate}::text, 'setAt', ${exchangeRates.setAt})), '[]')
          from ${exchangeRates})`,
        overdue: sql`exists (${db
          .select({ one: sql`1` })
          .from(orders)
          .where(
            and(
              eq(orders.status, 'unpaid'),
              lte(orders.expiresAt, sql.placeholder('now')),
              eq(orders.userId, users.id),
            ),
          )})`.mapWith(Boolean),
      })
      .from(users)
      .leftJoin(preOrders, and(eq(preOrders.preOrderNo, sql.placeholder('preOrderNo')), eq(preOrders.userId, users.id)))
      .leftJoin(
        userAddresses,
        and(
          eq(userAddresses.id, sql.placeholder('addressId')),
          eq(userAddresses.userId, users.id),
          eq(userAddresses.isDeleted, false),
        ),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(name),
  )

export interface CheckoutRead {
  row: PreOrderRow
  address: typeof userAddresses.$inferSelect | null
  balance: number
  settings: CheckoutSettings
  /** The `currency` setting as stored and the exchange rates (O4 keeps the currency shown). */
  currency: SiteSettings['currency'] | undefined
  rates: (typeof exchangeRates.$inferSelect)[]
  overdue: boolean
}

/** The combined read; `row` is null when the pre-order is not the user's (`ownRead` makes that a 400). */
export async function checkoutRead(
  db: DbOrTx,
  userId: number,
  preOrderNo: string,
  addressId: number | undefined,
  now: Date,
): Promise<Omit<CheckoutRead, 'row'> & { row: PreOrderRow | null }> {
  // An address id is positive: 0 finds none.
  const [read] = await checkoutReadStatement(db).execute({ userId, preOrderNo, addressId: addressId ?? 0, now })
  return {
    row: read?.preOrder ?? null,
    address: read?.address ?? null,
    balance: read?.balance ?? 0,
    settings: (read?.settings as CheckoutSettings | null | undefined) ?? DEFAULT_CHECKOUT,
    currency: (read?.currency as SiteSettings['currency'] | null | undefined) ?? undefined,
    // json_build_object writes a timestamptz as ISO text with its offset, which parseTime always reads.
    rates: (read?.rates ?? []).map((r) => ({ code: r.code, rate: r.rate, setAt: parseTime(r.setAt) ?? new Date(0) })),
    overdue: read?.overdue ?? false,
  }
}

/** A pre-order that is not the user's is a 400, as `ownPreOrder`'s. */
export function ownRead(read: Awaited<ReturnType<typeof checkoutRead>>): CheckoutRead {
  if (!read.row) throw badRequest(PRE_ORDER_NOT_FOUND)
  return { ...read, row: read.row }
}

interface PricedLine extends PricingLine {
  /** The base name the order keeps, and the name in the request's language for messages. */
  productName: string
  shownName: string
  image: string
  sku: string
  stock: number
  cartLineId?: number
}

interface Priced {
  lines: PricedLine[]
  merchants: (MerchantFreightRule & { merName: string })[]
  /** With `texts`: each product's translations and attributes, by product id (as `productTexts` answers). */
  texts: Map<number, ProductTexts>
}

/**
 * The pre-order's lines at today's prices; a line no longer for sale is a 400 naming it. With `texts`, the products'
 * texts come in the same read.
 */
async function priceLines(db: DbOrTx, row: PreOrderRow, locale: Locale, texts = false): Promise<Priced> {
  const read = await skusForSale(
    db,
    row.lines.map((l) => l.skuId),
    locale,
    texts,
  )
  const skus = new Map(read.map((s) => [s.skuId, s]))
  const lines = row.lines.map((line): PricedLine => {
    const sku = skus.get(line.skuId)
    if (!sku || sku.productId !== line.productId)
      throw badRequest(/*i18n*/ '"{name}" is no longer available', { name: line.productName })
    if (!sku.isShow) throw badRequest(/*i18n*/ '"{name}" is no longer on sale', { name: sku.shownName })
    return {
      productId: sku.productId,
      skuId: sku.skuId,
      merId: sku.merId,
      categoryPath: [sku.categoryId, sku.parentCategoryId, sku.grandCategoryId].filter(
        (id): id is number => id !== null && id > 0,
      ),
      price: sku.price,
      quantity: line.quantity,
      productName: sku.storeName,
      shownName: sku.shownName,
      image: sku.skuImage || sku.productImage,
      sku: sku.sku,
      stock: sku.stock,
      ...(line.cartLineId !== undefined ? { cartLineId: line.cartLineId } : {}),
    }
  })
  // The merchants in the order their first line appears (a line whose merchant row is gone has none).
  const merchantsInOrder = new Map<number, Priced['merchants'][number]>()
  for (const line of row.lines) {
    const merchant = skus.get(line.skuId)?.merchant
    if (merchant && !merchantsInOrder.has(merchant.merId)) merchantsInOrder.set(merchant.merId, merchant)
  }
  const productTexts = new Map(read.flatMap((s) => (s.texts ? [[s.productId, s.texts] as const] : [])))
  return { lines, merchants: [...merchantsInOrder.values()], texts: productTexts }
}

async function balanceOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await preparedStatement(db, 'checkout_points_balance', (db, name) =>
    db
      .select({ integral: users.integral })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(name),
  ).execute({ userId })
  return row?.integral ?? 0
}

const itemView = (abs: Abs, line: PricedLine, shown: { productName: string; sku: string }) => ({
  productId: line.productId,
  attrValueId: line.skuId,
  productName: shown.productName,
  image: abs(line.image),
  sku: shown.sku,
  price: line.price,
  payNum: line.quantity,
})

/** O2. */
export async function loadPreOrder(
  db: DbOrTx,
  abs: Abs,
  locale: Locale,
  userId: number,
  preOrderNo: string,
  now = new Date(),
): Promise<PreOrder> {
  const row = await ownPreOrder(db, userId, preOrderNo, { missing: 'read' })
  checkNotExpired(row, now)
  const [priced, settings, balance, address] = await Promise.all([
    priceLines(db, row, locale, true),
    checkoutSettings(db),
    balanceOf(db, userId),
    defaultAddress(db, userId),
  ])
  const { texts } = priced
  const breakdown = priceOrder({
    lines: priced.lines,
    merchants: priced.merchants,
    coupons: [],
    points: pointsRules(settings),
    balance,
    useIntegral: false,
    now,
  })
  return {
    preOrderNo: row.preOrderNo,
    preOrderType: row.preOrderType as PreOrder['preOrderType'],
    orderList: priced.merchants.map((m) => {
      const own = priced.lines.filter((l) => l.merId === m.merId)
      const goods = goodsTotal(own)
      const fees = feesFor(m, goods)
      return {
        merId: m.merId,
        merName: m.merName,
        proTotalFee: money(goods),
        freightFee: money(freightFor(m, goods)),
        packingFee: money(fees.packing),
        insuranceFee: money(fees.insurance),
        orderInfoList: own.map((l) => itemView(abs, l, lineIn(texts.get(l.productId), l, locale))),
      }
    }),
    proTotalFee: breakdown.proTotalFee,
    freightFee: breakdown.freightFee,
    packingFee: breakdown.packingFee,
    insuranceFee: breakdown.insuranceFee,
    couponFee: '0.00',
    deductionPrice: '0.00',
    payFee: breakdown.payFee,
    totalNum: breakdown.totalNum,
    userIntegral: balance,
    integralDeductionSwitch: settings.points.enabled,
    integralRatio: settings.points.pointValue,
    integralMaxRatio: settings.points.maxDeductionRatio,
    addressId: address?.id ?? null,
  }
}

// ---------------------------------------------------------------------------------------------------------------
// CP2

type CouponRow = typeof userCoupons.$inferSelect

const owned = (row: CouponRow): OwnedCoupon => ({
  id: row.id,
  merId: row.merId,
  useType: Number(row.useType),
  money: row.money,
  minPrice: row.minPrice,
  productIds: row.productIds,
  categoryId: row.categoryId,
  startTime: row.startTime,
  endTime: row.endTime,
  status: Number(row.status),
})

/** CP2: the user's usable coupons touching this pre-order, each with why it cannot be used (or ""). */
export async function couponsForPreOrder(
  db: DbOrTx,
  locale: Locale,
  userId: number,
  preOrderNo: string,
  now = new Date(),
): Promise<OrderCoupon[]> {
  const row = await ownPreOrder(db, userId, preOrderNo, { missing: 'read' })
  checkNotExpired(row, now)
  // With the texts: the confirm page's load (O2) reads the lines with them in the same request, so the one read serves both.
  const priced = await priceLines(db, row, locale, true)
  const merIds = priced.merchants.map((m) => m.merId)
  const rows = await db
    // The template's name in the request's locale; the copy kept at receiving is the base (decision 24).
    .select({
      coupon: userCoupons,
      name: localizedSql(couponTemplates.i18n, 'name', userCoupons.name, locale),
      merName: merchants.name,
    })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.couponId))
    .leftJoin(merchants, eq(merchants.id, userCoupons.merId))
    .where(
      and(
        eq(userCoupons.userId, userId),
        eq(userCoupons.status, 0),
        gt(userCoupons.endTime, now),
        inArray(userCoupons.merId, [0, ...merIds]),
      ),
    )
    .orderBy(asc(userCoupons.merId), desc(userCoupons.money), asc(userCoupons.id))
  return rows
    .filter(({ coupon }) => couponTouchesOrder(coupon, priced.lines))
    .map(({ coupon, name, merName }) => {
      const reason = couponDisabledReason(owned(coupon), priced.lines, now)
      return { ...ownedCouponFields(coupon, name, merName), disabled: reason !== '', disabledReason: reason }
    })
}

// ---------------------------------------------------------------------------------------------------------------
// O3 / O4 pricing

export interface PriceInput {
  preOrderNo: string
  addressId?: number
  couponId?: number | null
  couponIds?: number[]
  isUseIntegral?: boolean
}

/** The chosen owned-coupon ids: `couponIds` with `couponId` merged in (a repeated id counts once). */
export function chosenCouponIds(input: Pick<PriceInput, 'couponId' | 'couponIds'>): number[] {
  const ids = [...(input.couponIds ?? [])]
  if (input.couponId) ids.push(input.couponId)
  return [...new Set(ids)]
}

async function chosenCoupons(db: DbOrTx, userId: number, ids: number[]): Promise<OwnedCoupon[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), inArray(userCoupons.id, ids)))
  if (rows.length !== ids.length) throw badRequest(/*i18n*/ 'Coupon not found')
  return ids.map((id) => owned(rows.find((r) => r.id === id)!))
}

/** The lines at today's prices and the whole breakdown, with the settings and balance of `checkoutRead`. */
export async function priceFor(
  db: DbOrTx,
  locale: Locale,
  userId: number,
  { row, settings, balance }: Pick<CheckoutRead, 'row' | 'settings' | 'balance'>,
  input: PriceInput,
  now: Date,
  texts = false,
) {
  const priced = await priceLines(db, row, locale, texts)
  const coupons = await chosenCoupons(db, userId, chosenCouponIds(input))
  checkCouponChoice(coupons, priced.lines, now)
  const breakdown = priceOrder({
    lines: priced.lines,
    merchants: priced.merchants,
    coupons,
    points: pointsRules(settings),
    balance,
    useIntegral: input.isUseIntegral === true,
    now,
  })
  return { priced, breakdown, coupons }
}

const priceView = (b: PriceBreakdown): ComputedPrice => ({
  proTotalFee: b.proTotalFee,
  freightFee: b.freightFee,
  packingFee: b.packingFee,
  insuranceFee: b.insuranceFee,
  couponFee: b.couponFee,
  deductionPrice: b.deductionPrice,
  usedIntegral: b.usedIntegral,
  surplusIntegral: b.surplusIntegral,
  payFee: b.payFee,
  merchantList: b.merchantList.map((m) => ({
    merId: m.merId,
    proTotalFee: m.proTotalFee,
    freightFee: m.freightFee,
    packingFee: m.packingFee,
    insuranceFee: m.insuranceFee,
    couponFee: m.couponFee,
    platformCouponFee: m.platformCouponFee,
    deductionPrice: m.deductionPrice,
    payFee: m.payFee,
    couponId: m.couponId,
  })),
})

/** O3. */
export async function computePrice(db: DbOrTx, locale: Locale, userId: number, input: PriceInput, now = new Date()) {
  const read = ownRead(await checkoutRead(db, userId, input.preOrderNo, input.addressId, now))
  checkNotExpired(read.row, now)
  if (input.addressId !== undefined && !read.address) throw badRequest(NOT_YOUR_ADDRESS)
  const { breakdown } = await priceFor(db, locale, userId, read, input, now)
  return priceView(breakdown)
}
