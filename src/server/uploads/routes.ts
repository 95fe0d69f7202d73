/**
 * UP1 POST /api/front/upload/image (multipart, file field `multipart`) and the serving of uploads under
 * /media/uploads/... (mounted before the generic /media route, which serves the `media` table): public purposes
 * to anyone, private ones only to their uploader, each as the best copy the browser takes (AVIF, WebP, `?w=`
 * narrower: variants.ts), with `Vary: Accept`.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { config } from '../../../app.config'
import { PICTURE_WIDTH_PARAM } from '../../contract'
import { absoluteUrl, type AppContext, type AppEnv, optionalUser, requireUser } from '../http/context'
import { partialHeaders, requestedRange, unsatisfiableHeaders } from '../http/byte-range'
import { badRequest, okSaying } from '../http/envelope'
import { findUpload, isPublicPurpose, purposeOf, saveUpload, tooLarge, UPLOAD_URL_PREFIX } from './service'
import { type StoredFile, uploadStorage } from './storage'
import { acceptedFormats, pictureWidthOf, servedKeys } from './variants'

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
  // The best copy the browser takes (AVIF, WebP) at the asked width, else the original (variants.ts). A video has
  // no copies, and is served in the byte ranges the browser asks for.
  if (row.contentType.startsWith('video/')) return serveVideo(c, row, isPublic)
  const storage = uploadStorage()
  const formats = acceptedFormats(c.req.header('accept'))
  let served: { key: string; file: StoredFile } | null = null
  for (const candidate of servedKeys(key, formats, pictureWidthOf(c.req.query(PICTURE_WIDTH_PARAM)))) {
    const file = await storage.get(candidate)
    if (file) {
      served = { key: candidate, file }
      break
    }
  }
  if (!served) return notFoundAnswer(c)
  const { file } = served
  // One tag per copy (`.w320.webp` → `-w320-webp`): a cache revalidating one copy never gets another's 304.
  const copy = served.key
    .slice(key.lastIndexOf('.'))
    .replace(/^\.(jpg|png)$/, '')
    .replaceAll('.', '-')
  const etag = `"u${row.id.toString(36)}-${row.size.toString(36)}${copy}"`
  // The same URL answers AVIF, WebP or the original by `Accept`: every cache in between must keep them apart.
  const vary = { vary: 'Accept' }
  if (isPublic && c.req.header('if-none-match') === etag) {
    await file.body.cancel()
    return c.body(null, 304, { etag, ...vary })
  }
  const headers: Record<string, string> = {
    'content-type': served.key === key ? row.contentType : file.contentType,
    'content-length': String(file.size),
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff',
    ...vary,
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

/** A stored video, whole or in the one byte range asked (Safari plays only a video answered with 206). */
async function serveVideo(
  c: AppContext,
  row: { id: number; storageKey: string; contentType: string; size: number },
  isPublic: boolean,
) {
  const etag = `"u${row.id.toString(36)}-${row.size.toString(36)}"`
  const headers: Record<string, string> = {
    'content-type': row.contentType,
    'accept-ranges': 'bytes',
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff',
    ...(isPublic
      ? { 'cache-control': 'public, max-age=31536000, immutable', etag }
      : { 'cache-control': 'private, no-store' }),
  }
  if (isPublic && c.req.header('if-none-match') === etag) return c.body(null, 304, { etag })
  const range = requestedRange(c.req, row.size, etag)
  if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, ...unsatisfiableHeaders(row.size) })
  const file = await uploadStorage().get(row.storageKey, range ?? undefined)
  if (!file) return notFoundAnswer(c)
  if (range) return c.body(file.body, 206, { ...headers, ...partialHeaders(range, file.size) })
  return c.body(file.body, 200, { ...headers, 'content-length': String(file.size) })
}
