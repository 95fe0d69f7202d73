/**
 * SSR transport: hands requests to the gateway in-process, with the incoming request's cookie and origin,
 * and passes any `Set-Cookie` (a cleared token, say) on to the page response.
 */
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { currentClientIp } from '~/server/client-ip'
import { handleGatewayRequest } from '~/server/gateway'

export async function inProcessFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const incoming = getRequest()
  const origin = new URL(incoming.url).origin
  const target = new URL(input instanceof Request ? input.url : String(input), origin)
  const headers = new Headers(init?.headers)
  const cookie = incoming.headers.get('cookie')
  if (cookie) headers.set('cookie', cookie)
  for (const forwarded of ['x-forwarded-proto', 'x-forwarded-host', 'user-agent']) {
    const value = incoming.headers.get(forwarded)
    if (value) headers.set(forwarded, value)
  }
  const response = await handleGatewayRequest(new Request(target, { ...init, headers }), undefined, {
    clientIp: currentClientIp(),
  })
  for (const setCookie of response.headers.getSetCookie()) appendResponseHeader('set-cookie', setCookie)
  return response
}
