/** "Get" on a coupon card: a guest signs in first; the server's message is the toast (ours when it sent none). */
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRequireSignIn } from '~/features/auth'
import { toast } from '~/ui/toast'
import { receiveCouponMutation } from './mutations'
import type { ReceivableCoupon } from './queries'

export function useReceiveCoupon() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const requireSignIn = useRequireSignIn()
  const receive = useMutation(receiveCouponMutation(queryClient))
  const onGet = (coupon: ReceivableCoupon) =>
    // The promise, not mutate's callbacks: they would not run if the card re-rendered anew during a sign-in first.
    requireSignIn(() =>
      receive.mutateAsync(coupon.id).then(
        ({ message }) => toast.success(message || t`Coupon received`),
        () => undefined,
      ),
    )
  const pendingId = receive.isPending ? receive.variables : undefined
  return { onGet, pendingId }
}
