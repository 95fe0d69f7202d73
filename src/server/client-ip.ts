/**
 * The client address of the current HTTP request: the socket's, or, behind `TRUST_PROXY` hops of proxies we run,
 * the X-Forwarded-For entry the outermost of them wrote (decision 0006).
 */
import { getRequestHeader, getRequestIP } from '@tanstack/react-start/server'
import { config } from '../../app.config'

/**
 * The client's address from X-Forwarded-For, counting `hops` trusted proxies from the right: every proxy appends the
 * address it saw, so the entry `hops` from the right was written by the outermost trusted proxy, and everything to
 * its left is whatever the client sent (anyone may write it). A header with fewer entries than hops, or no trusted
 * hop, gives the socket address.
 */
export function clientIpOf(
  forwardedFor: string | null | undefined,
  socketIp: string | undefined,
  hops: number,
): string | undefined {
  if (hops <= 0 || !forwardedFor) return socketIp
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length < hops) return socketIp
  return entries[entries.length - hops] || socketIp
}

export function currentClientIp(): string | undefined {
  const socketIp = getRequestIP() || undefined
  return clientIpOf(getRequestHeader('x-forwarded-for'), socketIp, config().proxyHops)
}
