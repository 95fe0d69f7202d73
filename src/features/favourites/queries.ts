import { queryOptions } from '@tanstack/react-query'
import type { FavouriteProduct, Page } from '~/contract'
import { api } from '~/lib/api'

export type { FavouriteProduct } from '~/contract'

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
    queryFn: () =>
      api.get<Page<FavouriteProduct>>('/api/front/collect/product/list', { query: { page, limit: FAVOURITES_LIMIT } }),
  })
