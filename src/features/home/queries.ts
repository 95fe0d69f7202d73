import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { adCategoriesQuery, categoryTreeQuery, indexProductsQuery, leaderboardQuery } from '~/features/catalog/queries'
import { activityIndexQuery } from '~/features/activities/queries'
import { merchantStreetQuery } from '~/features/merchants/queries'
import { homeIndexQuery } from '~/features/site/queries'
import type { PageSeo } from '~/lib/seo'

export type { Activity, ActivityProduct } from '~/contract'

/** The shop-street block on the home page: the first six merchants (M1). */
export const HOME_MERCHANT_COUNT = 6
export const homeMerchantStreetQuery = () => merchantStreetQuery({ page: 1, limit: HOME_MERCHANT_COUNT })

/**
 * Everything the home page renders above the fold, plus the first page of "may like" (server-rendered too).
 * Returns the page's head tags, translated here where the locale is active (head() also runs while hydrating).
 */
export async function prefetchHomePage(queryClient: QueryClient, i18n: I18n): Promise<PageSeo> {
  const [home] = await Promise.all([
    queryClient.ensureQueryData(homeIndexQuery()),
    queryClient.ensureQueryData(categoryTreeQuery()),
    queryClient.ensureQueryData(activityIndexQuery()),
    queryClient.ensureQueryData(leaderboardQuery()),
    queryClient.ensureQueryData(adCategoriesQuery()),
    queryClient.ensureQueryData(homeMerchantStreetQuery()),
    queryClient.prefetchInfiniteQuery(indexProductsQuery()),
  ])
  const siteName = home.siteName
  return {
    siteName,
    title: siteName
      ? i18n._(msg`${siteName}: buy direct from factories and merchants`)
      : i18n._(msg`Buy direct from factories and merchants`),
    description: i18n._(
      msg`Factory-direct goods from merchants worldwide: promotions, hot sellers, top-rated shops and new arrivals at factory prices.`,
    ),
    image: home.banner?.[0]?.pic ?? '',
  }
}
