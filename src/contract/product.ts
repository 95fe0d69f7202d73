/**
 * K5, the product detail (front-api §5.4): the product, its selectors and SKU map, its merchant and the shopper's
 * favourite state.
 */
import type { ProductCard } from './catalog'

/** One selector row; `attrValues` is a comma-separated string. */
export interface ProductAttr {
  id: number
  attrName: string
  attrValues: string
}

/** One SKU. The embedded API sends the prices as strings; CRMEB clients also meet numbers, so both are read. */
export interface Sku {
  /** The SKU id (`productAttrUnique`/`attrValueId` elsewhere). */
  id: number
  /** The chosen values joined with ",", the SKU's key in `productValue`. */
  sku?: string
  price: string | number
  otPrice: string | number
  stock: number
  image: string
  /** The SKU id as a string, CRMEB's `unique`. */
  unique?: string
}

/** `productValue`: SKUs keyed by the chosen values in `productAttr` order joined with ","; "" without attributes. */
export type SkuMap = Record<string, Sku>

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
  /** Merchant HTML: always through sanitizeHtml before it is shown (productDetailQuery sanitizes it as it arrives). */
  content: string
  /** Search keywords of the product (not shown). */
  keyword?: string
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

/** A platform guarantee of the "Assure" block. */
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
