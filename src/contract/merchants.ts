/** Merchant cards of the shop street (M1) and the merchant search (M2), docs/api.md §3.7 (#ref-3-7). */
import type { ProductCard } from './catalog'

/** A shop's card with up to three of its best-selling products. */
export interface MerchantCard {
  id: number
  name: string
  avatar: string
  backImage: string
  starLevel: number
  isSelf: boolean
  typeId: number
  proList: Pick<ProductCard, 'id' | 'image' | 'storeName' | 'price'>[]
}

/** M2's card: the embedded API adds the shop's category and follower count; an upstream CRMEB may not. */
export interface MerchantSearchCard extends MerchantCard {
  categoryId?: number
  followerCount?: number
}

/** M3: a merchant type (the street's filter). */
export interface MerchantType {
  id: number
  name: string
  info: string
  global: boolean
}

/** M4: a merchant category (the street's filter). */
export interface MerchantCategory {
  id: number
  name: string
  handlingFee: string
}

/** M5: a shop's home header. */
export interface MerchantIndexInfo {
  id: number
  name: string
  avatar: string
  pcBackImage: string
  backImage: string
  pcBanner: string
  isCollect: boolean
  isSelf: boolean
  typeId: number
  typeName: string
  categoryId: number
  /** The store's classification (merchant category), in the shopper's language; absent from a strict CRMEB. */
  categoryName?: string
  starLevel: number
  followerCount: number
  openingHours: string
  intro: string
  productCount: number
}

/** M6: a shop's details. */
export interface MerchantDetail {
  address: string
  collectNum: number
  email: string
  intro: string
  phone: string
  realName: string
  qualificationPicture: string
  openingHours: string
  createTime: string
  country: string
  keywords: string
}

/** M7: how a shop's customer service is reached (each field as the merchant set it, absent when not). */
export interface MerchantService {
  serviceType?: string
  serviceLink?: string
  serviceMessage?: string
  servicePhone?: string
  serviceEmail?: string
}

/** M9: a shop's own category (two levels). */
export interface StoreCategory {
  id: number
  name: string
  childList?: { id: number; name: string }[] | null
}
