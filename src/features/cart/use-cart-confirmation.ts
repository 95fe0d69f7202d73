/**
 * The cart's destructive actions (delete lines, move them to favourites, clear the expired ones) run only after
 * the shopper confirms them in a dialog; this holds what is being confirmed and runs it.
 */
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '~/ui/toast'
import { deleteCartLinesMutation, moveToFavouritesMutation } from './mutations'
import type { CartLine } from './queries'

export type CartConfirmation =
  | { kind: 'delete'; lines: CartLine[] }
  | { kind: 'favourite'; lines: CartLine[] }
  | { kind: 'clear'; lines: CartLine[] }
  | null

export function useCartConfirmation() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState<CartConfirmation>(null)
  const remove = useMutation(deleteCartLinesMutation(queryClient))
  const favourite = useMutation(moveToFavouritesMutation(queryClient))

  const run = () => {
    if (!confirming) return
    const done = () => setConfirming(null)
    if (confirming.kind === 'favourite') {
      favourite.mutate(confirming.lines, {
        onSuccess: () => {
          toast.success(t`Moved to favourites`)
          done()
        },
      })
      return
    }
    remove.mutate(
      confirming.lines.map((line) => line.id),
      {
        onSuccess: () => {
          toast.success(confirming.kind === 'clear' ? t`Invalid items cleared` : t`Deleted successfully`)
          done()
        },
      },
    )
  }

  return {
    confirming,
    ask: setConfirming,
    cancel: () => setConfirming(null),
    run,
    running: remove.isPending || favourite.isPending,
  }
}
