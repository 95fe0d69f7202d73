import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '~/features/home/components/about-page'
import { homeIndexQuery } from '~/features/site/queries'
import { seoMeta } from '~/lib/seo'

/** The about-us page (extension route): P1's intro and video (docs/spec.md §3.33 (#spec-3-33)). */
export const Route = createFileRoute('/about_us')({
  staticData: { middleware: 'guest', copyLink: true },
  loader: async ({ context: { queryClient, i18n } }) => {
    const home = await queryClient.ensureQueryData(homeIndexQuery())
    const siteName = home.siteName
    return {
      title: siteName ? i18n._(msg`About ${siteName}`) : i18n._(msg`About us`),
      description: home.intro,
      siteName: home.siteName,
    }
  },
  head: ({ loaderData }) => ({ meta: seoMeta(loaderData) }),
  component: AboutPage,
})
