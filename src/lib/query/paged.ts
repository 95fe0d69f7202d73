/**
 * The read behind every numbered list a screen pages through (`GET path?page=&limit=`, answered as the contract's
 * `Page`): the shopper's orders, refunds, reviews, points, favourites, notices… The key comes from the feature's
 * key tree, as every query's does (docs/architecture.md, Query keys).
 */
import { type QueryKey, queryOptions } from '@tanstack/react-query'
import type { Page } from '~/contract'
import { api } from '~/lib/api'

interface PagedQuery {
  /** From the feature's key tree: it holds the page and every filter. */
  queryKey: QueryKey
  /** The list's GET path. */
  path: string
  page: number
  /** Rows a page. */
  limit: number
  /** What else the list is asked for (a tab, a sort), sent after page and limit. */
  filters?: Record<string, string | number | undefined>
}

export const pagedQuery = <Row>({ path, page, limit, filters, ...keyed }: PagedQuery) =>
  queryOptions({
    // The caller's `queryKey`, named from its feature's key tree where house/keys-from-trees checks it.
    ...keyed,
    queryFn: () => api.get<Page<Row>>(path, { query: { page, limit, ...filters } }),
  })
