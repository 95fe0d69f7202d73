import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Page } from '~/contract'
import { api } from '~/lib/api'
import type { ReceivableCoupon } from './queries'

/** CP3: claim a coupon; afterwards every cached CP1 page shows it as received (front-api §3.14). */
export const receiveCouponMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['coupons', 'receive'],
    mutationFn: (couponId: number) => api.postForMessage<unknown>('/api/front/coupon/receive', { couponId }),
    onSuccess: (_data, couponId) => {
      queryClient.setQueriesData<Page<ReceivableCoupon>>({ queryKey: ['coupons', 'store'] }, (page) =>
        page
          ? { ...page, list: page.list.map((coupon) => (coupon.id === couponId ? { ...coupon, isUse: true } : coupon)) }
          : page,
      )
      void queryClient.invalidateQueries({ queryKey: ['coupons', 'mine'] })
    },
  })
