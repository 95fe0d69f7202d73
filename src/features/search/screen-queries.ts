/**
 * The search screen's queries, apart from `queries.ts` (the key tree and the shell's hot keywords and suggestions):
 * the search index is in every page's first load, and a module there carries every export any chunk uses, so these,
 * and the stores' search they read, load with the screen only (decision 99).
 */
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { InfiniteQueryObserver, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import { categoryTreeQuery, leaderboardQuery } from '~/features/catalog/queries'
import type { CategoryNode, Page, ProductCard } from '~/features/catalog'
import {
  merchantCategoriesQuery,
  type MerchantSearchPage,
  merchantSearchQuery,
  merchantTotal,
  merchantTypesQuery,
} from '~/features/merchants/queries'
import type { PageSeo } from '~/lib/seo'
import { type SearchSort, searchPages, searchSort, searchTab, sortToApi } from './params'
import { api } from '~/lib/api'
import type { SearchParams } from './schemas'
import type { SeekPage } from '~/contract'
import { hotKeywordsQuery, searchKeys } from './queries'

// The search screen (`/goods/goods_search`): goods (K4) and stores (M2), both grown by "Load more".

export const SEARCH_PAGE_SIZE = 20

/** What drives the goods list (K4): everything but the tab, the store filters and the page count. */
export interface ProductSearchFilters {
  keyword?: string
  cid?: number
  pid?: number
  minPrice?: number
  maxPrice?: number
  sort: SearchSort
}

export function productFilters(s: SearchParams): ProductSearchFilters {
  return { keyword: s.title, cid: s.cid, pid: s.pid, minPrice: s.minPrice, maxPrice: s.maxPrice, sort: searchSort(s) }
}

/** The store list (M2) of the search screen: its filters, in pages of the screen's size. */
export function searchMerchantsQuery(s: SearchParams) {
  // The chosen product category narrows the stores too: stores selling goods of it.
  return merchantSearchQuery({
    keywords: s.title,
    typeId: s.typeId,
    categoryId: s.categoryId,
    cid: s.cid,
    pid: s.pid,
    limit: SEARCH_PAGE_SIZE,
  })
}

const clean = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''))

/** K4 page after page while loaded < total. */
export const searchProductsQuery = (filters: ProductSearchFilters) =>
  infiniteQueryOptions({
    queryKey: searchKeys.products(filters),
    queryFn: ({ pageParam }) =>
      api.get<SeekPage<ProductCard>>('/api/front/product/list', {
        query: clean({
          keyword: filters.keyword,
          cid: filters.cid,
          pid: filters.pid,
          minPrice: filters.minPrice,
          maxPrice: filters.maxPrice,
          ...sortToApi(filters.sort),
          page: pageParam,
          limit: SEARCH_PAGE_SIZE,
        }),
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastParam) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0)
      return (last.totalCapped || loaded < last.total) && last.list.length > 0 ? lastParam + 1 : undefined
    },
    staleTime: 60_000,
  })

/**
 * Make the cache hold at least `pages` pages of an infinite list (or all there are), fetching only the missing
 * ones: a shared `?page=3` URL server-renders 60 items, and "Load more" fetches just the next page.
 */
async function ensurePages<TPage>(
  queryClient: QueryClient,
  // `any`: the factories' option types differ only in the page shape
  options: any,
  pages: number,
): Promise<TPage[]> {
  let data = await queryClient.ensureInfiniteQueryData({ ...options, pages })
  if (data.pages.length < pages) {
    const observer = new InfiniteQueryObserver(queryClient, options)
    while (data.pages.length < pages) {
      const result = await observer.fetchNextPage({ throwOnError: true })
      if (!result.data || result.data.pages.length <= data.pages.length) break
      data = result.data
      if (!result.hasNextPage) break
    }
  }
  return data.pages as TPage[]
}

/** Find a category and its ancestors (root first) in the tree. */
export function categoryPath(tree: CategoryNode[], id: number | undefined): CategoryNode[] {
  if (id === undefined) return []
  for (const node of tree) {
    if (node.id === id) return [node]
    const below = categoryPath(node.childList ?? [], id)
    if (below.length) return [node, ...below]
  }
  return []
}

/** The selected category trail: `cid` wins (any level), else the first-level `pid`. */
export function selectedCategoryPath(tree: CategoryNode[], s: Pick<SearchParams, 'cid' | 'pid'>): CategoryNode[] {
  const byCid = categoryPath(tree, s.cid)
  if (byCid.length) return byCid
  const root = tree.find((node) => node.id === s.pid)
  return root ? [root] : []
}

/**
 * Everything the search screen renders for this URL, cached for the component (SSR renders exactly the screen),
 * plus the head tags translated here where the locale is active.
 */
export async function prefetchSearchPage(queryClient: QueryClient, i18n: I18n, s: SearchParams): Promise<PageSeo> {
  const tab = searchTab(s)
  const pages = searchPages(s)
  const [tree, products, merchants] = await Promise.all([
    queryClient.ensureQueryData(categoryTreeQuery()),
    ensurePages<Page<ProductCard>>(queryClient, searchProductsQuery(productFilters(s)), tab === 'goods' ? pages : 1),
    ensurePages<MerchantSearchPage>(queryClient, searchMerchantsQuery(s), tab === 'store' ? pages : 1),
    tab === 'store' ? queryClient.ensureQueryData(merchantTypesQuery()) : null,
    tab === 'store' ? queryClient.ensureQueryData(merchantCategoriesQuery()) : null,
  ])
  const empty = tab === 'goods' ? (products[0]?.total ?? 0) === 0 : merchantTotal(merchants[0]) === 0
  if (empty) {
    await Promise.all([
      queryClient.ensureQueryData(hotKeywordsQuery()),
      queryClient.ensureQueryData(leaderboardQuery()),
    ])
  }
  const category = selectedCategoryPath(tree, s).at(-1)?.name
  const title = s.title
  const total = products[0]?.total ?? 0
  if (title) {
    return {
      title: i18n._(msg`${title}: goods and stores`),
      description: i18n._(msg`${total} goods matching “${title}” from factories and merchants, at factory prices.`),
    }
  }
  if (category) {
    return {
      title: i18n._(msg`${category}: buy direct from factories`),
      description: i18n._(msg`${total} goods in ${category} from factories and merchants, at factory prices.`),
    }
  }
  return {
    title: i18n._(msg`All goods`),
    description: i18n._(msg`Browse all goods and stores of the marketplace, direct from factories and merchants.`),
  }
}
