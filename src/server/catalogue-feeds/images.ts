/**
 * Feed images: an http(s) URL is kept as it is; a file beside the feed is copied into the uploads storage
 * (src/server/uploads) under a name made from its content, so importing the same picture again finds the copy
 * already made and changes nothing.
 */
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, like } from 'drizzle-orm'
import { config } from '../../../app.config'
import type { DbOrTx } from '../db/client'
import { uploads } from '../db/schema'
import { sniffImageType } from '../uploads'
import { UPLOAD_URL_PREFIX } from '../uploads'

/** The purpose of uploads made from feed files: public, like the catalogue they show. */
export const FEED_IMAGE_PURPOSE = 'catalogue'

export interface NewImage {
  key: string
  bytes: Uint8Array
  contentType: string
}

export type ResolvedImage = { ok: true; url: string } | { ok: false; reason: string }

/** Resolves the image references of one import, each file once; new copies are collected in `pending`. */
export function imageResolver(db: DbOrTx, feedDir: string | null) {
  const seen = new Map<string, Promise<ResolvedImage>>()
  const pending = new Map<string, NewImage>()
  const root = feedDir ? path.resolve(feedDir) : null

  async function resolveFile(ref: string): Promise<ResolvedImage> {
    if (!root) return { ok: false, reason: `image ${ref} is not an http(s) URL` }
    const full = path.resolve(root, ref.replace(/^file:\/\//i, ''))
    if (full !== root && !full.startsWith(root + path.sep)) return { ok: false, reason: `image file ${ref} is not beside the feed` }
    const info = await stat(full).catch(() => null)
    if (!info?.isFile()) return { ok: false, reason: `image file not found: ${ref}` }
    const { maxBytes } = config().uploads
    if (info.size > maxBytes) return { ok: false, reason: `image file ${ref} is larger than ${Math.floor(maxBytes / 1024)} KB` }
    const bytes = new Uint8Array(await readFile(full))
    const type = sniffImageType(bytes)
    if (!type) return { ok: false, reason: `image file ${ref} is not a JPG or PNG` }
    const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 32)
    const name = `${hash}.${type.extension}`
    const [existing] = await db
      .select({ key: uploads.storageKey })
      .from(uploads)
      .where(and(eq(uploads.purpose, FEED_IMAGE_PURPOSE), like(uploads.storageKey, `uploads/%/${name}`)))
      .limit(1)
    if (existing) return { ok: true, url: `${UPLOAD_URL_PREFIX}${existing.key}` }
    const now = new Date()
    const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${name}`
    pending.set(key, { key, bytes, contentType: type.contentType })
    return { ok: true, url: `${UPLOAD_URL_PREFIX}${key}` }
  }

  return {
    pending,
    resolve(ref: string): Promise<ResolvedImage> {
      if (/^https?:\/\//i.test(ref)) return Promise.resolve(/^https?:\/\/[^\s<>"]+$/i.test(ref) ? { ok: true, url: ref } : { ok: false, reason: `image URL ${ref} is not valid` })
      let found = seen.get(ref)
      if (!found) {
        found = resolveFile(ref)
        seen.set(ref, found)
      }
      return found
    },
  }
}

/** The upload key behind an image URL this import made (`/media/uploads/…`), if it is one. */
export const pendingKeyOf = (url: string) => (url.startsWith(UPLOAD_URL_PREFIX) ? url.slice(UPLOAD_URL_PREFIX.length) : null)
