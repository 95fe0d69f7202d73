/**
 * The catalogue's public surface: queries, types and pure helpers. Components are imported from their own files
 * (`~/features/catalog/components/…`) so that the shell's first-load chunk does not pull them in.
 */
export { stripChineseParentheses } from './category-tree'
export { adCategoriesQuery, catalogKeys, categoryTreeQuery, indexProductsQuery, leaderboardQuery } from './queries'
export type { AdCategory, CategoryNode, Page, ProductCard } from './types'
export { type ProductDetail, productDetailQuery, type ProductMerchant } from './product-queries'
export {
  type AttrRow,
  defaultSelection,
  findSku,
  galleryImages,
  isValueAvailable,
  type Selection,
  type Sku,
} from './sku'
export { openingChoice, useSkuChoice } from './use-sku-choice'
