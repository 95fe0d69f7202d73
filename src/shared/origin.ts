/**
 * The shop's public origin and the scheme the browser really used.
 * - `PUBLIC_URL` wins: links, image URLs, canonical tags, sitemaps and robots.txt never echo a request's Host.
 * - `X-Forwarded-Proto` / `X-Forwarded-Host` count only with `TRUST_PROXY=true` (a proxy we run sets them); without it
 *   anybody could forge them, and a forged host would flow into publicly cached pages.
 * Server-side only (it reads the server configuration); it lives in src/shared so the shell's server function can use it
 * without browser code importing src/server.
 */
import { config } from '../../app.config'

function firstForwarded(request: Request, name: string): string | undefined {
  if (!config().trustProxy) return undefined
  return request.headers.get(name)?.split(',')[0]?.trim() || undefined
}

/** `https` or `http`: the scheme of the connection, or the trusted proxy's `X-Forwarded-Proto`. */
export function requestScheme(request: Request): 'https' | 'http' {
  const scheme = firstForwarded(request, 'x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '')
  return scheme.toLowerCase() === 'https' ? 'https' : 'http'
}

/** True when the browser reached us over https (directly, behind a trusted proxy, or per an https PUBLIC_URL). */
export function isHttpsRequest(request: Request): boolean {
  return requestScheme(request) === 'https' || config().publicUrl.startsWith('https://')
}

export function originOf(request: Request): string {
  const configured = config().publicUrl
  if (configured) return configured
  const host = firstForwarded(request, 'x-forwarded-host') ?? new URL(request.url).host
  return `${requestScheme(request)}://${host}`
}
