import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { normaliseTree } from './category-tree'
import type { AdCategory, CategoryNode, Page, ProductCard } from './types'

const MINUTE = 60_000

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'category-tree'],
    queryFn: async () => normaliseTree(await api.get<CategoryNode[]>('/api/front/product/category')),
    staleTime: 10 * MINUTE,
  })

export const adCategoriesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'ad-categories'],
    queryFn: () => api.get<AdCategory[]>('/api/front/product/adCategory'),
    staleTime: 10 * MINUTE,
  })

export const INDEX_PRODUCTS_PAGE_SIZE = 13

/** "You may also like": page after page while loaded < total. */
export const indexProductsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['catalog', 'index-products'],
    queryFn: ({ pageParam }) =>
      api.get<Page<ProductCard>>('/api/front/index/product', {
        query: { page: pageParam, limit: INDEX_PRODUCTS_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0)
      return loaded < last.total && last.list.length > 0 ? last.page + 1 : undefined
    },
    staleTime: 5 * MINUTE,
  })

export const leaderboardQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'leaderboard'],
    queryFn: () => api.get<ProductCard[]>('/api/front/product/leaderboard'),
    staleTime: 5 * MINUTE,
  })
