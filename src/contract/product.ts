/**
 * K5, the product detail (docs/api.md §5.4 (#ref-5-4)): the product, its selectors and SKU map, its merchant and the shopper's
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

/** Where the shipping estimate's destination came from: the `country` asked for, the default address, or the shop's default. */
export type ShipToSource = 'query' | 'address' | 'default'

/** The shop's default destination for a guest who has not picked one (ISO 3166-1 alpha-2). */
export const DEFAULT_SHIP_TO = 'RU'

/** Destinations offered by the product page's picker (ISO 3166-1 alpha-2); the API accepts any assigned code. */
export const SHIP_TO_COUNTRIES = [
  'RU',
  'KZ',
  'UZ',
  'KG',
  'BY',
  'CN',
  'TR',
  'TH',
  'LA',
  'US',
  'GB',
  'DE',
  'FR',
  'ES',
] as const

/** GET /api/front/product/shipping/{id} (extension): "Ships from" and the delivery estimate of one product. */
export interface ShippingEstimate {
  shipsFrom: { countryCode: string; city: string }
  shipTo: { countryCode: string; source: ShipToSource }
  /** Goods the estimate prices: the product's price times `quantity` (at least its minimum purchase). */
  quantity: number
  goodsTotal: string
  /** The merchant order's freight for those goods, by the checkout's rule ("0.00" when free). */
  freightFee: string
  /** The merchant's free-shipping threshold; null: never free. */
  freeShippingOver: string | null
  minDays: number
  maxDays: number
  /** Calendar dates (YYYY-MM-DD, UTC) of the earliest and latest arrival. */
  arriveFrom: string
  arriveTo: string
}
