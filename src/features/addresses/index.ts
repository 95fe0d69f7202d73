export { type Address, addressDetailQuery, addressListKey, addressListQuery, type IpLocation } from './queries'
export { deleteAddressMutation, ipLocationMutation, saveAddressMutation, setDefaultAddressMutation } from './mutations'
export { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, type PhoneCountry } from './countries'
