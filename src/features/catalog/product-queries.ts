/** The product detail read (K5, front-api §5.4); the detail page's head data lives in `features/product-detail`. */
import { queryOptions } from '@tanstack/react-query'
import type { ProductDetail } from '~/contract'
import { api } from '~/lib/api'
import { catalogKeys } from './queries'

export type { Guarantee, ProductDetail, ProductInfo, ProductMerchant } from '~/contract'

export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: () => api.get<ProductDetail>(`/api/front/product/detail/${id}`, { silent: true }),
    staleTime: 60_000,
  })
