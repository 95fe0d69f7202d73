import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import type { Page } from '~/features/catalog'

export interface MerchantType {
  id: number
  name: string
  info: string
  global: boolean
}
export interface MerchantCategory {
  id: number
  name: string
  handlingFee: string
}
export interface MerchantCard {
  id: number
  name: string
  avatar: string
  backImage: string
  starLevel: number
  isSelf: boolean
  typeId: number
  proList: { id: number; image: string; storeName: string; price: string }[]
}

export const merchantTypesQuery = () =>
  queryOptions({
    queryKey: ['merchants', 'types'],
    queryFn: () => api.get<MerchantType[]>('/api/front/merchant/all/type/list'),
    staleTime: 10 * 60_000,
  })

export const merchantCategoriesQuery = () =>
  queryOptions({
    queryKey: ['merchants', 'categories'],
    queryFn: () => api.get<MerchantCategory[]>('/api/front/merchant/all/category/list'),
    staleTime: 10 * 60_000,
  })

export const merchantStreetQuery = (params: { page: number; limit: number }) =>
  queryOptions({
    queryKey: ['merchants', 'street', params],
    queryFn: () => api.get<Page<MerchantCard>>('/api/front/merchant/street', { query: params }),
    staleTime: 5 * 60_000,
  })
