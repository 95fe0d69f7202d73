/** The catalog domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { sellsInCategories } from './categories'
export { onSaleProduct, productNotFound } from './product-detail'
export {
  boughtLineIn,
  lineIn,
  lineTranslations,
  localizedAttrs,
  type ProductTexts,
  productTexts,
  productTextsColumn,
} from './product-texts'
export { searchProducts } from './product-search'
export { assertOnSale, assertQuantity } from './buyable'
