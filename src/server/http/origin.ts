/** The shop's public origin: PUBLIC_URL, else the request's own, honouring a proxy's X-Forwarded-Proto/Host. */
import { config } from '../../../app.config'

export function originOf(request: Request): string {
  const configured = config().publicUrl
  if (configured) return configured
  const url = new URL(request.url)
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '')
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || url.host
  return `${proto}://${host}`
}
