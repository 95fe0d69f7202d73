import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Scripts } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { applyMiddleware } from '~/features/auth'
import { shellHead } from '~/features/shell'
import { AppProviders, AppShell } from '~/features/shell/app-shell'
import { loadShell, type ShellFallback, shellFallbackKey } from '~/features/shell/load-shell'
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
  head: ({ match, matches }) => {
    const leaf = matches.at(-1)
    const origin = match.context.publicConfig?.origin
    return shellHead(origin && leaf ? { origin, pathname: leaf.pathname, search: validatedSearch(matches) } : undefined)
  },
  shellComponent: RootDocument,
  component: AppShell,
  errorComponent: RouteErrorPage,
  notFoundComponent: NotFoundPage,
})

/** The leaf's search without keys no route validates (tracking parameters, typos): the canonical query. */
function validatedSearch(matches: { search: Record<string, unknown>; _strictSearch: Record<string, unknown> }[]) {
  const leaf = matches.at(-1)
  if (!leaf) return {}
  const known = new Set(matches.flatMap((m) => Object.keys(m._strictSearch ?? {})))
  return Object.fromEntries(Object.entries(leaf.search).filter(([key]) => known.has(key)))
}

function RootDocument({ children }: { children: ReactNode }) {
  const { locale, queryClient } = Route.useRouteContext()
  // When the shell's data failed to load, the error page still names its language (loadShell's fallback).
  const lang = locale ?? queryClient.getQueryData<ShellFallback>(shellFallbackKey)?.locale
  return (
    <Document lang={lang} head={<HeadContent />} scripts={<Scripts />}>
      <AppProviders>{children}</AppProviders>
    </Document>
  )
}
