/** Renders a component with the app's providers (English source messages, Mantine, a fresh query client, "$"). */
import { type Messages, setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SessionProvider } from '~/features/account/queries'
import type { PublicConfig } from '~/features/site/public-config'
import { publicConfigQuery } from '~/features/site/queries'
import { CurrencyProvider, type DisplayCurrencyValue } from '~/ui/currency'

/** A router with a bare root route and memory history at `path`: what a test navigates, and reads back. */
export function testRouter(path = '/') {
  return createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: [path] }) })
}

/** A router context for components that render <Link>s (`router`, or a bare root route at `path`). */
export function TestRouter({
  children,
  path = '/',
  router,
}: {
  children: ReactNode
  path?: string
  router?: ReturnType<typeof testRouter>
}) {
  return <RouterContextProvider router={router ?? testRouter(path)}>{children}</RouterContextProvider>
}

/**
 * `locale` sets the reader's language for what is labelled outside the catalogues (the contract's refund reasons).
 * `messages`: that locale's catalogue (`await loadCatalog(locale)`), for a test that reads the UI in that language;
 * without it the English source texts show.
 * `currency`: the shop's currency and the one prices are shown in (decision 34); without it amounts are written "$12.90".
 * `session`: the shell's `SessionProvider` (decision 112), for a component that reads the signed-in user
 * (`useSessionUser`, `usePersonalReady`, `useRequireSignIn`); it reads `/api/front/user/info` as the shell does.
 * `publicConfig`: the shop's public configuration as the shell's page brings it into the query cache (what
 * `useApiExtensions` reads); without it none is cached.
 * Returns the query client and the router too: a test reads where the component navigated (`router.state.location`).
 */
export function renderWithProviders(
  node: ReactNode,
  {
    locale = 'en',
    currency,
    messages = {},
    session = false,
    publicConfig,
  }: {
    locale?: string
    currency?: { shop: string; display?: DisplayCurrencyValue }
    messages?: Messages
    session?: boolean
    publicConfig?: Partial<PublicConfig>
  } = {},
) {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (publicConfig) queryClient.setQueryData(publicConfigQuery().queryKey, publicConfig as PublicConfig)
  const router = testRouter()
  return {
    queryClient,
    router,
    ...render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <CurrencyProvider
            symbol="$"
            locale={currency ? locale : undefined}
            shop={currency?.shop}
            display={currency?.display}
          >
            <MantineProvider>
              <TestRouter router={router}>{session ? <SessionProvider>{node}</SessionProvider> : node}</TestRouter>
            </MantineProvider>
          </CurrencyProvider>
        </QueryClientProvider>
      </I18nProvider>,
    ),
  }
}

/** embla-carousel and lazy sections watch elements with IntersectionObserver, which jsdom lacks. */
export function stubIntersectionObserver() {
  globalThis.IntersectionObserver ??= class {
    readonly root = null
    readonly rootMargin = ''
    readonly thresholds = []
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
}

/**
 * The enabled text box named `name`: lazy fields (the phone field) first show a disabled stand-in with the same
 * name, and typing into that one is lost.
 */
export function findEnabledTextbox(name: string) {
  return waitFor(() => {
    const box = screen.getByRole('textbox', { name }) as HTMLInputElement
    if (box.disabled) throw new Error(`the ${name} field is still loading`)
    return box
  })
}
