/**
 * Requests whose path cannot be decoded never reach the app: srvx's static file server and TanStack Start both
 * answer them with a bare 400 first. The server entry (src/server.ts) asks this before either of them, so the API
 * keeps its promise that every /api answer is an envelope.
 */

/** Uses the decoded value: a bare `decodeURI(path)` statement is dropped by the bundler as if it could not throw. */
function decodes(path: string): boolean {
  try {
    return decodeURI(path).length >= 0
  } catch {
    return false
  }
}

/** The early answer for a path that `decodeURI` refuses, or null when the path is fine. */
export function malformedPathAnswer(request: Request): Response | null {
  const url = request.url
  const start = url.indexOf('/', url.indexOf('://') + 3)
  const end = url.search(/[?#]/)
  const path = start === -1 ? '/' : url.slice(start, end === -1 ? undefined : end)
  if (!path.includes('%') || decodes(path)) return null
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
  if (path.startsWith('/api/')) {
    return Response.json({ code: 400, message: 'The request path is not valid percent-encoded UTF-8', data: null }, { headers })
  }
  return new Response('Bad request', { status: 400, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } })
}
