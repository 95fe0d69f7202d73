/**
 * Request middleware of the whole app (pages, server routes, server functions):
 * - server functions are same-origin RPC: TanStack's CSRF middleware refuses cross-site calls;
 * - every answer gets the security headers, and each page a fresh CSP nonce (read by `getRouter` for `ssr.nonce`).
 */
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { createNonce, withSecurityHeaders } from '~/server/http/security-headers'

const serverFunctionCsrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

const securityHeaders = createMiddleware().server(async ({ request, next }) => {
  const nonce = createNonce()
  const result = await next({ context: { nonce } })
  return { ...result, response: withSecurityHeaders(request, mutable(result.response), nonce) }
})

/** Some answers (redirects, fetch responses) have immutable headers: copy them into a new Response. */
function mutable(response: Response): Response {
  try {
    response.headers.set('x-content-type-options', 'nosniff')
    return response
  } catch {
    return new Response(response.body, response)
  }
}

export const startInstance = createStart(() => ({
  requestMiddleware: [serverFunctionCsrf, securityHeaders],
}))
