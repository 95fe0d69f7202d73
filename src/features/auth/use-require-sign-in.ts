import { useQueryClient } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useCallback } from 'react'
import { currentUserQuery, useSessionUser } from '~/features/account/queries'
import { loginDialog } from './login-dialog-store'

/**
 * The one sign-in gate: the returned function runs `action` for a signed-in user; a guest gets the login dialog
 * instead, and the action runs once after they sign in, enter as a tourist or register there (on this page, or on
 * `returnTo` when given). Closing the dialog drops it. On the member page (decision 36) a click before the user is
 * known waits for that read, so a signed-in shopper is never asked to sign in.
 */
export function useRequireSignIn() {
  const user = useSessionUser()
  const queryClient = useQueryClient()
  const here = useLocation({ select: (location) => location.href })
  return useCallback(
    (action: () => void, returnTo: string = here) => {
      const decide = (signedIn: boolean) => (signedIn ? action() : loginDialog.open(returnTo, { then: action }))
      if (user !== undefined) return decide(user !== null)
      void queryClient.fetchQuery(currentUserQuery()).then(
        (known) => decide(known !== null),
        () => decide(false),
      )
    },
    [user, here, queryClient],
  )
}
