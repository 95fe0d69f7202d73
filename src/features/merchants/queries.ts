import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { ApiError, api } from '~/lib/api'
import type { PageSeo } from '~/lib/seo'
import type { MerchantCard, MerchantSearchCard, Page, PictureWords } from '~/contract'
import type { ProductCard } from '~/features/catalog'
import { homeIndexQuery } from '~/features/site/queries'
import type { MerchantMoreParams } from './schemas'
import type {
  FollowedShop,
  MerchantCategory,
  MerchantDetail,
  MerchantIndexInfo,
  MerchantType,
  StoreCategory,
} from '~/contract'

/** Every merchants read's key. */
export const merchantKeys = {
  all: ['merchants'] as const,
  types: () => [...merchantKeys.all, 'types'] as const,
  categories: () => [...merchantKeys.all, 'categories'] as const,
  street: (params: { page: number; limit: number }) => [...merchantKeys.all, 'street', params] as const,
  index: (id: number) => [...merchantKeys.all, 'index', id] as const,
  /** Prefix of every M2 list (their cards show follower counts). */
  searches: () => [...merchantKeys.all, 'search'] as const,
  search: (params: MerchantSearchParams) => [...merchantKeys.searches(), params] as const,
  detail: (id: number) => [...merchantKeys.all, 'detail', id] as const,
  products: (params: StoreProductParams & { page: number }) => [...merchantKeys.all, 'products', params] as const,
  productsInfinite: (params: StoreProductParams) => [...merchantKeys.all, 'products', 'infinite', params] as const,
  storeCategories: (merId: number) => [...merchantKeys.all, 'store-categories', merId] as const,
  /** Prefix of the shopper's followed stores (F6): a follow or an unfollow anywhere changes them. */
  follows: () => [...merchantKeys.all, 'follows'] as const,
  followList: (page: number) => [...merchantKeys.follows(), page] as const,
}

export const merchantTypesQuery = () =>
  queryOptions({
    queryKey: merchantKeys.types(),
    queryFn: () => api.get<MerchantType[]>('/api/front/merchant/all/type/list'),
    staleTime: 10 * 60_000,
  })

export const merchantCategoriesQuery = () =>
  queryOptions({
    queryKey: merchantKeys.categories(),
    queryFn: () => api.get<MerchantCategory[]>('/api/front/merchant/all/category/list'),
    staleTime: 10 * 60_000,
  })

export const merchantStreetQuery = (params: { page: number; limit: number }) =>
  queryOptions({
    queryKey: merchantKeys.street(params),
    queryFn: () => api.get<Page<MerchantCard>>('/api/front/merchant/street', { query: params }),
    staleTime: 5 * 60_000,
  })

export const FOLLOWED_SHOPS_LIMIT = 12

export const followedShopsQuery = (page: number) =>
  queryOptions({
    queryKey: merchantKeys.followList(page),
    queryFn: () =>
      api.get<Page<FollowedShop>>('/api/front/collect/merchant/list', { query: { page, limit: FOLLOWED_SHOPS_LIMIT } }),
  })

export const merchantIndexQuery = (id: number) =>
  queryOptions({
    queryKey: merchantKeys.index(id),
    queryFn: () => api.get<MerchantIndexInfo>(`/api/front/merchant/index/info/${id}`),
    staleTime: 60_000,
  })

export type MerchantSearchPage = Page<MerchantSearchCard> & { count?: number }

/** What picks M2's stores: the filters, the page size, and the page to start from (1 unless a page is linked). */
export interface MerchantSearchParams {
  keywords?: string
  typeId?: number
  categoryId?: number
  /** Extension (docs/api.md): only stores selling goods of this product category (the search screen's `cid`/`pid`). */
  cid?: number
  pid?: number
  limit: number
  fromPage?: number
}

/** M2 answers `count` or `total` depending on the server (docs/api.md §3.7 (#ref-3-7)). */
export const merchantTotal = (page: MerchantSearchPage | undefined) => Number(page?.count ?? page?.total ?? 0) || 0

/**
 * M2, the one factory for every store list: page after page while loaded < total. The search screen grows it
 * with "Load more"; merchant_more starts at its linked page and shows that page alone.
 */
export const merchantSearchQuery = (params: MerchantSearchParams) =>
  infiniteQueryOptions({
    queryKey: merchantKeys.search(params),
    queryFn: ({ pageParam }) =>
      api.get<MerchantSearchPage>('/api/front/merchant/search/list', {
        query: {
          keywords: params.keywords || undefined,
          typeId: params.typeId || undefined,
          categoryId: params.categoryId || undefined,
          cid: params.cid || undefined,
          pid: params.pid || undefined,
          page: pageParam,
          limit: params.limit,
        },
      }),
    initialPageParam: params.fromPage ?? 1,
    getNextPageParam: (last, pages, lastParam) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0)
      return loaded < merchantTotal(last) && last.list.length > 0 ? lastParam + 1 : undefined
    },
    staleTime: 60_000,
  })

export const merchantDetailQuery = (id: number) =>
  queryOptions({
    queryKey: merchantKeys.detail(id),
    queryFn: () => api.get<MerchantDetail>(`/api/front/merchant/detail/${id}`),
    staleTime: 5 * 60_000,
  })

/** K8 sort: at most one of price or sales order is set (docs/api.md §4.11 (#ref-4-11)). */
export type StoreSort = 'default' | 'sales-desc' | 'sales-asc' | 'price-asc' | 'price-desc'

export interface StoreProductParams {
  merId: number
  cid?: number
  keyword?: string
  sort?: StoreSort
  limit: number
}

function sortQuery(sort: StoreSort | undefined) {
  switch (sort) {
    case 'sales-desc':
      return { salesOrder: 'desc', priceOrder: '' }
    case 'sales-asc':
      return { salesOrder: 'asc', priceOrder: '' }
    case 'price-asc':
      return { priceOrder: 'asc', salesOrder: '' }
    case 'price-desc':
      return { priceOrder: 'desc', salesOrder: '' }
    default:
      return { priceOrder: '', salesOrder: '' }
  }
}

const storeProductsPage = (params: StoreProductParams, page: number) =>
  api.get<Page<ProductCard>>('/api/front/product/merchant/pro/list', {
    query: {
      merId: params.merId,
      cid: params.cid ?? '',
      keyword: params.keyword ?? '',
      ...sortQuery(params.sort),
      page,
      limit: params.limit,
    },
  })

/** K8, one page (the store home's sections). */
export const storeProductsQuery = (params: StoreProductParams & { page: number }) =>
  queryOptions({
    queryKey: merchantKeys.products(params),
    queryFn: () => storeProductsPage(params, params.page),
    staleTime: 60_000,
  })

/** K8 with "load more" (the category tab). */
export const storeProductsInfiniteQuery = (params: StoreProductParams) =>
  infiniteQueryOptions({
    queryKey: merchantKeys.productsInfinite(params),
    queryFn: ({ pageParam }) => storeProductsPage(params, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0)
      return loaded < last.total && last.list.length > 0 ? last.page + 1 : undefined
    },
    staleTime: 60_000,
  })

export const storeCategoriesQuery = (merId: number) =>
  queryOptions({
    queryKey: merchantKeys.storeCategories(merId),
    queryFn: () => api.get<StoreCategory[]>(`/api/front/product/merchant/${merId}/category/list`),
    staleTime: 5 * 60_000,
  })

/** Parse one of the API's JSON-in-a-string image lists: `["url", …]` or `[{sattDir}]`. Bad input → []. */
export function parseImageList(value: unknown): string[] {
  return parseBanners(value).map((banner) => banner.url)
}

/** A store banner: its picture and, as an extension, the words drawn over it (decision 51). */
interface StoreBanner extends PictureWords {
  url: string
}

/** M3 `pcBanner` (`[{sattDir, headline?, subline?, cta?}]`, or any image list); bad input → []. */
export function parseBanners(value: unknown): StoreBanner[] {
  let parsed: unknown = value
  if (typeof value === 'string') {
    if (!value.trim()) return []
    try {
      parsed = JSON.parse(value)
    } catch {
      return value.startsWith('http') || value.startsWith('/') ? [{ url: value }] : []
    }
  }
  if (!Array.isArray(parsed)) return []
  const text = (word: unknown) => (typeof word === 'string' && word ? word : undefined)
  return parsed.flatMap((item: unknown): StoreBanner[] => {
    if (typeof item === 'string') return item ? [{ url: item }] : []
    const banner = (item ?? {}) as Record<string, unknown>
    const url = text(banner.sattDir)
    if (!url) return []
    return [{ url, headline: text(banner.headline), subline: text(banner.subline), cta: text(banner.cta) }]
  })
}

/**
 * The store shell's SSR data (M3; M5 is read by the support feature when the shopper asks) and its head tags, translated here where the locale is active.
 * An unknown store (code 404, or no id) becomes the router's not-found page.
 */
export async function prefetchStore(queryClient: QueryClient, i18n: I18n, id: number): Promise<PageSeo> {
  if (!id) throw notFound()
  let store: MerchantIndexInfo
  try {
    store = await queryClient.ensureQueryData(merchantIndexQuery(id))
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) throw notFound()
    throw error
  }
  const name = store.name
  return {
    title: i18n._(msg`${name}: official store`),
    description: store.intro || i18n._(msg`Shop ${name}: products, coupons and store information.`),
    image: store.avatar,
    type: 'profile',
  }
}

/** The store home's product sections, each one K8 call of 8. */
export const STORE_HOME_LIMIT = 8
export const STORE_HOME_SECTIONS: StoreSort[] = ['sales-desc', 'default']
/** The category tab's page size (docs/api.md §3.5 (#ref-3-5) K8). */
export const STORE_CATEGORY_LIMIT = 20

/** The shop street's page size (docs/api.md §3.7 (#ref-3-7) M1). */
export const SHOP_STREET_LIMIT = 10
/** merchant_more's page size. */
export const MERCHANT_MORE_LIMIT = 10

/** merchant_more's one page of stores, on the shared M2 factory. */
export const merchantMoreQuery = (params: MerchantMoreParams) =>
  merchantSearchQuery({
    categoryId: params.categoryId,
    typeId: params.typeId,
    keywords: params.keywords,
    limit: MERCHANT_MORE_LIMIT,
    fromPage: params.page ?? 1,
  })

/** The shop street page: its stores and the street header image from the home index. */
export async function prefetchShopStreet(queryClient: QueryClient, i18n: I18n, page: number): Promise<PageSeo> {
  const [home] = await Promise.all([
    queryClient.ensureQueryData(homeIndexQuery()).catch(() => undefined),
    queryClient.ensureQueryData(merchantStreetQuery({ page, limit: SHOP_STREET_LIMIT })),
  ])
  return {
    title: i18n._(msg`Shop street: top-rated stores and factories`),
    description: i18n._(msg`Browse stores and factories selling direct, with their ratings and best products.`),
    image: home?.shopStreetHeaderImag || undefined,
    siteName: home?.siteName,
  }
}

/** Stores of a merchant category (or all), with the type and category filters. */
export async function prefetchMerchantsOfCategory(
  queryClient: QueryClient,
  i18n: I18n,
  params: MerchantMoreParams,
): Promise<PageSeo> {
  const [, categories] = await Promise.all([
    queryClient.ensureQueryData(merchantTypesQuery()),
    queryClient.ensureQueryData(merchantCategoriesQuery()),
    queryClient.ensureInfiniteQueryData(merchantMoreQuery(params)),
  ])
  const name = categories.find((category) => category.id === params.categoryId)?.name
  return {
    title: name ? i18n._(msg`${name} stores`) : i18n._(msg`All stores`),
    description: i18n._(msg`Stores and factories selling direct, filtered by type and category.`),
  }
}
