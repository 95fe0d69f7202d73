/**
 * Whether the support panel is open, with whom, and in which mode: a tiny store outside React so that any button
 * (floating bar, store page, user centre) can open it and the launcher shows it, without a provider.
 */
import { useSyncExternalStore } from 'react'

/** The launcher button's id: Esc in the panel gives focus back to it. */
export const CHAT_LAUNCHER_ID = 'chat-launcher'

export type ChatMode =
  | { kind: 'chat' }
  | { kind: 'tel' | 'mailto'; href: string; label: string }
  | { kind: 'frame'; src: string }

export interface ChatState {
  /** The panel is mounted (its stream runs). */
  open: boolean
  /** Minimised to the launcher while it stays mounted. */
  hidden: boolean
  /** The merchant talked to; 0 = the platform. */
  merId: number
  mode: ChatMode
}

const CLOSED: ChatState = { open: false, hidden: false, merId: 0, mode: { kind: 'chat' } }
let state = CLOSED
const listeners = new Set<() => void>()

function set(next: ChatState) {
  state = next
  for (const listener of listeners) listener()
}

export const supportChat = {
  open(merId: number, mode: ChatMode = { kind: 'chat' }) {
    set({ open: true, hidden: false, merId, mode })
  },
  hide() {
    if (state.open) set({ ...state, hidden: true })
  },
  show() {
    if (state.open) set({ ...state, hidden: false })
  },
  close() {
    set(CLOSED)
  },
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export const useChatState = () => useSyncExternalStore(supportChat.subscribe, supportChat.get, () => CLOSED)
