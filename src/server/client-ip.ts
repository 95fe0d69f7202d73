/** The client address of the current HTTP request: the socket's, or X-Forwarded-For's first entry behind a trusted proxy. */
import { getRequestIP } from '@tanstack/react-start/server'
import { config } from '../../app.config'

export function currentClientIp(): string | undefined {
  return getRequestIP({ xForwardedFor: config().trustProxy }) || undefined
}
