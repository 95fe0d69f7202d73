/**
 * The product favourite toggle (F1 add, F2 cancel by product id): if favourited cancel, else add. The product
 * detail's `userCollect` flips at once, rolls back on failure, and is read again from the server afterwards, with
 * the favourites list (F5).
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { catalogKeys, type ProductDetail } from '~/features/catalog'
import { api } from '~/lib/api'
import { toast } from '~/ui/toast'
import { favouriteKeys } from './queries'

export interface FavouriteToggleInput {
  productId: number
  /** The state before the click. */
  favourited: boolean
}

export const favouriteProductMutation = (
  queryClient: QueryClient,
  messages: { added?: string; removed?: string } = {},
) =>
  mutationOptions<unknown, Error, FavouriteToggleInput, { previous: ProductDetail | undefined }>({
    mutationKey: ['favourites', 'product'],
    mutationFn: ({ productId, favourited }) =>
      favourited
        ? api.post<unknown>(`/api/front/collect/cancel/${productId}`)
        : api.post<unknown>('/api/front/collect/add/product', { id: productId, category: 'store' }),
    onMutate: async ({ productId, favourited }) => {
      await queryClient.cancelQueries({ queryKey: catalogKeys.product(productId) })
      const previous = queryClient.getQueryData<ProductDetail>(catalogKeys.product(productId))
      if (previous)
        queryClient.setQueryData<ProductDetail>(catalogKeys.product(productId), {
          ...previous,
          userCollect: !favourited,
        })
      return { previous }
    },
    onError: (_error, { productId }, context) => {
      if (context?.previous) queryClient.setQueryData(catalogKeys.product(productId), context.previous)
    },
    onSuccess: (_data, { favourited }) => {
      const message = favourited ? messages.removed : messages.added
      if (message) toast.success(message)
    },
    onSettled: (_data, _error, { productId }) => {
      void queryClient.invalidateQueries({ queryKey: favouriteKeys.products() })
      return queryClient.invalidateQueries({ queryKey: catalogKeys.product(productId) })
    },
  })
