/** Merchant cards of the shop street (M1) and the merchant search (M2), front-api §3.7. */
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
