/**
 * What happens when a session starts or ends, in one place:
 * - end (logout, or codes 401/41000x): forget the user, zero the cart badge, clear local storage (but for the
 *   device's display settings: low-vision mode);
 *   on session end also remember the page and open the login dialog (unless already on /login).
 * - start (login): fetch the current user and go back to the remembered page.
 */
import type { QueryClient } from '@tanstack/react-query'
import { accountKeys } from '~/features/account/queries'
import { cartKeys } from '~/features/cart/queries'
import { noticeKeys } from '~/features/notices'
import { api } from '~/lib/api'
import { LOW_VISION_STORAGE_KEY } from '~/ui/footer/low-vision'
import { loginDialog } from './login-dialog-store'

export const FROM_PATH_KEY = 'fromPath'

/** localStorage keys that logout leaves alone. */
const DEVICE_SETTINGS = [LOW_VISION_STORAGE_KEY]

function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(accountKeys.currentUser(), null)
  queryClient.setQueryData(cartKeys.count(), 0)
  queryClient.removeQueries({ queryKey: accountKeys.menu() })
  queryClient.removeQueries({ queryKey: noticeKeys.all })
  try {
    // The shopper's display settings are the device's, not the account's: they outlive the session.
    const kept = DEVICE_SETTINGS.map((key) => [key, window.localStorage.getItem(key)] as const)
    window.localStorage.clear()
    for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value)
  } catch {
    // Storage can be unavailable (privacy mode); nothing to clear then.
  }
}

/** Page script cannot touch the HttpOnly token cookie: the logout call makes the server delete it. Its failure is ignored. */
export const endServerSession = () =>
  api.post('/api/front/login/logout', undefined, { silent: true }).then(
    () => undefined,
    () => undefined,
  )

export function handleSessionEnd(queryClient: QueryClient) {
  const here = `${window.location.pathname}${window.location.search}`
  forgetSession(queryClient)
  void endServerSession()
  try {
    window.sessionStorage.setItem(FROM_PATH_KEY, here)
  } catch {
    // The dialog still carries the path below.
  }
  if (window.location.pathname !== '/login') loginDialog.open(here)
}

export function handleLoggedOut(queryClient: QueryClient) {
  forgetSession(queryClient)
}

/** The page to return to after login: the dialog's, then the remembered session-end path. */
export function takeReturnPath(): string | null {
  const fromDialog = loginDialog.consumeReturnTo()
  let remembered: string | null = null
  try {
    remembered = window.sessionStorage.getItem(FROM_PATH_KEY)
    window.sessionStorage.removeItem(FROM_PATH_KEY)
  } catch {
    remembered = null
  }
  return fromDialog ?? remembered
}
