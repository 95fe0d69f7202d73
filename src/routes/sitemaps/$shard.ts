import { createFileRoute } from '@tanstack/react-router'
import { sitemapShardResponse } from '~/server/catalog/sitemap'
import { getDb } from '~/server/db/client'
import { originOf } from '~/server/http/context'

/** /sitemaps/{pages,categories,merchants,products-N}.xml: one shard of the sitemap index. */
export const Route = createFileRoute('/sitemaps/$shard')({
  server: {
    handlers: {
      GET: async ({ request, params }) => sitemapShardResponse(await getDb(), originOf(request), params.shard),
    },
  },
})
