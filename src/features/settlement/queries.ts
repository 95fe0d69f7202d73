/** Merchant settlement (docs/api.md §3.7 (#ref-3-7) M9, M10 and the own-application extension; §4.5, §5.16). */
import { queryOptions } from '@tanstack/react-query'
import type { SettlementApplication, SettlementRecord } from '~/contract'
import type { Page } from '~/features/catalog'
import { api } from '~/lib/api'

export type { SettlementApplication, SettlementRecord } from '~/contract'

export const settlementKeys = {
  all: ['settlement'] as const,
  records: () => [...settlementKeys.all, 'records'] as const,
  application: (id: number) => [...settlementKeys.all, 'application', id] as const,
  agreement: () => [...settlementKeys.all, 'agreement'] as const,
}

/** M9: the shopper's applications, newest first (the contract's client never pages; 50 covers every real case). */
export const settlementRecordsQuery = () =>
  queryOptions({
    queryKey: settlementKeys.records(),
    queryFn: () => api.get<Page<SettlementRecord>>('/api/front/merchant/settled/record', { query: { page: 1, limit: 50 } }),
  })

/** Extension: one own application in full, to prefill a resubmission. */
export const settlementApplicationQuery = (id: number) =>
  queryOptions({
    queryKey: settlementKeys.application(id),
    queryFn: () => api.get<SettlementApplication>(`/api/front/merchant/settled/record/${id}`),
  })

/** M10: the agreement HTML. */
export const settlementAgreementQuery = () =>
  queryOptions({
    queryKey: settlementKeys.agreement(),
    queryFn: () => api.get<{ agreement: string }>('/api/front/merchant/settled/agreement'),
    staleTime: 60 * 60_000,
  })
