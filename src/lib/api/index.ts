/**
 * The app's API client instance. In the browser it calls same-origin /api over HTTP; during SSR it calls the
 * gateway in-process, forwarding the incoming request's cookies. `import.meta.env.SSR` is a build-time constant,
 * so the server transport never reaches the browser bundle.
 */
import { createApiClient } from './client'

const transport: typeof fetch = import.meta.env.SSR
  ? async (input, init) => (await import('./server-transport')).inProcessFetch(input, init)
  : (input, init) => globalThis.fetch(input, init)

// During SSR a GET's answer is handed over as the API built it (decision 69).
export const api = createApiClient(
  import.meta.env.SSR
    ? {
        fetch: transport,
        directGet: async (path, query, headers) =>
          (await import('./server-transport')).inProcessGet(path, query, headers),
      }
    : { fetch: transport },
)

export { ApiError, fallbackMessage } from './errors'
