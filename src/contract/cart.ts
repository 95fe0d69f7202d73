/** CA1 cart lines (docs/api.md "Cart"). Money stays a decimal string on the wire. */

/** A line is valid (purchasable) when `isShow && attrStatus`. */
export interface CartLine {
  id: number
  productId: number
  /** The SKU id. */
  productAttrUnique: number
  image: string
  storeName: string
  /** The SKU's attribute values ("Red,XL"), "" for a product without attributes. */
  suk: string
  price: string
  otPrice: string
  cartNum: number
  stock: number
  minBuy: number
  /** The SKU still exists and is in stock. */
  attrStatus: boolean
  isShow: boolean
  merId: number
  /** Also on the lines of the invalid group, which mixes merchants. */
  merName: string
}

/** Valid lines come grouped by merchant; invalid ones as one group with `merId` 0 and `merName` "". */
export interface CartGroup {
  merId: number
  merName: string
  cartInfoList: CartLine[]
}

/** One line of CA3's body, a top-level JSON array (at most 100 lines). */
export interface CartSaveLine {
  productId: number
  /** The SKU id. */
  productAttrUnique: number
  cartNum: number
}
export type CartSaveBody = CartSaveLine[]

/** CA5's body: a line's new quantity. */
export interface CartNumBody {
  id: number
  number: number
}

/** CA6's body. */
export interface CartDeleteBody {
  ids: number[]
}

/** CA7's body: the line `id` becomes `num` of the SKU `unique` of `productId`. */
export interface CartResetBody {
  id: number
  productId: number
  unique: number
  num: number
}
