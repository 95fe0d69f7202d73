import { queryOptions } from '@tanstack/react-query'
import type { Page } from '~/contract'
import { api } from '~/lib/api'

/** A favourite product (F5). */
export interface FavouriteProduct {
  id: number
  productId: number
  image: string
  storeName: string
  price: string
  otPrice: string
  sales: number
  ficti: number
}

export const FAVOURITES_LIMIT = 12

export const favouriteKeys = {
  all: ['favourites'] as const,
  /** Prefix of the favourite product pages (F5): a heart anywhere changes them. */
  products: () => [...favouriteKeys.all, 'products'] as const,
  productList: (page: number) => [...favouriteKeys.products(), page] as const,
}

export const favouriteProductsQuery = (page: number) =>
  queryOptions({
    queryKey: favouriteKeys.productList(page),
    queryFn: () => api.get<Page<FavouriteProduct>>('/api/front/collect/product/list', { query: { page, limit: FAVOURITES_LIMIT } }),
  })
