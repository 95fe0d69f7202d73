/**
 * Serves stored media (generated seed images and the about-us video) with long-lived caching, in byte ranges when
 * asked (http/byte-range.ts: browsers fetch a video in parts, Safari only so).
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { media } from '../db/schema'
import { partialHeaders, requestedRange, unsatisfiableHeaders } from '../http/byte-range'
import type { AppEnv } from '../http/context'

export const mediaRoutes = new Hono<AppEnv>().get('/media/*', async (c) => {
  const key = decodeURIComponent(c.req.path.slice('/media/'.length))
  if (!key || key.includes('..') || key.length > 300) return c.text('Not found', 404)
  const rows = await c.get('db').select().from(media).where(eq(media.key, key))
  const file = rows[0]
  if (!file) return c.text('Not found', 404)
  const etag = `"${file.createdAt.getTime().toString(36)}-${file.bytes.length.toString(36)}"`
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  const bytes = Buffer.from(file.bytes, 'base64')
  const headers = {
    'content-type': file.contentType,
    'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    'accept-ranges': 'bytes',
    etag,
    // SVGs are images only: no scripts even when opened directly.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    'x-content-type-options': 'nosniff',
  }
  const range = requestedRange(c.req, bytes.length, etag)
  if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, ...unsatisfiableHeaders(bytes.length) })
  if (range)
    return c.body(bytes.subarray(range.start, range.end + 1), 206, {
      ...headers,
      ...partialHeaders(range, bytes.length),
    })
  return c.body(bytes, 200, headers)
})
