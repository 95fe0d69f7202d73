import { createFileRoute } from '@tanstack/react-router'
import { CouponListPage } from '~/features/coupons/components/coupon-list-page'
import { ownedCouponsQuery } from '~/features/coupons/queries'
import { COUPON_LIST_DEFAULTS, CouponListSearch, ownedParams } from '~/features/coupons/schemas'
import { withoutDefaults } from '~/lib/search-params'

export const Route = createFileRoute('/users/coupon_list')({
  staticData: { copyLink: true },
  validateSearch: CouponListSearch,
  search: withoutDefaults(CouponListSearch, COUPON_LIST_DEFAULTS),
  loaderDeps: ({ search }) => ({ scope: search.scope, state: search.state, page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(ownedCouponsQuery(ownedParams(deps.scope, deps.state, deps.page))),
  component: CouponListRoute,
})

function CouponListRoute() {
  const { scope, state, page } = Route.useSearch()
  return <CouponListPage scope={scope} state={state} page={page ?? 1} />
}
