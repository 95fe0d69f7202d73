import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { normaliseTree } from './category-tree'
import type { AdCategory, Page, ProductCard, WireCategoryNode } from './types'

const MINUTE = 60_000

/** Every catalogue read's key, the product detail (`product-queries.ts`) included. */
export const catalogKeys = {
  all: ['catalog'] as const,
  categoryTree: () => [...catalogKeys.all, 'category-tree'] as const,
  /** The shell's part of the tree (features/shell/shell-categories.ts, decision 86). */
  shellCategories: () => [...catalogKeys.categoryTree(), 'shell'] as const,
  adCategories: () => [...catalogKeys.all, 'ad-categories'] as const,
  indexProducts: () => [...catalogKeys.all, 'index-products'] as const,
  leaderboard: () => [...catalogKeys.all, 'leaderboard'] as const,
  products: () => [...catalogKeys.all, 'product'] as const,
  product: (id: number) => [...catalogKeys.products(), id] as const,
}

/** The whole tree, normalised: the one read of it, whichever query keeps it (the shell keeps a part, shell-categories.ts). */
export const fetchCategoryTree = async () =>
  normaliseTree(await api.get<WireCategoryNode[]>('/api/front/product/category'))

export const CATEGORY_TREE_STALE_MS = 10 * MINUTE

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categoryTree(),
    queryFn: fetchCategoryTree,
    staleTime: CATEGORY_TREE_STALE_MS,
  })

export const adCategoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.adCategories(),
    queryFn: () => api.get<AdCategory[]>('/api/front/product/adCategory'),
    staleTime: 10 * MINUTE,
  })

export const INDEX_PRODUCTS_PAGE_SIZE = 13

/** "You may also like": page after page while loaded < total. */
export const indexProductsQuery = () =>
  infiniteQueryOptions({
    queryKey: catalogKeys.indexProducts(),
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
    queryKey: catalogKeys.leaderboard(),
    queryFn: () => api.get<ProductCard[]>('/api/front/product/leaderboard'),
    staleTime: 5 * MINUTE,
  })
