/**
 * Cart writes. Add to cart (CA3) sends a one-element JSON array; the header badge (`cartCountKey`) moves at
 * once and rolls back when the server refuses (the API client has already toasted its message). Every other
 * write (quantity, delete, re-select, move to favourites) refetches the badge too. Every key comes from a key
 * tree: `cartKeys` for the cart's reads, the owning feature's tree for anything else (`catalogKeys` below).
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { CartNumBody, CartResetBody } from '~/contract'
import { catalogKeys } from '~/features/catalog/queries'
import { api } from '~/lib/api'
import { toast } from '~/ui/toast'
import { type CartGroup, type CartLine, cartKeys } from './queries'

/** After any cart write: both lists and the header badge are refetched (`cartKeys.all`). */
const refreshCart = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: cartKeys.all })

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
      await queryClient.cancelQueries({ queryKey: cartKeys.count() })
      const previous = queryClient.getQueryData<number>(cartKeys.count())
      queryClient.setQueryData<number>(cartKeys.count(), (count) => (count ?? 0) + input.quantity)
      return { previous }
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData<number | undefined>(cartKeys.count(), context.previous)
    },
    onSuccess: () => {
      if (options.successMessage) toast.success(options.successMessage)
    },
    // The badge and the cart lists (a cached cart page would otherwise miss the new line).
    onSettled: () => refreshCart(queryClient),
  })

/** A checkout waits while a mutation under this key is running, so the key is shared. */
export const cartQuantityMutationKey = ['cart', 'num'] as const

/** CA4's body. */
export type CartQuantityInput = CartNumBody

/**
 * CA4. On success the cached line takes the new quantity (so the page needs no refetch to stay in step) and the
 * badge is refetched; on failure the API client has toasted the server's message and the caller rolls back.
 */
export const cartQuantityMutation = (queryClient: QueryClient) =>
  mutationOptions<unknown, Error, CartQuantityInput>({
    mutationKey: cartQuantityMutationKey,
    mutationFn: (input) => api.post<unknown>('/api/front/cart/num', input),
    onSuccess: (_data, input) => {
      queryClient.setQueriesData<CartGroup[]>({ queryKey: cartKeys.lists() }, (groups) =>
        groups?.map((group) => ({
          ...group,
          cartInfoList: group.cartInfoList.map((line) =>
            line.id === input.id ? { ...line, cartNum: input.number } : line,
          ),
        })),
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.count() }),
  })

/** CA5: deletes lines (the page confirms first). */
export const deleteCartLinesMutation = (queryClient: QueryClient) =>
  mutationOptions<unknown, Error, number[]>({
    mutationKey: ['cart', 'delete'],
    mutationFn: (ids) => api.post<unknown>('/api/front/cart/delete', { ids }),
    onSettled: () => refreshCart(queryClient),
  })

/** CA6's body: the line `id` becomes `num` of the SKU `unique`. */
export type CartResetInput = CartResetBody

/** CA6: re-select specification (new SKU and quantity; merged by the server into a line of that SKU). */
export const resetCartLineMutation = (queryClient: QueryClient) =>
  mutationOptions<unknown, Error, CartResetInput>({
    mutationKey: ['cart', 'reset'],
    mutationFn: (input) => api.post<unknown>('/api/front/cart/resetcart', input),
    onSettled: () => refreshCart(queryClient),
  })

/**
 * "Move to favourites": every product of the lines is favourited (F1, idempotent), then the lines are deleted
 * (CA5). When a favourite fails nothing is deleted. Afterwards the cart and the cached detail of each product
 * (its `userCollect`, the heart on the product page) are refetched.
 */
export const moveToFavouritesMutation = (queryClient: QueryClient) =>
  mutationOptions<unknown, Error, Pick<CartLine, 'id' | 'productId'>[]>({
    mutationKey: ['cart', 'favourite'],
    mutationFn: async (lines) => {
      const productIds = [...new Set(lines.map((line) => line.productId))]
      for (const productId of productIds) {
        await api.post<unknown>('/api/front/collect/add/product', { id: productId, category: 'store' })
      }
      return api.post<unknown>('/api/front/cart/delete', { ids: lines.map((line) => line.id) })
    },
    onSettled: (_data, _error, lines) =>
      Promise.all([
        refreshCart(queryClient),
        ...[...new Set(lines.map((line) => line.productId))].map((productId) =>
          queryClient.invalidateQueries({ queryKey: catalogKeys.product(productId) }),
        ),
      ]),
  })

/** O1 from the cart: the selected valid lines become a pre-order; the page then opens the order confirmation. */
export const checkoutCartMutation = () =>
  mutationOptions<{ preOrderNo: string }, Error, number[]>({
    mutationKey: ['cart', 'checkout'],
    mutationFn: (ids) =>
      api.post<{ preOrderNo: string }>('/api/front/order/pre/order', {
        preOrderType: 'shoppingCart',
        orderDetails: ids.map((shoppingCartId) => ({ shoppingCartId })),
      }),
  })
