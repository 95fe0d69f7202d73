import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { SettlementApplyBody } from '~/contract'
import { api } from '~/lib/api'
import { settlementKeys } from './queries'

/** M8's body (the contract's). */
export type SettlementApply = SettlementApplyBody

/** C3: the raw e-mail as a JSON string body; resolves the server's message. */
export const sendSettlementCode = async (email: string) =>
  (
    await api.postForMessage<unknown>('/api/front/captcha/email/merchant/settled', JSON.stringify(email), {
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    })
  ).message

/** M8: submit; the record list is stale afterwards. */
export const applySettlementMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...settlementKeys.all, 'apply'],
    mutationFn: (input: SettlementApply) => api.post<{ id: number }>('/api/front/merchant/settled/apply', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.records() }),
  })
