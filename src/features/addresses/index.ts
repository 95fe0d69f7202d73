export { type Address, addressDetailQuery, addressKeys, addressListQuery, type IpLocation } from './queries'
export { deleteAddressMutation, ipLocationMutation, saveAddressMutation, setDefaultAddressMutation } from './mutations'
