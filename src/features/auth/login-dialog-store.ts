/**
 * Whether the login dialog is open, and where to return after signing in. A tiny external store so the
 * API client's session-end handler (outside React) can open the dialog.
 */
import { useSyncExternalStore } from 'react'

interface LoginDialogState {
  open: boolean
  returnTo: string | null
}

let state: LoginDialogState = { open: false, returnTo: null }
const listeners = new Set<() => void>()

function set(next: LoginDialogState) {
  state = next
  for (const listener of listeners) listener()
}

export const loginDialog = {
  open(returnTo: string | null = null) {
    set({ open: true, returnTo })
  },
  close() {
    set({ open: false, returnTo: state.returnTo })
  },
  consumeReturnTo() {
    const target = state.returnTo
    set({ open: state.open, returnTo: null })
    return target
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
