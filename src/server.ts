/**
 * The server entry: TanStack Start's handler, behind one check that must come before everything else (see
 * `malformedPathAnswer`). `plugins` is read by srvx (`npm start`, the e2e and crash servers), which runs them
 * before its static file server; `fetch` covers every other host (vite dev, other runtimes).
 */
import handler from '@tanstack/react-start/server-entry'
import { malformedPathAnswer } from '~/server/http/malformed-path'

// Not wrapped in createServerEntry again: that wrapper refuses such paths itself, before this check could run.
export default {
  fetch: (request: Request, options?: Parameters<typeof handler.fetch>[1]) => malformedPathAnswer(request) ?? handler.fetch(request, options),
}

type Middleware = (request: Request, next: () => Response | Promise<Response>) => Response | Promise<Response>

/** srvx plugins: the malformed-path answer goes first in the middleware chain. */
export const plugins = [
  (server: { options: { middleware: Middleware[] } }) => {
    server.options.middleware.unshift((request, next) => malformedPathAnswer(request) ?? next())
  },
]
