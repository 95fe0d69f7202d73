/** Serves stored media (generated seed images now, uploads later) with long-lived caching. */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { media } from '../db/schema'
import type { AppEnv } from '../http/context'

export const mediaRoutes = new Hono<AppEnv>().get('/media/*', async (c) => {
  const key = decodeURIComponent(c.req.path.slice('/media/'.length))
  if (!key || key.includes('..') || key.length > 300) return c.text('Not found', 404)
  const rows = await c.get('db').select().from(media).where(eq(media.key, key))
  const file = rows[0]
  if (!file) return c.text('Not found', 404)
  const etag = `"${file.createdAt.getTime().toString(36)}-${file.bytes.length.toString(36)}"`
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  return c.body(Buffer.from(file.bytes, 'base64'), 200, {
    'content-type': file.contentType,
    'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    etag,
    // SVGs are images only: no scripts even when opened directly.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    'x-content-type-options': 'nosniff',
  })
})
