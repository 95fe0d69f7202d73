export {
  type MerchantCard,
  type MerchantCategory,
  type MerchantType,
  merchantCategoriesQuery,
  merchantStreetQuery,
  merchantTypesQuery,
} from './queries'
