/** Catalogue shapes and limits (docs/api.md §5.2 (#ref-5-2), §5.3). */

/** K1: one node of the (up to) 3-level category tree. */
export interface CategoryNode {
  id: number
  /** The parent's id; 0 for a root. */
  pid: number
  name: string
  icon: string
  level: number
  /** The embedded API always sends it (empty for a leaf); an upstream CRMEB may leave it out. */
  childList?: CategoryNode[]
}

/** The product card of every product list (docs/api.md §5.3 (#ref-5-3)). Money is a decimal string. */
export interface ProductCard {
  id: number
  merId: number
  image: string
  /** The product's name. */
  storeName: string
  price: string
  /** The crossed-out original price. */
  otPrice: string
  sales: number
  /** Padded, virtual sales shown on top of `sales`. */
  ficti: number
  stock: number
  minBuy: number
}

/** Search keywords (S1 products, M2 merchants, a shop's own search) are cut at this length. */
export const SEARCH_KEYWORD_MAX_LENGTH = 100

/** K2: a category tile with its picture. */
export interface AdCategory {
  id: number
  name: string
  image: string
  categoryId: number
  level: number
  pid: number
}

/** S2: a hot search keyword. */
export interface HotKeyword {
  id: number
  title: string
}

/** S3 (extension): what the search box suggests for a prefix. */
export interface SearchSuggestions {
  keywords: string[]
  categories: { id: number; name: string }[]
  stores: { id: number; name: string; avatar: string }[]
}
