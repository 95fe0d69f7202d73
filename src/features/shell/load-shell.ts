/**
 * Root beforeLoad work: pick the locale (cookie, else the configured default), load and activate its
 * catalogue (kept out of the serialised context), and know who is signed in. Everything lands in the query cache or the route context, so the
 * browser hydrates without refetching.
 */
import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { currentUserQuery, memberPageQuery } from '~/features/account/queries'
import { categoryTreeQuery } from '~/features/catalog/queries'
import { hotKeywordsQuery } from '~/features/search'
import { activate, type CatalogMessages, loadCatalog } from '~/i18n/catalogs'
import type { Locale } from '~/i18n/locales'
import { currentLocale } from '~/i18n/locale-state'
import { homeIndexQuery, publicConfigQuery } from '~/features/site/queries'
import { chosenCurrency, currencyRatesQuery } from '~/features/site'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { MEMBER_PAGE, SHARED_PAGE_HEADER } from '~/shared/shared-page'
import { shellCategoriesQuery } from './shell-categories'

/** Where the locale and catalogue wait for the error page when the shell's data cannot load (see loadShell). */
export const shellFallbackKey = ['shell', 'fallback-catalogue'] as const
export interface ShellFallback {
  locale: Locale
  messages: CatalogMessages
}

/** True while the server renders the member page (decision 36); always false in the browser, which reads the user. */
const rendersMemberPage = createIsomorphicFn()
  .server(() => getRequest().headers.get(SHARED_PAGE_HEADER) === MEMBER_PAGE)
  .client(() => false)

export async function loadShell(
  { queryClient, i18n }: { queryClient: QueryClient; i18n: I18n },
  /** The page shows the whole category tree (its route's `staticData.categoryTree`). */
  showsCategoryTree = false,
) {
  // The browser joins the shopper's own parts to the member page (shell/client-effects.ts, usePersonalReady).
  if (rendersMemberPage()) queryClient.setQueryData(memberPageQuery().queryKey, true)
  // allSettled, not all: failing on the first error would leave the other reads pending, and a pending query is
  // streamed to the browser as a promise that never settles once the page has failed; "Try again" would hang on it.
  const data = Promise.allSettled([
    // fetchQuery, not ensureQueryData: after a login or session end the cached user is invalidated and must be
    // refetched before the guards decide. The member page (decision 36) is rendered for no one: the user stays
    // unknown (out of the dehydrated cache), and the browser asks after hydration.
    rendersMemberPage() ? Promise.resolve(null) : queryClient.fetchQuery(currentUserQuery()),
    // The currency sign and service links come from the home index; the shell needs them on every page.
    queryClient.ensureQueryData(homeIndexQuery()),
    // Header and footer render the first levels of the category tree and the hot keywords into the SSR HTML. Only a
    // page that shows the whole tree carries it (decision 86); in the browser a tree already read serves the shell.
    showsCategoryTree || queryClient.getQueryData(categoryTreeQuery().queryKey)
      ? queryClient.ensureQueryData(categoryTreeQuery())
      : queryClient.ensureQueryData(shellCategoriesQuery()),
    queryClient.ensureQueryData(hotKeywordsQuery()),
  ])
  // The locale and its words need no database, so they are ready even when the shop's data is not.
  const publicConfig = await queryClient.ensureQueryData(publicConfigQuery())
  // The rates are in the SSR HTML so prices render converted (decision 34); a backend without them answers null.
  const rates = queryClient.ensureQueryData(currencyRatesQuery())
  const currency = chosenCurrency()
  const locale = currentLocale(publicConfig.defaultLocale)
  const messages = await loadCatalog(locale)
  activate(i18n, locale, messages)
  const results = await data
  await rates
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  const [user] = results
  if (failed || user.status === 'rejected') {
    // A throwing beforeLoad leaves the route context without the catalogue; the dehydrated query cache still
    // carries it, so the error page (database down, …) is shown in the shopper's language after hydration too.
    queryClient.setQueryData<ShellFallback>(shellFallbackKey, { locale, messages })
    throw failed?.reason
  }
  // The words stay out of the route context, which is serialised into every page: the browser loads the
  // catalogue as a cached file instead (src/client.tsx), and AppProviders reads it with loadedCatalog.
  return { locale, currency, publicConfig, user: user.value }
}
