/**
 * Feed images become photos of the shop's own: a file beside the feed, or an http(s) URL fetched once, is decoded and
 * resized with sharp (at most `PHOTO_MAX_EDGE` pixels on its longer side, turned upright by its EXIF orientation,
 * metadata dropped) and stored in the uploads storage (src/server/uploads) as a JPEG, or a PNG when it came as one;
 * once its batch is applied, its smaller WebP/AVIF copies are written beside it (uploads/variants.ts).
 * The stored name is made from what the picture is (a file's content, a URL's text), so importing the same picture
 * again finds the copy already made and changes nothing, without fetching it again. `keepUrls` leaves http(s) URLs
 * as they are (a feed whose pictures stay on the merchant's CDN).
 */
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, like } from 'drizzle-orm'
import type { Sharp } from 'sharp'
import type { DbOrTx } from '../db/client'
import { uploads } from '../db/schema'
import { PHOTO_MAX_EDGE } from '../../contract'
import { PICTURE_MAX_PIXELS, UPLOAD_URL_PREFIX } from '../uploads'
import type { ServerMessage } from '../http/messages'

/** The purpose of uploads made from feed images: public, like the catalogue they show. */
export const FEED_IMAGE_PURPOSE = 'catalogue'

/** A source picture larger than this is refused (bytes), before or while it downloads. */
export const SOURCE_MAX_BYTES = 20 * 1024 * 1024
const FETCH_TIMEOUT_MS = 15_000
/** Downloads at the same time in one import. */
const FETCH_CONCURRENCY = 4

export interface NewImage {
  key: string
  bytes: Uint8Array
  contentType: string
}

const TOO_LARGE = /*i18n*/ 'image {image} is larger than {megabytes} MB'

export type ResolvedImage = { ok: true; url: string } | { ok: false; reason: ServerMessage }

/** A picture as the shop keeps it: resized, upright, without metadata; PNG stays PNG (transparency), all else JPEG. */
export async function toShopPhoto(
  source: Uint8Array,
): Promise<{ bytes: Uint8Array; extension: 'jpg' | 'png'; contentType: string; width: number; height: number } | null> {
  // Loaded on the first picture: the native library stays out of the server's start and of every other request.
  const { default: sharp } = await import('sharp')
  let image: Sharp
  let format: string | undefined
  try {
    image = sharp(source, { limitInputPixels: PICTURE_MAX_PIXELS, animated: false, failOn: 'error' })
    format = (await image.metadata()).format
  } catch {
    return null
  }
  if (!format || !['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff'].includes(format)) return null
  const resized = image
    .rotate()
    .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
  try {
    const png = format === 'png'
    const { data, info } = await (
      png
        ? resized.png({ compressionLevel: 9 })
        : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
    ).toBuffer({
      resolveWithObject: true,
    })
    return {
      bytes: new Uint8Array(data),
      extension: png ? 'png' : 'jpg',
      contentType: png ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
    }
  } catch {
    return null
  }
}

/** The body of an http(s) URL, at most `SOURCE_MAX_BYTES`, or the reason it could not be had. */
async function download(url: string): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; reason: ServerMessage }> {
  let response: Response
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*' },
    })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return {
      ok: false,
      reason: timedOut
        ? {
            id: /*i18n*/ 'image {image} did not answer within {seconds} s',
            values: { image: url, seconds: FETCH_TIMEOUT_MS / 1000 },
          }
        : { id: /*i18n*/ 'image {image} could not be fetched', values: { image: url } },
    }
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel()
    return {
      ok: false,
      reason: {
        id: /*i18n*/ 'image {image} answered HTTP {status}',
        values: { image: url, status: response.status },
      },
    }
  }
  const declared = Number(response.headers.get('content-length') ?? 0)
  const tooLarge = {
    ok: false as const,
    reason: { id: TOO_LARGE, values: { image: url, megabytes: SOURCE_MAX_BYTES / 1024 / 1024 } },
  }
  if (declared > SOURCE_MAX_BYTES) {
    await response.body.cancel()
    return tooLarge
  }
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length
    if (size > SOURCE_MAX_BYTES) return tooLarge
    chunks.push(chunk)
  }
  return { ok: true, bytes: Buffer.concat(chunks) }
}

/** At most `limit` of `task` at once. */
function limiter(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

/** Resolves the image references of one import, each reference once; new photos are collected in `pending`. */
export function imageResolver(db: DbOrTx, feedDir: string | null, options: { keepUrls?: boolean } = {}) {
  const seen = new Map<string, Promise<ResolvedImage>>()
  const pending = new Map<string, NewImage>()
  const root = feedDir ? path.resolve(feedDir) : null
  const limit = limiter(FETCH_CONCURRENCY)

  /** The feed photos stored by earlier imports, by name (read once per import, on the first picture to look up). */
  let stored: Promise<Map<string, string>> | null = null
  /** The stored photo named `id` (with either extension), if an earlier import made it. */
  async function existing(id: string): Promise<string | null> {
    stored ??= db
      .select({ key: uploads.storageKey })
      .from(uploads)
      .where(and(eq(uploads.purpose, FEED_IMAGE_PURPOSE), like(uploads.storageKey, 'uploads/%')))
      .then((rows) => {
        const byName = new Map<string, string>()
        for (const { key } of rows) {
          const name = key.slice(key.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '')
          if (!byName.has(name)) byName.set(name, key)
        }
        return byName
      })
    const key = (await stored).get(id)
    return key ? `${UPLOAD_URL_PREFIX}${key}` : null
  }

  async function store(id: string, ref: string, source: Uint8Array): Promise<ResolvedImage> {
    const photo = await toShopPhoto(source)
    if (!photo)
      return {
        ok: false,
        reason: /^https?:/i.test(ref)
          ? { id: /*i18n*/ 'image {image} is not a picture (JPG, PNG, WebP, AVIF or GIF)', values: { image: ref } }
          : {
              id: /*i18n*/ 'image file {image} is not a picture (JPG, PNG, WebP, AVIF or GIF)',
              values: { image: ref },
            },
      }
    const now = new Date()
    const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}.${photo.extension}`
    pending.set(key, { key, bytes: photo.bytes, contentType: photo.contentType })
    return { ok: true, url: `${UPLOAD_URL_PREFIX}${key}` }
  }

  async function resolveFile(ref: string): Promise<ResolvedImage> {
    if (!root)
      return { ok: false, reason: { id: /*i18n*/ 'image {image} is not an http(s) URL', values: { image: ref } } }
    const full = path.resolve(root, ref.replace(/^file:\/\//i, ''))
    if (full !== root && !full.startsWith(root + path.sep))
      return { ok: false, reason: { id: /*i18n*/ 'image file {image} is not beside the feed', values: { image: ref } } }
    const info = await stat(full).catch(() => null)
    if (!info?.isFile())
      return { ok: false, reason: { id: /*i18n*/ 'image file not found: {image}', values: { image: ref } } }
    if (info.size > SOURCE_MAX_BYTES)
      return { ok: false, reason: { id: TOO_LARGE, values: { image: ref, megabytes: SOURCE_MAX_BYTES / 1024 / 1024 } } }
    const bytes = new Uint8Array(await readFile(full))
    const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 32)
    return (await existing(id).then((url) => (url ? { ok: true as const, url } : null))) ?? store(id, ref, bytes)
  }

  async function resolveUrl(ref: string): Promise<ResolvedImage> {
    if (!/^https?:\/\/[^\s<>"]+$/i.test(ref))
      return { ok: false, reason: { id: /*i18n*/ 'image URL {image} is not valid', values: { image: ref } } }
    if (options.keepUrls) return { ok: true, url: ref }
    // Named after the URL ("u" + its hash): a URL already fetched is not fetched again.
    const id = `u${createHash('sha256').update(ref).digest('base64url').slice(0, 31)}`
    const known = await existing(id)
    if (known) return { ok: true, url: known }
    const got = await limit(() => download(ref))
    return got.ok ? store(id, ref, got.bytes) : got
  }

  return {
    pending,
    resolve(ref: string): Promise<ResolvedImage> {
      let found = seen.get(ref)
      if (!found) {
        found = /^https?:\/\//i.test(ref) ? resolveUrl(ref) : resolveFile(ref)
        seen.set(ref, found)
      }
      return found
    },
  }
}
