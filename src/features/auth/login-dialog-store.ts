/**
 * Whether the login dialog is open, which form it opens on, where to return after signing in, and the action that
 * opened it (add to cart, follow…), run once after a sign-in, a tourist entry or a registration inside the dialog.
 * A tiny external store so the API client's session-end handler (outside React) can open the dialog. The action
 * lives in memory only: a reload forgets it, and closing the dialog drops it.
 */
import { useSyncExternalStore } from 'react'

export type LoginDialogStart = 'sign-in' | 'register'

interface LoginDialogState {
  open: boolean
  returnTo: string | null
  start: LoginDialogStart
}

export interface LoginDialogOptions {
  /** The form shown first: sign-in (default) or registration. */
  start?: LoginDialogStart
  /** Runs once after a successful sign-in in this dialog. */
  then?: () => void
}

let state: LoginDialogState = { open: false, returnTo: null, start: 'sign-in' }
let pendingAction: (() => void) | null = null
const listeners = new Set<() => void>()

function set(next: LoginDialogState) {
  state = next
  for (const listener of listeners) listener()
}

export const loginDialog = {
  open(returnTo: string | null = null, options: LoginDialogOptions = {}) {
    pendingAction = options.then ?? null
    set({ open: true, returnTo, start: options.start ?? 'sign-in' })
  },
  /** Closing (X, Esc, the overlay) leaves the shopper where they are and forgets the waiting action. */
  close() {
    pendingAction = null
    set({ open: false, returnTo: null, start: 'sign-in' })
  },
  consumeReturnTo() {
    const target = state.returnTo
    set({ ...state, returnTo: null })
    return target
  },
  /** The action waiting for the sign-in, handed out once. */
  takePendingAction() {
    const action = pendingAction
    pendingAction = null
    return action
  },
  get: () => state,
}

export function useLoginDialog() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => state,
  )
}
