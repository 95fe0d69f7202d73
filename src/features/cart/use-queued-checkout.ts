/**
 * Checkout from the cart (O1, then the order confirmation). Pressed while a quantity is still on its way to the
 * server (shown but unconfirmed, or its CA4 call running), the press is queued and runs once the save has settled,
 * so the pre-order holds what the shopper sees and the press is never lost.
 */
import { useIsMutating, useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useEffectEvent, useState } from 'react'
import { to } from '~/lib/links'
import { cartQuantityMutationKey, checkoutCartMutation } from './mutations'

export function useQueuedCheckout(options: { selected: ReadonlySet<number>; unsavedQuantities: boolean }) {
  const router = useRouter()
  const checkout = useMutation(checkoutCartMutation())
  const [queued, setQueued] = useState(false)
  const saving = useIsMutating({ mutationKey: cartQuantityMutationKey }) > 0 || options.unsavedQuantities

  const start = () => {
    setQueued(false)
    if (options.selected.size === 0) return
    checkout.mutate([...options.selected], {
      onSuccess: ({ preOrderNo }) => router.navigate(to.orderConfirm(preOrderNo)),
    })
  }
  // The selection may change while queued: the queued press checks out the selection of the moment it runs.
  const startQueued = useEffectEvent(start)
  useEffect(() => {
    if (queued && !saving) startQueued()
  }, [queued, saving])

  return {
    checkout: () => (saving ? setQueued(true) : start()),
    /** Queued or creating the pre-order. */
    pending: checkout.isPending || queued,
  }
}
