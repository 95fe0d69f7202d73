import { queryOptions } from '@tanstack/react-query'
import type { Address, Page } from '~/contract'
import { api } from '~/lib/api'

/** A shipping address; editing re-posts the whole object (AD2 → AD3). */
export type { Address } from '~/contract'

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
      const page = await api.get<Page<Address>>('/api/front/address/list')
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
