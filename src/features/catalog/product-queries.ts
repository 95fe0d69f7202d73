/** The product detail read (K5, docs/api.md §5.4 (#ref-5-4)); the detail page's head data lives in `features/product-detail`. */
import { queryOptions } from '@tanstack/react-query'
import type { ProductDetail } from '~/contract'
import { api } from '~/lib/api'
import { catalogKeys } from './queries'

export type { ProductDetail, ProductMerchant } from '~/contract'

export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: async () => {
      const detail = await api.get<ProductDetail>(`/api/front/product/detail/${id}`, { silent: true })
      // The merchant's HTML is sanitized once, where the answer arrives: on the server for a page load, so the page
      // renders it as is and the sanitizer is not in the browser's first load; loaded on demand when the browser fetches.
      const { sanitizeHtml } = await import('~/lib/sanitize-html')
      return { ...detail, productInfo: { ...detail.productInfo, content: sanitizeHtml(detail.productInfo.content) } }
    },
    staleTime: 60_000,
  })
