export { type FavouriteToggleInput, favouriteProductMutation } from './mutations'
export { type FavouriteProduct, favouriteKeys, favouriteProductsQuery } from './queries'
