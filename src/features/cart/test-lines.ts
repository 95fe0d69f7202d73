/** Test data for the cart's selection tests: a cart line with sensible defaults, and two merchant groups. */
import type { CartGroup, CartLine } from './queries'

export const cartLine = (id: number, price: string, cartNum: number, extra: Partial<CartLine> = {}): CartLine => ({
  id,
  productId: id * 10,
  productAttrUnique: id * 100,
  image: `https://shop.test/${id}.png`,
  storeName: `Product ${id}`,
  suk: 'Red',
  price,
  otPrice: price,
  cartNum,
  stock: 50,
  minBuy: 1,
  attrStatus: true,
  isShow: true,
  merId: 1,
  merName: 'Shop',
  ...extra,
})

/** Lines 1 and 2 of merchant 1 (0.10 × 3, 0.20 × 1) and line 3 of merchant 2 (19.99 × 2). */
export const twoMerchantGroups = (): CartGroup[] => [
  { merId: 1, merName: 'One', cartInfoList: [cartLine(1, '0.10', 3), cartLine(2, '0.20', 1)] },
  { merId: 2, merName: 'Two', cartInfoList: [cartLine(3, '19.99', 2, { merId: 2 })] },
]
