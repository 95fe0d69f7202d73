import { createFileRoute } from '@tanstack/react-router'
import { merchantCenterFeedResponse } from '~/server/catalogue-feeds/export'

/** /feeds/merchant-center.xml[?locale=es][&shop=N]: the catalogue as a Google Merchant Center feed (docs/catalogue-feeds.md). */
export const Route = createFileRoute('/feeds/merchant-center.xml')({
  server: {
    handlers: {
      GET: ({ request }) => merchantCenterFeedResponse(request),
    },
  },
})
