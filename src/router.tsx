import { setupI18n } from '@lingui/core'
import { QueryClient } from '@tanstack/react-query'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { ApiError } from '~/lib/api'
import { NotFoundPage, RouteErrorPage } from '~/ui/error-page'
import { routeTree } from './routeTree.gen'

/** The page's CSP nonce, made by the security-headers middleware in src/start.ts (server only). */
const cspNonce = createIsomorphicFn()
  .server(() => (getGlobalStartContext() as { nonce?: string } | undefined)?.nonce)
  .client(() => undefined)

/** Called once in the browser and once per request on the server. */
export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // An envelope failure is an answer, not a network blip: do not retry it.
        retry: (count, error) => !(error instanceof ApiError && error.code !== 500) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  })
  const i18n = setupI18n()
  const router = createRouter({
    routeTree,
    context: { queryClient, i18n },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A child route's unhandled loader error shows the shop's own 500 page (with its retry), never the router's.
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    ssr: { nonce: cspNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface StaticDataRouteOption {
    /** The route middleware: `auth` (the default) needs a signed-in user; see features/auth/guards.ts. */
    middleware?: string
    /** A "copy link" action above the page (listing, search, store and account-list pages; `~/ui/copy-link`). */
    copyLink?: boolean
    /** The page shows the whole category tree, so the shell dehydrates it rather than its own part (decision 86). */
    categoryTree?: boolean
  }
}
