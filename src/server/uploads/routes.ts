/**
 * UP1 POST /api/front/upload/image (multipart, file field `multipart`) and the serving of uploads under
 * /media/uploads/... (mounted before the generic /media route, which serves the `media` table): public purposes
 * to anyone, private ones only to their uploader.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { config } from '../../../app.config'
import { absoluteUrl, type AppContext, type AppEnv, optionalUser, requireUser } from '../http/context'
import { badRequest, okSaying } from '../http/envelope'
import { findUpload, isPublicPurpose, purposeOf, saveUpload, tooLarge, UPLOAD_URL_PREFIX } from './service'
import { uploadStorage } from './storage'

const NOT_MULTIPART = /*i18n*/ 'The request must be multipart/form-data with the image in the field "multipart"'

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024

/** Stops reading the body as soon as it exceeds the limit (Content-Length or streamed bytes). */
const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
  bodyLimit({
    maxSize: config().uploads.maxBytes + MULTIPART_OVERHEAD,
    // Thrown, so the app's error handler writes it in the request's locale.
    onError: () => {
      throw tooLarge(config().uploads.maxBytes)
    },
  })(c, next)

export const uploadRoutes = new Hono<AppEnv>().post(
  '/front/upload/image',
  async (c, next) => {
    // The session is checked before the body is read, so guests never get to send a file.
    await requireUser(c)
    // Anything but multipart is refused before its body is read (another middleware may already have read it).
    if (!c.req.header('content-type')?.toLowerCase().includes('multipart/form-data')) throw badRequest(NOT_MULTIPART)
    return limitBody(c, next)
  },
  async (c) => {
    const user = await requireUser(c)
    let form: Record<string, unknown>
    try {
      form = await c.req.parseBody({ all: true })
    } catch {
      throw badRequest(NOT_MULTIPART)
    }
    const file = form.multipart
    if (Array.isArray(file)) throw badRequest(/*i18n*/ 'Upload one image at a time')
    if (!(file instanceof File)) throw badRequest(/*i18n*/ 'Please choose an image (field "multipart")')
    const bytes = new Uint8Array(await file.arrayBuffer())
    const saved = await saveUpload(c.get('db'), uploadStorage(), {
      userId: user.id,
      bytes,
      purpose: purposeOf(c.req.query('model')),
    })
    return okSaying(
      c,
      'POST /api/front/upload/image',
      { url: absoluteUrl(c, `${UPLOAD_URL_PREFIX}${saved.key}`), id: saved.id },
      /*i18n*/ 'Upload successful',
    )
  },
)

/** 404, not 403, for someone else's private upload: a stranger must not learn that the key exists. */
const notFoundAnswer = (c: AppContext) => c.text('Not found', 404, { 'cache-control': 'no-store' })

export const uploadMediaRoutes = new Hono<AppEnv>().get('/media/uploads/*', async (c) => {
  const key = c.req.path.slice(UPLOAD_URL_PREFIX.length)
  const row = await findUpload(c.get('db'), key)
  if (!row) return notFoundAnswer(c)
  const isPublic = isPublicPurpose(row.purpose)
  if (!isPublic) {
    // The session comes from the token cookie, which the gateway forwards on GET (same-origin <img> sends it).
    const user = await optionalUser(c)
    if (!user || user.id !== row.userId) return notFoundAnswer(c)
  }
  const etag = `"u${row.id.toString(36)}-${row.size.toString(36)}"`
  if (isPublic && c.req.header('if-none-match') === etag) return c.body(null, 304)
  const file = await uploadStorage().get(key)
  if (!file) return notFoundAnswer(c)
  const headers: Record<string, string> = {
    'content-type': row.contentType,
    'content-length': String(file.size),
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff',
  }
  if (isPublic) {
    // Keys are random and never rewritten, so a public file can be cached for good.
    Object.assign(headers, { 'cache-control': 'public, max-age=31536000, immutable', etag })
  } else {
    // Private: no shared cache may keep it, and the browser does not store it either.
    headers['cache-control'] = 'private, no-store'
  }
  return c.body(file.body, 200, headers)
})
