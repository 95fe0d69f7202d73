import type { FavouriteProduct } from '~/contract'
import { pagedQuery } from '~/lib/query/paged'

export type { FavouriteProduct } from '~/contract'

export const FAVOURITES_LIMIT = 12

export const favouriteKeys = {
  all: ['favourites'] as const,
  /** Prefix of the favourite product pages (F5): a heart anywhere changes them. */
  products: () => [...favouriteKeys.all, 'products'] as const,
  productList: (page: number) => [...favouriteKeys.products(), page] as const,
}

export const favouriteProductsQuery = (page: number) =>
  pagedQuery<FavouriteProduct>({
    queryKey: favouriteKeys.productList(page),
    path: '/api/front/collect/product/list',
    page,
    limit: FAVOURITES_LIMIT,
  })
