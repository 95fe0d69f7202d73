/** /users/coupon_list?scope&state&page: the scope tab, unused versus used-or-expired, and the page. */
import * as v from 'valibot'
import { choiceWithDefault, pageParam } from '~/lib/search-params'

export const COUPON_SCOPE_TABS = ['merchant', 'goods', 'category'] as const
export type CouponScopeTab = (typeof COUPON_SCOPE_TABS)[number]
export const COUPON_STATE_TABS = ['unused', 'used'] as const
export type CouponStateTab = (typeof COUPON_STATE_TABS)[number]

export const CouponListSearch = v.object({
  scope: choiceWithDefault(COUPON_SCOPE_TABS, 'merchant'),
  state: choiceWithDefault(COUPON_STATE_TABS, 'unused'),
  page: pageParam(),
})
export const COUPON_LIST_DEFAULTS = { scope: 'merchant', state: 'unused', page: 1 } as const

/** The CP4 request of a tab. */
export const ownedParams = (scope: CouponScopeTab, state: CouponStateTab, page: number) => ({
  type: state === 'unused' ? ('usable' as const) : ('unusable' as const),
  useType: (COUPON_SCOPE_TABS.indexOf(scope) + 1) as 1 | 2 | 3,
  page,
})
