import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { catalogKeys, type ProductDetail } from '~/features/catalog'
import { api } from '~/lib/api'
import type { MerchantIndexInfo } from '~/contract'
import { merchantKeys } from './queries'

type Snapshot = { previous: MerchantIndexInfo | undefined }

/** Optimistically flip the store's follow state in the M3 cache; the returned snapshot rolls it back. */
async function applyFollow(queryClient: QueryClient, merId: number, following: boolean): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: merchantKeys.index(merId) })
  const previous = queryClient.getQueryData<MerchantIndexInfo>(merchantKeys.index(merId))
  if (previous && previous.isCollect !== following) {
    queryClient.setQueryData<MerchantIndexInfo>(merchantKeys.index(merId), {
      ...previous,
      isCollect: following,
      followerCount: Math.max(0, (previous.followerCount ?? 0) + (following ? 1 : -1)),
    })
  }
  return { previous }
}

function rollback(queryClient: QueryClient, merId: number, context: Snapshot | undefined) {
  if (context?.previous) queryClient.setQueryData(merchantKeys.index(merId), context.previous)
}

/**
 * Afterwards every cached read that shows this store's follow state is read again: the store (M3), the store
 * search lists' follower counts (M2), the followed-stores list (F6), and the product pages of its products
 * (`merchantInfo`).
 */
function settle(queryClient: QueryClient, merId: number) {
  void queryClient.invalidateQueries({ queryKey: merchantKeys.index(merId) })
  void queryClient.invalidateQueries({ queryKey: merchantKeys.searches() })
  void queryClient.invalidateQueries({ queryKey: merchantKeys.follows() })
  void queryClient.invalidateQueries({
    queryKey: catalogKeys.products(),
    predicate: (query) => (query.state.data as ProductDetail | undefined)?.merchantInfo?.id === merId,
  })
}

/** What a follow and an unfollow share: the optimistic flip, its rollback, and the reads again afterwards. */
const followChange = (queryClient: QueryClient, following: boolean) => ({
  onMutate: (merId: number) => applyFollow(queryClient, merId, following),
  onError: (_error: Error, merId: number, context: Snapshot | undefined) => rollback(queryClient, merId, context),
  onSettled: (_data: unknown, _error: Error | null, merId: number) => settle(queryClient, merId),
})

/** F3: follow a store (no body). */
export const followMerchantMutation = (queryClient: QueryClient) =>
  mutationOptions<unknown, Error, number, Snapshot>({
    mutationKey: ['merchants', 'follow'],
    mutationFn: (merId: number) => api.post<unknown>(`/api/front/collect/add/merchant/${merId}`),
    ...followChange(queryClient, true),
  })

/** F4: unfollow a store (no body). */
export const unfollowMerchantMutation = (queryClient: QueryClient) =>
  mutationOptions<unknown, Error, number, Snapshot>({
    mutationKey: ['merchants', 'unfollow'],
    mutationFn: (merId: number) => api.post<unknown>(`/api/front/collect/cancel/merchant/${merId}`),
    ...followChange(queryClient, false),
  })
