export {
  type CartGroup,
  type CartLine,
  cartCountKey,
  cartCountQuery,
  cartListKey,
  cartListQuery,
  prefetchCartPage,
} from './queries'
export {
  type AddToCartInput,
  addToCartMutation,
  type CartQuantityInput,
  type CartResetInput,
  cartQuantityMutation,
  checkoutCartMutation,
  deleteCartLinesMutation,
  moveToFavouritesMutation,
  resetCartLineMutation,
} from './mutations'
