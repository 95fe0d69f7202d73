/** Merchant settlement (docs/api.md §3.7 (#ref-3-7) M9, M10 and the own-application extension; §4.5, §5.16). */
import { queryOptions } from '@tanstack/react-query'
import type { ApiAnswer, SettlementApplication, SettlementRecord } from '~/contract'
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
    queryFn: () =>
      api.get<Page<SettlementRecord>>('/api/front/merchant/settled/record', { query: { page: 1, limit: 50 } }),
  })

/** Extension: one own application in full, to prefill a resubmission. */
export const settlementApplicationQuery = (id: number) =>
  queryOptions({
    queryKey: settlementKeys.application(id),
    queryFn: () => api.get<SettlementApplication>(`/api/front/merchant/settled/record/${id}`),
  })

/**
 * M10: the agreement HTML, sanitized as it arrives (as the product detail's is, decision 31): the sanitizer is loaded
 * only when the dialog asks for the agreement, never with the settlement page.
 */
export const settlementAgreementQuery = () =>
  queryOptions({
    queryKey: settlementKeys.agreement(),
    queryFn: async () => {
      const { agreement } = await api.get<ApiAnswer<'GET /api/front/merchant/settled/agreement'>>(
        '/api/front/merchant/settled/agreement',
      )
      const { sanitizeHtml } = await import('~/lib/sanitize-html')
      return { agreement: sanitizeHtml(agreement) }
    },
    staleTime: 60 * 60_000,
  })
