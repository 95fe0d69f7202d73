import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/components/home-page'
import { prefetchHomePage } from '~/features/home/queries'
import { seoMeta } from '~/lib/seo'

export const Route = createFileRoute('/')({
  staticData: { middleware: 'guest', categoryTree: true },
  loader: ({ context: { queryClient, i18n } }) => prefetchHomePage(queryClient, i18n),
  head: ({ loaderData }) => ({ meta: seoMeta(loaderData) }),
  component: HomePage,
})
