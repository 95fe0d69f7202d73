import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { choiceParam, pageParam } from '~/lib/search-params'
import { StoreCoupons } from '~/features/coupons/components/store-coupons'
import { STORE_COUPON_LIMIT, storeCouponsQuery } from '~/features/coupons/queries'

const CouponSearch = v.object({
  type: choiceParam([1, 2]),
  page: pageParam(),
})

export const Route = createFileRoute('/merchant/merchant/coupon')({
  staticData: { middleware: 'guest' },
  validateSearch: CouponSearch,
  loaderDeps: ({ search }) => ({ id: search.id, type: search.type ?? 1, page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (!deps.id) return
    await queryClient.ensureQueryData(
      storeCouponsQuery({ merId: deps.id, useType: deps.type, page: deps.page, limit: STORE_COUPON_LIMIT }),
    )
  },
  component: StoreCouponRoute,
})

function StoreCouponRoute() {
  const search = Route.useSearch()
  return <StoreCoupons merId={search.id} useType={search.type ?? 1} page={search.page ?? 1} />
}
