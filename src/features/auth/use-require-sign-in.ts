import { useLocation } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useCurrentUser } from '~/features/account'
import { loginDialog } from './login-dialog-store'

/**
 * The one sign-in gate: the returned function runs `action` for a signed-in user; a guest gets the login dialog
 * instead, and the action runs once after they sign in, enter as a tourist or register there (on this page, or on
 * `returnTo` when given). Closing the dialog drops it.
 */
export function useRequireSignIn() {
  const user = useCurrentUser()
  const here = useLocation({ select: (location) => location.href })
  const signedIn = user !== null
  return useCallback(
    (action: () => void, returnTo: string = here) => {
      if (!signedIn) {
        loginDialog.open(returnTo, { then: action })
        return
      }
      action()
    },
    [signedIn, here],
  )
}
