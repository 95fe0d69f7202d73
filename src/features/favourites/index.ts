export { type FavouriteToggleInput, favouriteProductMutation } from './mutations'
