/**
 * UP1 POST /api/front/upload/image (multipart, file field `multipart`) and the serving of uploads under
 * /media/uploads/... (mounted before the generic /media route, which serves the `media` table).
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { config } from '../../../app.config'
import { absoluteUrl, type AppEnv, requireUser } from '../http/context'
import { badRequest, failure, ok } from '../http/envelope'
import { findUpload, purposeOf, saveUpload, tooLargeMessage, UPLOAD_URL_PREFIX } from './service'
import { uploadStorage } from './storage'

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024

/** Stops reading the body as soon as it exceeds the limit (Content-Length or streamed bytes). */
const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
  bodyLimit({
    maxSize: config().uploads.maxBytes + MULTIPART_OVERHEAD,
    onError: (ctx) => failure(ctx, 400, tooLargeMessage(config().uploads.maxBytes)),
  })(c, next)

export const uploadRoutes = new Hono<AppEnv>().post('/front/upload/image', async (c, next) => {
  // The session is checked before the body is read, so guests never get to send a file.
  await requireUser(c)
  return limitBody(c, next)
}, async (c) => {
  const user = await requireUser(c)
  let form: Record<string, unknown>
  try {
    form = await c.req.parseBody({ all: true })
  } catch {
    throw badRequest('The request must be multipart/form-data with the image in the field "multipart"')
  }
  const file = form.multipart
  if (Array.isArray(file)) throw badRequest('Upload one image at a time')
  if (!(file instanceof File)) throw badRequest('Please choose an image (field "multipart")')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const saved = await saveUpload(c.get('db'), uploadStorage(), {
    userId: user.id,
    bytes,
    purpose: purposeOf(c.req.query('model')),
  })
  return ok(c, { url: absoluteUrl(c, `${UPLOAD_URL_PREFIX}${saved.key}`), id: saved.id }, 'Upload successful')
})

export const uploadMediaRoutes = new Hono<AppEnv>().get('/media/uploads/*', async (c) => {
  const key = c.req.path.slice(UPLOAD_URL_PREFIX.length)
  const row = await findUpload(c.get('db'), key)
  if (!row) return c.text('Not found', 404)
  const etag = `"u${row.id.toString(36)}-${row.size.toString(36)}"`
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  const file = await uploadStorage().get(key)
  if (!file) return c.text('Not found', 404)
  return c.body(file.body, 200, {
    'content-type': row.contentType,
    'content-length': String(file.size),
    // Keys are random and never rewritten, so the file can be cached for good.
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff',
  })
})
