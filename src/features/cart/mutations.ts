/**
 * Cart writes. Add to cart (CA3) sends a one-element JSON array; the header badge (`cartCountKey`) moves at
 * once and rolls back when the server refuses (the API client has already toasted its message).
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { toast } from '~/ui/toast'
import { cartCountKey } from './queries'

export interface AddToCartInput {
  productId: number
  /** The SKU id (`productValue[key].id`), sent as `productAttrUnique`. */
  skuId: number
  quantity: number
}

interface AddToCartContext {
  previous: number | undefined
}

export const addToCartMutation = (queryClient: QueryClient, options: { successMessage?: string } = {}) =>
  mutationOptions<unknown, Error, AddToCartInput, AddToCartContext>({
    mutationKey: ['cart', 'add'],
    mutationFn: (input) =>
      api.post<unknown>('/api/front/cart/save', [
        { productId: input.productId, cartNum: input.quantity, productAttrUnique: input.skuId },
      ]),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: cartCountKey })
      const previous = queryClient.getQueryData<number>(cartCountKey)
      queryClient.setQueryData<number>(cartCountKey, (count) => (count ?? 0) + input.quantity)
      return { previous }
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData<number | undefined>(cartCountKey, context.previous)
    },
    onSuccess: () => {
      if (options.successMessage) toast.success(options.successMessage)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartCountKey }),
  })
