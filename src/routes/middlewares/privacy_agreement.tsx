import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PrivacyAgreementPage } from '~/features/auth/components/privacy-agreement-page'
import { loginMethodInfoQuery } from '~/features/auth/queries'
import { seoMeta } from '~/lib/seo'

export const Route = createFileRoute('/middlewares/privacy_agreement')({
  staticData: { middleware: 'guest' },
  loader: async ({ context: { queryClient, i18n } }) => {
    await queryClient.ensureQueryData(loginMethodInfoQuery())
    return {
      title: i18n._(msg`Privacy agreement`),
      description: i18n._(msg`How the marketplace collects, uses and protects your personal data.`),
    }
  },
  head: ({ loaderData }) => ({ meta: seoMeta(loaderData) }),
  component: PrivacyAgreementPage,
})
