import { createFileRoute } from '@tanstack/react-router'
import { sitemapIndexResponse } from '~/server/catalog/sitemap'
import { getDb } from '~/server/db/client'
import { originOf } from '~/server/http/context'

/** /sitemap.xml: the sitemap index (pages, categories, merchants, product shards). */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => sitemapIndexResponse(await getDb(), originOf(request)),
    },
  },
})
