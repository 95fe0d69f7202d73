import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { Page } from '~/contract'
import { checkoutKeys } from '~/features/checkout'
import { api } from '~/lib/api'
import { couponKeys, type ReceivableCoupon } from './queries'

/**
 * CP3: claim a coupon; afterwards every cached CP1 page (stores and products) shows it as received (docs/api.md §3.14 (#ref-3-14)), and the coupons
 * usable on a pre-order (CP2) and the shopper's own list (CP4) are read again, so an order confirmation or the
 * coupon list already visited shows it.
 */
export const receiveCouponMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['coupons', 'receive'],
    mutationFn: (couponId: number) => api.postForMessage<unknown>('/api/front/coupon/receive', { couponId }),
    onSuccess: (_data, couponId) => {
      const received = (page: Page<ReceivableCoupon> | undefined) =>
        page
          ? { ...page, list: page.list.map((coupon) => (coupon.id === couponId ? { ...coupon, isUse: true } : coupon)) }
          : page
      queryClient.setQueriesData<Page<ReceivableCoupon>>({ queryKey: couponKeys.stores() }, received)
      queryClient.setQueriesData<Page<ReceivableCoupon>>({ queryKey: couponKeys.products() }, received)
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.coupons() })
      void queryClient.invalidateQueries({ queryKey: couponKeys.mine() })
    },
    // Received or refused (already received, none left): every receivable list is read again, so a coupon that ran
    // out meanwhile leaves the list and no button shows a state the server no longer has.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: couponKeys.stores() })
      void queryClient.invalidateQueries({ queryKey: couponKeys.products() })
    },
  })
