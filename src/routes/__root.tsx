import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import {
  type AnyRouteMatch,
  type BuildLocationFn,
  createRootRouteWithContext,
  HeadContent,
  type ParsedLocation,
  redirect,
  Scripts,
} from '@tanstack/react-router'
import { CURRENCY_PARAM, currencyOfParam, LOCALE_PARAM } from '~/contract'
import type { ReactNode } from 'react'
import { applyMiddleware } from '~/features/auth'
import { shellHead } from '~/features/shell'
import { persistCurrency } from '~/features/site'
import { homeIndexQuery } from '~/features/site/queries'
import { AppProviders, AppShell } from '~/features/shell/app-shell'
import { loadShell, type ShellFallback, shellFallbackKey } from '~/features/shell/load-shell'
import { RouteErrorPage, NotFoundPage } from '~/ui/error-page'
import { Document } from '~/ui/document'
import { localeOfParam } from '~/i18n/locales'
import { persistLocale } from '~/i18n/locale-state'
import { canonicalSearchOf, isSameSearch } from '~/lib/canonical-search'

export interface RouterContext {
  queryClient: QueryClient
  i18n: I18n
}

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: { middleware: 'guest' },
  beforeLoad: async ({ context, matches, location, buildLocation, preload }) => {
    canonicalizeUrl(matches, location, buildLocation, preload)
    const shell = await loadShell(context, matches.at(-1)?.staticData?.categoryTree)
    // Redirects throw; a misconfigured middleware name is rendered as the 500 page by AppShell.
    const middlewareError = applyMiddleware(matches.at(-1)?.staticData?.middleware, shell.user !== null, location)
    return { ...shell, middlewareError }
  },
  head: ({ match, matches }) => {
    const leaf = matches.at(-1)
    const origin = match.context.publicConfig?.origin
    const { queryClient, i18n } = match.context
    const title = queryClient.getQueryData(homeIndexQuery().queryKey)?.siteName || i18n._(msg`Crossborder Market`)
    return shellHead(
      origin && leaf ? { origin, pathname: leaf.pathname, search: validatedSearch(matches) } : undefined,
      title,
    )
  },
  shellComponent: RootDocument,
  component: AppShell,
  errorComponent: RouteErrorPage,
  notFoundComponent: NotFoundPage,
})

/**
 * One URL per screen on every route (`~/lib/canonical-search`): a `?locale=` or `?currency=` link is applied (the server's door
 * already did it for page loads) and any other difference (bad values, defaults, order) becomes a replace redirect.
 */
function canonicalizeUrl(
  matches: AnyRouteMatch[],
  location: ParsedLocation,
  buildLocation: BuildLocationFn,
  preload: boolean,
) {
  const raw = location.search as Record<string, unknown>
  const locale = localeOfParam(raw[LOCALE_PARAM])
  // Not while preloading (a hovered link): only a navigation that happens switches the language.
  if (locale && !preload && typeof document !== 'undefined') persistLocale(locale)
  const currencyParam = raw[CURRENCY_PARAM]
  const currency = currencyOfParam(typeof currencyParam === 'string' ? currencyParam : null)
  if (currency && !preload && typeof document !== 'undefined') persistCurrency(currency)
  const leaf = matches.at(-1)
  if (!leaf) return
  // Built for the leaf route so its search middlewares drop defaults; the path stays the one asked for.
  const next = buildLocation({
    to: leaf.fullPath,
    params: leaf.params,
    search: canonicalSearchOf(matches, raw),
  } as never)
  if (isSameSearch(raw, next.search as Record<string, unknown>)) return
  const path = location.href.split(/[?#]/)[0]
  throw redirect({ href: `${path}${next.searchStr}${location.hash ? `#${location.hash}` : ''}`, replace: true })
}

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
