/**
 * Root beforeLoad work: pick the locale (cookie, else the configured default), load and activate its
 * catalogue, and know who is signed in. Everything lands in the query cache or the route context, so the
 * browser hydrates without refetching.
 */
import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { currentUserQuery } from '~/features/account'
import { categoryTreeQuery } from '~/features/catalog'
import { homeIndexQuery } from '~/features/home/queries'
import { hotKeywordsQuery } from '~/features/search'
import { activate, loadCatalog } from '~/i18n/catalogs'
import { currentLocale } from '~/i18n/locale-state'
import { publicConfigQuery } from './queries'

export async function loadShell({ queryClient, i18n }: { queryClient: QueryClient; i18n: I18n }) {
  const [publicConfig, user] = await Promise.all([
    queryClient.ensureQueryData(publicConfigQuery()),
    // fetchQuery, not ensureQueryData: after a login or session end the cached user is invalidated and must be
    // refetched before the guards decide.
    queryClient.fetchQuery(currentUserQuery()),
    // The currency sign and service links come from the home index; the shell needs them on every page.
    queryClient.ensureQueryData(homeIndexQuery()),
    // Header, mega menu and footer render the category tree and hot keywords into the SSR HTML.
    queryClient.ensureQueryData(categoryTreeQuery()),
    queryClient.ensureQueryData(hotKeywordsQuery()),
  ])
  const locale = currentLocale(publicConfig.defaultLocale)
  const messages = await loadCatalog(locale)
  activate(i18n, locale, messages)
  return { locale, messages, publicConfig, user }
}
