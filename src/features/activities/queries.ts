import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Page } from '~/contract'
import { api } from '~/lib/api'
import type { PageSeo } from '~/lib/seo'
import type { Activity, ActivityDetail, ActivityListItem } from '~/contract'

export type { ActivityDetail, ActivityListItem } from '~/contract'

export const ACTIVITY_PAGE_LIMIT = 10

export const activityKeys = {
  all: ['activities'] as const,
  index: () => [...activityKeys.all, 'index'] as const,
  detail: (id: number, type: number | null) => [...activityKeys.all, 'detail', id, type] as const,
  products: (id: number, page: number) => [...activityKeys.all, 'products', id, page] as const,
}

/** AC1: the shown activities with their first products (the front page's modules, the activity index). */
export const activityIndexQuery = () =>
  queryOptions({
    queryKey: activityKeys.index(),
    queryFn: () => api.get<Activity[]>('/api/front/activity/index/list'),
    staleTime: 5 * 60_000,
  })

export const activityDetailQuery = (id: number, type?: number) =>
  queryOptions({
    queryKey: activityKeys.detail(id, type ?? null),
    queryFn: () => api.get<ActivityDetail>(`/api/pc/activity/detail/${id}`, { query: { type, aid: id } }),
    staleTime: 5 * 60_000,
  })

export const activityProductsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: activityKeys.products(id, page),
    queryFn: () =>
      api.get<Page<ActivityListItem>>(`/api/front/activity/list/${id}`, {
        query: { page, limit: ACTIVITY_PAGE_LIMIT },
      }),
    staleTime: 60_000,
  })

/** The banner URLs of P4 (bad or empty JSON → none). */
export function activityBanners(detail: { banner?: string } | undefined): string[] {
  if (!detail?.banner) return []
  try {
    const parsed: unknown = typeof detail.banner === 'string' ? JSON.parse(detail.banner) : detail.banner
    return Array.isArray(parsed) ? parsed.filter((url): url is string => typeof url === 'string' && url !== '') : []
  } catch {
    return []
  }
}

/** The activity page's SSR data and head tags (name from P4, falling back to the link's `name`). */
export async function prefetchActivityPage(
  queryClient: QueryClient,
  i18n: I18n,
  params: { id: number; type?: number; name?: string; page: number },
): Promise<PageSeo> {
  const [detail] = await Promise.all([
    queryClient.ensureQueryData(activityDetailQuery(params.id, params.type)).catch(() => undefined),
    queryClient.ensureQueryData(activityProductsQuery(params.id, params.page)),
  ])
  const name = detail?.name || params.name || ''
  return {
    title: name ? i18n._(msg`${name}: promotion`) : i18n._(msg`Promotion`),
    description: detail?.instruction || i18n._(msg`Selected products at promotion prices.`),
    image: activityBanners(detail)[0],
  }
}

/** The activity index (`/goods/activity_list` without an id): every activity, from AC1. */
export async function prefetchActivityIndex(queryClient: QueryClient, i18n: I18n): Promise<PageSeo> {
  const activities = await queryClient.ensureQueryData(activityIndexQuery())
  return {
    title: i18n._(msg`Promotions`),
    description: i18n._(msg`Every promotion of the marketplace: recommendations, factory discounts and new arrivals.`),
    image: activityBanners(activities[0])[0],
  }
}

/** The top-products page's head tags. */
export function topProductsSeo(i18n: I18n): PageSeo {
  return {
    title: i18n._(msg`Top products: the best sellers ranking`),
    description: i18n._(msg`The marketplace's best-selling products right now, ranked by sales.`),
  }
}
