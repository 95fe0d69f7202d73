/**
 * Forwarding to an upstream backend without our contract extensions: every call goes through the strict-contract
 * adapter (requests rewritten or answered here, answers completed). Answers are JSON envelopes; a non-JSON answer
 * (an image, an error page) passes through unchanged.
 */
import { type UpstreamFetch, strictAnswer, strictRequest } from './strict-contract'

export async function forwardStrict(
  base: string,
  method: string,
  url: URL,
  requestHeaders: Headers,
  body: ArrayBuffer | undefined,
): Promise<Response> {
  const headers = new Headers(requestHeaders)
  // The adapter may rewrite the body: fetch measures it again.
  headers.delete('content-length')
  const send = (sendMethod: string, path: string, sendBody?: BodyInit) =>
    fetch(`${base}${path}`, {
      method: sendMethod,
      headers,
      body: sendMethod === 'GET' ? undefined : sendBody,
      redirect: 'manual',
    })
  const upstream: UpstreamFetch = async (sendMethod, path, sendBody) =>
    (await (await send(sendMethod, path, sendBody)).json()) as Awaited<ReturnType<UpstreamFetch>>
  const text = body ? new TextDecoder().decode(body) : undefined
  const plan = await strictRequest(method, url.pathname, text, upstream)
  if (plan && 'code' in plan) return Response.json(plan, { headers: { 'cache-control': 'no-store' } })
  const response = await send(plan?.method ?? method, `${url.pathname}${url.search}`, plan ? plan.body : body)
  if (!response.headers.get('content-type')?.includes('json')) {
    const passHeaders = new Headers()
    for (const key of ['content-type', 'cache-control', 'etag', 'last-modified']) {
      const value = response.headers.get(key)
      if (value) passHeaders.set(key, value)
    }
    return new Response(response.body, { status: response.status, headers: passHeaders })
  }
  const envelope = (await response.json()) as Parameters<typeof strictAnswer>[2]
  const cacheControl = response.headers.get('cache-control')
  return Response.json(strictAnswer(url.pathname, url.search, envelope), {
    headers: cacheControl ? { 'cache-control': cacheControl } : {},
  })
}
