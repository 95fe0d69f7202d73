import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { merchantIndexKey, type MerchantIndexInfo } from './queries'

type Snapshot = { previous: MerchantIndexInfo | undefined }

/** Optimistically flip the store's follow state in the M3 cache; the returned snapshot rolls it back. */
async function applyFollow(queryClient: QueryClient, merId: number, following: boolean): Promise<Snapshot> {
  const key = merchantIndexKey(merId)
  await queryClient.cancelQueries({ queryKey: key })
  const previous = queryClient.getQueryData<MerchantIndexInfo>(key)
  if (previous && previous.isCollect !== following) {
    queryClient.setQueryData<MerchantIndexInfo>(key, {
      ...previous,
      isCollect: following,
      followerCount: Math.max(0, (previous.followerCount ?? 0) + (following ? 1 : -1)),
    })
  }
  return { previous }
}

function rollback(queryClient: QueryClient, merId: number, context: Snapshot | undefined) {
  if (context?.previous) queryClient.setQueryData(merchantIndexKey(merId), context.previous)
}

function settle(queryClient: QueryClient, merId: number) {
  void queryClient.invalidateQueries({ queryKey: merchantIndexKey(merId) })
  void queryClient.invalidateQueries({ queryKey: ['collect', 'merchants'] })
}

/** F3: follow a store (no body). */
export const followMerchantMutation = (queryClient: QueryClient) =>
  mutationOptions<unknown, Error, number, Snapshot>({
    mutationKey: ['merchants', 'follow'],
    mutationFn: (merId: number) => api.post<unknown>(`/api/front/collect/add/merchant/${merId}`),
    onMutate: (merId) => applyFollow(queryClient, merId, true),
    onError: (_error, merId, context) => rollback(queryClient, merId, context),
    onSettled: (_data, _error, merId) => settle(queryClient, merId),
  })

/** F4: unfollow a store (no body). */
export const unfollowMerchantMutation = (queryClient: QueryClient) =>
  mutationOptions<unknown, Error, number, Snapshot>({
    mutationKey: ['merchants', 'unfollow'],
    mutationFn: (merId: number) => api.post<unknown>(`/api/front/collect/cancel/merchant/${merId}`),
    onMutate: (merId) => applyFollow(queryClient, merId, false),
    onError: (_error, merId, context) => rollback(queryClient, merId, context),
    onSettled: (_data, _error, merId) => settle(queryClient, merId),
  })
