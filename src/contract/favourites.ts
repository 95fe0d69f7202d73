/** Favourites (F1–F6): products the shopper keeps and shops they follow. */
import type { ProductCard } from './catalog'

/** F5: a favourite product: its card, under the CRMEB name `productId` too, and whether it is still on sale. */
export interface FavouriteProduct extends ProductCard {
  productId: number
  isShow: boolean
}

/** F6: a followed shop. */
export interface FollowedShop {
  merId: number
  merName: string
  merAvatar: string
}

/** F1's body; `category` is always "store" from the reference client and is not interpreted. */
export interface FavouriteAddBody {
  id: number | string
  category?: string
}
