import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { adCategoriesQuery, categoryTreeQuery, indexProductsQuery, leaderboardQuery } from '~/features/catalog'
import { activityIndexQuery, HomePage, homeIndexQuery, homeMerchantStreetQuery } from '~/features/home'

export const Route = createFileRoute('/')({
  staticData: { middleware: 'guest' },
  loader: async ({ context: { queryClient, i18n } }) => {
    const [home] = await Promise.all([
      queryClient.ensureQueryData(homeIndexQuery()),
      queryClient.ensureQueryData(categoryTreeQuery()),
      queryClient.ensureQueryData(activityIndexQuery()),
      queryClient.ensureQueryData(leaderboardQuery()),
      queryClient.ensureQueryData(adCategoriesQuery()),
      queryClient.ensureQueryData(homeMerchantStreetQuery()),
      // Below the fold, yet server-rendered so the first page of "may like" is in the HTML.
      queryClient.prefetchInfiniteQuery(indexProductsQuery()),
    ])
    // Translated here, where the root beforeLoad has activated the locale; head() also runs while hydrating,
    // before the providers activate it in the browser.
    const siteName = home.siteName
    return {
      siteName,
      title: siteName ? i18n._(msg`${siteName}: buy direct from factories and merchants`) : i18n._(msg`Buy direct from factories and merchants`),
      description: i18n._(msg`Factory-direct goods from merchants worldwide: promotions, hot sellers, top-rated shops and new arrivals at factory prices.`),
      image: home.banner?.[0]?.pic ?? '',
    }
  },
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [
          { title: loaderData.title },
          { name: 'description', content: loaderData.description },
          { property: 'og:type', content: 'website' },
          { property: 'og:title', content: loaderData.title },
          { property: 'og:description', content: loaderData.description },
          ...(loaderData.siteName ? [{ property: 'og:site_name', content: loaderData.siteName }] : []),
          ...(loaderData.image ? [{ property: 'og:image', content: loaderData.image }] : []),
        ]
      : [],
  }),
  component: HomePage,
})
