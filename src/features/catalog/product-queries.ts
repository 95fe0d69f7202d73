/** The product detail read (K5, front-api §5.4); the detail page's head data lives in `features/product-detail`. */
import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { catalogKeys } from './queries'
import type { ProductAttr, SkuMap } from './sku'
import type { ProductCard } from './types'

export interface ProductInfo {
  id: number
  storeName: string
  price: string
  otPrice: string
  stock: number
  sales: number
  ficti: number
  unitName: string
  minBuy: number
  merId: number
  categoryId: number
  image: string
  /** JSON string of image URLs. */
  sliderImage: string
  /** Lines separated by "\n". */
  storeInfo: string
  /** Merchant HTML: always through sanitizeHtml. */
  content: string
}

export interface ProductMerchant {
  id: number
  name: string
  avatar: string
  starLevel: number
  isSelf: boolean
  typeId: number
  isCollect: boolean
  followerCount: number
  proList: ProductCard[]
}

export interface Guarantee {
  id: number
  name: string
  content: string
}

export interface ProductDetail {
  productInfo: ProductInfo
  productAttr: ProductAttr[]
  productValue: SkuMap
  merchantInfo: ProductMerchant
  userCollect: boolean
  guaranteeList?: Guarantee[]
}

export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: () => api.get<ProductDetail>(`/api/front/product/detail/${id}`, { silent: true }),
    staleTime: 60_000,
  })
