/**
 * The product favourite toggle (F1 add, F2 cancel by product id): if favourited cancel, else add. The product
 * detail's `userCollect` flips at once and rolls back on failure.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { type ProductDetail, productDetailKey } from '~/features/catalog'
import { api } from '~/lib/api'
import { toast } from '~/ui/toast'

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
      const key = productDetailKey(productId)
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<ProductDetail>(key)
      if (previous) queryClient.setQueryData<ProductDetail>(key, { ...previous, userCollect: !favourited })
      return { previous }
    },
    onError: (_error, { productId }, context) => {
      if (context?.previous) queryClient.setQueryData(productDetailKey(productId), context.previous)
    },
    onSuccess: (_data, { favourited }) => {
      const message = favourited ? messages.removed : messages.added
      if (message) toast.success(message)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favourites'] }),
  })
