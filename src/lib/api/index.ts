/**
 * The app's API client instance. In the browser it calls same-origin /api over HTTP; on the server it calls
 * the gateway in-process, forwarding the incoming request's cookies.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import { createApiClient } from './client'

const transport = createIsomorphicFn()
  .server((): typeof fetch => async (input, init) => {
    const { inProcessFetch } = await import('./server-transport')
    return inProcessFetch(input, init)
  })
  .client((): typeof fetch => (input, init) => globalThis.fetch(input, init))

export const api = createApiClient({ fetch: transport() })

export { ApiError, fallbackMessage, isSessionEnd, SESSION_END_CODES } from './errors'
export type { ApiHooks, CallOptions } from './client'
