import { Hono } from 'hono'
import * as v from 'valibot'
import { type AppEnv, optionalUser, requireUser } from '../http/context'
import { ok, okSaying } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { idValue, jsonBody, pageQuery, query } from '../http/validate'
import { OWNED_COUPON_LIMIT, OWNED_COUPON_TYPES } from '~/contract'
import { noticeExpiringCoupons } from './expiring'
import { ownedCoupons } from './owned'
import { receivableCoupons, receiveCoupon } from './service'

/** `merId` may be 0 (platform coupons). */
const MerIdQuery = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/, /*i18n*/ 'must be a merchant id (0 = platform)'),
  v.transform(Number),
)
const PositiveId = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,8}$/, /*i18n*/ 'must be a positive integer'),
  v.transform(Number),
)

const CouponsQuery = v.object({
  merId: v.optional(MerIdQuery),
  useType: v.optional(
    v.pipe(
      v.picklist(['1', '2', '3'], /*i18n*/ 'must be 1, 2 or 3'),
      v.transform((s) => Number(s) as 1 | 2 | 3),
    ),
  ),
  productId: v.optional(PositiveId),
  ...pageQuery,
})

/** CP4; `useType` (the scope tab) is designed (docs/api.md). */
const OwnedQuery = v.object({
  type: v.optional(v.picklist(OWNED_COUPON_TYPES, /*i18n*/ 'must be usable or unusable'), 'usable'),
  useType: CouponsQuery.entries.useType,
  page: pageQuery.page,
  limit: v.optional(pageQuery.limit.wrapped, String(OWNED_COUPON_LIMIT)),
})

const ReceiveBody = v.object({ couponId: idValue })

export const couponRoutes = new Hono<AppEnv>()
  .get('/front/coupons', async (c) => {
    const input = query(c, CouponsQuery)
    const user = await optionalUser(c)
    return ok(c, 'GET /api/front/coupons', await receivableCoupons(c.get('db'), localeOf(c), input, user?.id ?? null))
  })
  .get('/front/coupon/list', async (c) => {
    const input = query(c, OwnedQuery)
    const user = await requireUser(c)
    // The lazy path of the expiring notice: the shopper looking at their coupons gets it now, not at the next sweep.
    await noticeExpiringCoupons(c.get('db'), user.id)
    return ok(c, 'GET /api/front/coupon/list', await ownedCoupons(c.get('db'), localeOf(c), user.id, input))
  })
  .post('/front/coupon/receive', async (c) => {
    const user = await requireUser(c)
    const { couponId } = await jsonBody(c, 'POST /api/front/coupon/receive', ReceiveBody)
    await receiveCoupon(c.get('db'), user.id, couponId)
    return okSaying(c, 'POST /api/front/coupon/receive', null, /*i18n*/ 'Received successfully')
  })
