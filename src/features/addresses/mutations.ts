/** Address writes (front-api §3.16). Every change refreshes the list. */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { type Address, addressKeys, type IpLocation } from './queries'

export type AddressInput = Omit<Address, 'id' | 'countryCode'> & { id?: number; countryCode: number }

const refreshList = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: addressKeys.list() }),
    queryClient.invalidateQueries({ queryKey: addressKeys.details() }),
  ])

/** AD3: create (no id) or update (id plus every field AD2 returned). */
export const saveAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['addresses', 'save'],
    mutationFn: (input: AddressInput) => api.postForMessage<unknown>('/api/front/address/edit', input),
    onSuccess: () => refreshList(queryClient),
  })

export const setDefaultAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['addresses', 'default'],
    mutationFn: (id: number) => api.postForMessage<unknown>('/api/front/address/default/set', { id }),
    onSuccess: () => refreshList(queryClient),
  })

export const deleteAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['addresses', 'delete'],
    mutationFn: (id: number) => api.postForMessage<unknown>('/api/front/address/del', { id }),
    onSuccess: () => refreshList(queryClient),
  })

/** AD6: where the visitor seems to be, by IP (for prefilling a new address). */
export const ipLocationMutation = () =>
  mutationOptions({
    mutationKey: ['addresses', 'ip-info'],
    mutationFn: () => api.post<IpLocation>('/api/front/address/ip/info'),
  })
