/**
 * SSR transport: hands requests to the gateway in-process, with the incoming request's cookie and origin,
 * and passes any `Set-Cookie` (a cleared token, say) on to the page response.
 */
import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { currentClientIp } from '~/server/client-ip'
import { handleGatewayRequest } from '~/server/gateway'
import { callInProcess } from '~/server/http/handover'
import type { Envelope } from '~/contract'

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

/**
 * A GET of the page render, answered with the envelope the handler built (decision 69): no JSON written and read
 * back. An answer that was written anyway (a failure, a kept shared answer) is read from its body.
 */
export async function inProcessGet(
  path: string,
  query: Record<string, string | number | boolean> | undefined,
  headers: Record<string, string>,
): Promise<Envelope<unknown>> {
  let target = path
  if (query) {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) search.append(key, String(value))
    const text = search.toString()
    if (text) target += `${path.includes('?') ? '&' : '?'}${text}`
  }
  const { response, envelope } = await callInProcess(() => inProcessFetch(target, { method: 'GET', headers }))
  return envelope ?? ((await response.json()) as Envelope<unknown>)
}
