/**
 * How many chat streams one client may hold open on this server: per account and per address (decision 0021).
 * Streams are held by one process, so the count is this process's own; nothing another server would need.
 */
import { config } from '../../../app.config'
import { badRequest } from '../http/envelope'

const open = new Map<string, number>()

/**
 * Counts one more stream for `userId` from `address`, or throws the refusal when either is at its limit; returns
 * the release (call it once, when the stream ends).
 */
export function holdChatStream(userId: number, address: string): () => void {
  const { perAccount, perAddress } = config().chatStreams
  const keys: [string, number][] = [
    [`user:${userId}`, perAccount],
    [`ip:${address}`, perAddress],
  ]
  if (keys.some(([key, limit]) => (open.get(key) ?? 0) >= limit)) {
    throw badRequest(/*i18n*/ 'Too many chat windows are open. Close one and try again.')
  }
  for (const [key] of keys) open.set(key, (open.get(key) ?? 0) + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    for (const [key] of keys) {
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    }
  }
}
