import { createFileRoute } from '@tanstack/react-router'
import { robotsResponse } from '~/server/catalog/sitemap'
import { originOf } from '~/server/http/context'

/** /robots.txt: crawl the shop, not the API or private pages; names the absolute sitemap URL. */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: ({ request }) => robotsResponse(originOf(request)),
    },
  },
})
