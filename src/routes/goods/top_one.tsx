import { createFileRoute } from '@tanstack/react-router'
import { topProductsSeo } from '~/features/activities/queries'
import { TopProductsPage } from '~/features/activities/components/top-products-page'
import { leaderboardQuery } from '~/features/catalog/queries'
import { seoMeta } from '~/lib/seo'

export const Route = createFileRoute('/goods/top_one')({
  staticData: { middleware: 'guest', copyLink: true },
  loader: async ({ context: { queryClient, i18n } }) => {
    await queryClient.ensureQueryData(leaderboardQuery())
    return topProductsSeo(i18n)
  },
  head: ({ loaderData }) => ({ meta: seoMeta(loaderData) }),
  component: TopProductsPage,
})
