/** The coupon commands' shapes for the operator CLI's command variant (src/server/ops/commands.ts) and their runner. */
import * as v from 'valibot'
import { LOCALES } from '../../i18n/locales'
import type { Db } from '../db/client'
import { noticeExpiringCoupons } from './expiring'
import { COUPON_SCOPES, giveCoupon, issueCoupon } from './ops'
import { ShopperRef } from '../kit/shopper'

const Amount = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.regex(/^\d{1,7}(\.\d{1,2})?$/, `${name} must be an amount like 5 or 9.90`))
const Count = (name: string, max: number) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(1, `${name} must be at least 1`),
    v.maxValue(max, `${name} must be at most ${max}`),
  )
const Id = (name: string) => Count(name, 999_999_999)

export const CouponOpsCommands = [
  v.object({
    command: v.literal('issue-coupon'),
    name: v.pipe(
      v.string('--name is required'),
      v.trim(),
      v.nonEmpty('--name is required'),
      v.maxLength(60, '--name must be at most 60 characters'),
    ),
    names: v.optional(
      v.record(
        v.picklist(LOCALES, 'a --name-<locale> names a known locale'),
        v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60, 'a --name-<locale> must be at most 60 characters')),
      ),
      {},
    ),
    merId: v.optional(
      v.pipe(
        v.number('--shop must be a number'),
        v.integer(),
        v.minValue(0, '--shop must be 0 (platform) or a shop id'),
      ),
      0,
    ),
    scope: v.picklist(
      Object.keys(COUPON_SCOPES) as (keyof typeof COUPON_SCOPES)[],
      '--scope must be merchant, goods or category',
    ),
    money: Amount('--amount'),
    minPrice: v.optional(Amount('--min-spend'), '0'),
    days: v.optional(Count('--days', 3650)),
    start: v.optional(v.string()),
    end: v.optional(v.string()),
    receiveEnd: v.optional(v.string()),
    total: v.optional(Count('--total', 10_000_000)),
    productIds: v.optional(v.pipe(v.array(Id('a product id')), v.maxLength(200, 'at most 200 products')), []),
    categoryId: v.optional(Id('--category')),
    hidden: v.optional(v.boolean(), false),
  }),
  v.object({
    command: v.literal('give-coupon'),
    couponId: Id('the coupon id'),
    /** An e-mail or a phone with its dial code (`--email` or `--phone`). */
    shopper: ShopperRef('--email or --phone'),
  }),
  v.object({ command: v.literal('coupons-expiring') }),
] as const

type CouponOpsCommand = v.InferOutput<(typeof CouponOpsCommands)[number]>

export async function runCouponOpsCommand(db: Db, command: CouponOpsCommand): Promise<unknown> {
  switch (command.command) {
    case 'issue-coupon':
      return issueCoupon(db, command)
    case 'give-coupon':
      return giveCoupon(db, command.couponId, command.shopper)
    case 'coupons-expiring':
      return { sent: await noticeExpiringCoupons(db, null) }
  }
}
