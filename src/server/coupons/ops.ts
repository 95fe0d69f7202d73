/**
 * The operator's coupon commands (decision 15): issue a coupon template, give one to a shopper by e-mail. Input is
 * validated by the ops command schema; the rules that need the database (the shop, products, category exist) are
 * checked here and refused with a 400 that changes nothing.
 */
import Decimal from 'decimal.js'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { categories, coupons, merchants, products, type Translations } from '../db/schema'
import { formatDateTime, parseTime } from '../http/dates'
import { badRequest } from '../http/envelope'
import { findShopper } from '../kit/shopper'
import { receiveCoupon } from './service'

export const COUPON_SCOPES = { merchant: 1, goods: 2, category: 3 } as const

export interface IssueCouponInput {
  name: string
  /** The name in other locales (decision 24): `{ ru: 'Скидка' }`. */
  names?: Partial<Record<string, string>>
  merId: number
  scope: keyof typeof COUPON_SCOPES
  money: string
  minPrice: string
  /** Valid this many days after receiving; otherwise the fixed window `start`–`end`. */
  days?: number
  start?: string
  end?: string
  receiveEnd?: string
  total?: number
  productIds: number[]
  categoryId?: number
  hidden: boolean
}

function dateOf(value: string | undefined, name: string): Date | null {
  if (value === undefined) return null
  const date = parseTime(value)
  if (!date) throw badRequest(`${name} is not a date (use YYYY-MM-DD or an ISO time)`)
  return date
}

async function checkScope(db: Db, input: IssueCouponInput) {
  if (input.merId !== 0) {
    const [shop] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, input.merId))
    if (!shop) throw badRequest(`There is no shop ${input.merId}`)
  }
  if (input.scope === 'goods') {
    if (input.productIds.length === 0) throw badRequest('A goods coupon needs --products')
    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(inArray(products.id, input.productIds), input.merId === 0 ? undefined : eq(products.merId, input.merId)),
      )
    if (found.length !== new Set(input.productIds).size)
      throw badRequest('Some --products do not exist (or are not sold by this shop)')
  }
  if (input.scope === 'category') {
    if (input.categoryId === undefined) throw badRequest('A category coupon needs --category')
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId))
    if (!category) throw badRequest(`There is no category ${input.categoryId}`)
  }
}

export async function issueCoupon(db: Db, input: IssueCouponInput) {
  const money = new Decimal(input.money)
  const minPrice = new Decimal(input.minPrice)
  if (money.lte(0)) throw badRequest('The discount must be more than 0')
  if (minPrice.gt(0) && money.gt(minPrice)) throw badRequest('The discount cannot be more than the minimum spend')
  const start = dateOf(input.start, '--start')
  const end = dateOf(input.end, '--end')
  if (input.days === undefined && !end) throw badRequest('Give --days (valid N days after receiving) or --end')
  if (input.days !== undefined && (start || end)) throw badRequest('Give either --days or --start/--end, not both')
  if (start && end && start >= end) throw badRequest('--start must be before --end')
  await checkScope(db, input)
  const [row] = await db
    .insert(coupons)
    .values({
      merId: input.merId,
      name: input.name,
      i18n: Object.fromEntries(
        Object.entries(input.names ?? {}).flatMap(([locale, name]) => (name ? [[locale, { name }]] : [])),
      ) as Translations,
      useType: COUPON_SCOPES[input.scope],
      money: money.toFixed(2),
      minPrice: minPrice.toFixed(2),
      day: input.days ?? null,
      useStartTime: start,
      useEndTime: end,
      receiveEndTime: dateOf(input.receiveEnd, '--receive-end') ?? end,
      total: input.total ?? null,
      remaining: input.total ?? null,
      productIds: input.scope === 'goods' ? [...new Set(input.productIds)] : [],
      categoryId: input.scope === 'category' ? input.categoryId : null,
      isShow: !input.hidden,
    })
    .returning()
  return {
    couponId: row.id,
    name: row.name,
    useType: row.useType,
    money: row.money,
    minPrice: row.minPrice,
    day: row.day,
    end: formatDateTime(row.useEndTime),
  }
}

/** Gives coupon `couponId` to the shopper with this e-mail, under the same rules as receiving (one each, `total`). */
export async function giveCoupon(db: Db, couponId: number, shopper: string) {
  const user = await findShopper(db, shopper)
  const { id } = await receiveCoupon(db, user.id, couponId, new Date(), { hiddenToo: true })
  return { userCouponId: id, couponId, shopper }
}
