import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Scripts } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { applyMiddleware } from '~/features/auth'
import { AppProviders, AppShell, shellHead } from '~/features/shell'
import { loadShell } from '~/features/shell/load-shell'
import { RouteErrorPage, NotFoundPage } from '~/ui/error-page'
import { Document } from '~/ui/document'

export interface RouterContext {
  queryClient: QueryClient
  i18n: I18n
}

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: { middleware: 'guest' },
  beforeLoad: async ({ context, matches, location }) => {
    const shell = await loadShell(context)
    // Redirects throw; a misconfigured middleware name is rendered as the 500 page by AppShell.
    const middlewareError = applyMiddleware(matches.at(-1)?.staticData?.middleware, shell.user !== null, location)
    return { ...shell, middlewareError }
  },
  head: () => shellHead(),
  shellComponent: RootDocument,
  component: AppShell,
  errorComponent: RouteErrorPage,
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  const { locale } = Route.useRouteContext()
  return (
    <Document lang={locale} head={<HeadContent />} scripts={<Scripts />}>
      <AppProviders>{children}</AppProviders>
    </Document>
  )
}
