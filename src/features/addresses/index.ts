export { type Address, addressDetailQuery, addressListKey, addressListQuery, type IpLocation } from './queries'
export { deleteAddressMutation, ipLocationMutation, saveAddressMutation, setDefaultAddressMutation } from './mutations'
