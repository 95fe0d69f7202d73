import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'

/** A shipping address (front-api §5.10). Editing re-posts the whole object (AD2 → AD3). */
export interface Address {
  id: number
  realName: string
  email: string
  phone: string
  /** The dial code, e.g. 7 (a number, or a numeric string from older records). */
  countryCode: number | string
  country: string
  detail: string
  postCode: string
  isDefault: boolean
  [extra: string]: unknown
}

export interface IpLocation {
  country_name?: string
  country_code?: string
  country_calling_code?: string
  region?: string
  city?: string
}

export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  details: () => [...addressKeys.all, 'detail'] as const,
  detail: (id: number) => [...addressKeys.details(), id] as const,
}

/** AD1: the user's addresses (the first page; the client never pages them). Default first. */
export const addressListQuery = () =>
  queryOptions({
    queryKey: addressKeys.list(),
    queryFn: async () => {
      const page = await api.get<{ list: Address[]; total: number }>('/api/front/address/list')
      const list = [...(page?.list ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
      return { list, total: page?.total ?? list.length }
    },
  })

/** AD2: one address, as the edit form starts from it. */
export const addressDetailQuery = (id: number) =>
  queryOptions({
    queryKey: addressKeys.detail(id),
    queryFn: () => api.get<Address>(`/api/front/address/detail/${id}`),
    staleTime: 0,
  })
