/** Address writes (docs/api.md §3.16 (#ref-3-16)). Every change refreshes the list. */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { AddressBody, AddressIdBody, ApiAnswer, IpLocation } from '~/contract'
import { api } from '~/lib/api'
import { addressKeys } from './queries'

/** AD3's body: a new address, or every field AD2 returned with the changes. */
export type AddressInput = AddressBody

const refreshList = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: addressKeys.list() }),
    queryClient.invalidateQueries({ queryKey: addressKeys.details() }),
  ])

/** AD3: create (no id) or update (id plus every field AD2 returned). */
export const saveAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['addresses', 'save'],
    mutationFn: (input: AddressInput) =>
      api.postForMessage<ApiAnswer<'POST /api/front/address/edit'>>('/api/front/address/edit', input),
    onSuccess: () => refreshList(queryClient),
  })

export const setDefaultAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['addresses', 'default'],
    mutationFn: (id: number) =>
      api.postForMessage<null>('/api/front/address/default/set', { id } satisfies AddressIdBody),
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
