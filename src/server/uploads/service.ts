/** Upload rules: checked image type and size, per-user rate limit, random server-made keys, one row per file. */
import { randomBytes } from 'node:crypto'
import { and, count, eq, gt, sql } from 'drizzle-orm'
import { config } from '../../../app.config'
import type { Db, DbOrTx } from '../db/client'
import { uploads, users } from '../db/schema'
import { badRequest } from '../http/envelope'
import { sitePathOf } from '../kit/urls'
import { sniffImageType } from './image-type'
import { withoutMetadata } from './metadata'
import { UPLOAD_KEY_PATTERN, type UploadStorage } from './storage'
import { writePictureVariants } from './variants'

/** Uploads one user may make in a rolling hour (counted from the `uploads` table, so it holds across servers). */
export const UPLOADS_PER_HOUR = 60
export const WRONG_TYPE = /*i18n*/ 'Only JPG and PNG images are allowed'
/** Uploaded files are served under this prefix; the rest of the path is the storage key. */
export const UPLOAD_URL_PREFIX = '/media/'

export const tooLarge = (maxBytes: number) =>
  maxBytes >= 1024 * 1024 && maxBytes % (1024 * 1024) === 0
    ? badRequest(/*i18n*/ 'The image must be at most {size} MB', { size: maxBytes / (1024 * 1024) })
    : badRequest(/*i18n*/ 'The image must be at most {size} KB', { size: Math.max(1, Math.floor(maxBytes / 1024)) })

const dailyQuotaReached = (bytes: number) =>
  badRequest(/*i18n*/ 'You have reached today’s upload limit of {size} MB. Please try again tomorrow.', {
    size: Math.max(1, Math.round(bytes / (1024 * 1024))),
  })

function newKey(extension: string, now = new Date()): string {
  const year = now.getUTCFullYear()
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `uploads/${year}/${month}/${randomBytes(18).toString('base64url')}.${extension}`
}

/**
 * Purposes the server gives, never the uploader: an image becomes a `review` image when a written review takes it
 * (V2). Asked for at upload, it is a `review_draft`, private to its uploader like any purpose not listed as public:
 * otherwise anyone could publish any picture on the shop's origin without writing a review.
 */
const GIVEN_BY_THE_SERVER: Readonly<Record<string, string>> = { review: 'review_draft' }

/** `model` from the query (`product` for every purpose in the reference client); anything odd is `product`. */
export const purposeOf = (model: string | undefined) => {
  const purpose = model && /^[a-z_]{1,20}$/.test(model) ? model : 'product'
  return GIVEN_BY_THE_SERVER[purpose] ?? purpose
}

/** The purpose of the about-us page's video and poster, stored by the operator CLI (`about video`). */
export const ABOUT_PURPOSE = 'about'

/**
 * Purposes whose images anyone may see. Every other purpose is private to its uploader: bank-transfer proofs
 * (`pay_voucher`), refund vouchers, qualification images, unknown purposes, and `product`, which the reference
 * client sends for every purpose, so it may be anything. Safe by default: a new purpose is private until listed.
 * `review`: images of a written review (V2 marks the buyer's own uploads so; reviews are public on the product page).
 * `catalogue`: product pictures an operator's feed import copied (src/server/catalogue-feeds), never a shopper's upload.
 * `about`: the about-us page's video and poster, which only the operator CLI stores (`saveOperatorFile`).
 */
export const PUBLIC_PURPOSES: ReadonlySet<string> = new Set(['avatar', 'review', 'catalogue', ABOUT_PURPOSE])
export const isPublicPurpose = (purpose: string) => PUBLIC_PURPOSES.has(purpose)

export async function saveUpload(
  db: Db,
  storage: UploadStorage,
  input: { userId: number; bytes: Uint8Array; purpose: string },
): Promise<{ id: number; key: string }> {
  const { maxBytes } = config().uploads
  if (input.bytes.length > maxBytes) throw tooLarge(maxBytes)
  const type = sniffImageType(input.bytes)
  if (!type) throw badRequest(WRONG_TYPE)
  // Public pictures (avatars, reviews) must not tell where the shopper lives: EXIF, XMP and IPTC are dropped.
  const bytes = await withoutMetadata(input.bytes, type)
  if (!bytes) throw badRequest(WRONG_TYPE)

  const key = newKey(type.extension)
  const saved = await db.transaction(async (tx) => {
    // The user's row lock serialises one user's concurrent uploads, so the hourly count cannot be raced past.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update')
    const since = new Date(Date.now() - 3600_000)
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(uploads)
      .where(and(eq(uploads.userId, input.userId), gt(uploads.createdAt, since)))
    if (recent >= UPLOADS_PER_HOUR)
      throw badRequest(/*i18n*/ 'Too many uploads: at most {count} images per hour', { count: UPLOADS_PER_HOUR })
    // The daily quota in bytes (UPLOAD_DAILY_BYTES), over a rolling day, counted from the same table.
    const { dailyBytes } = config().uploads
    if (dailyBytes > 0) {
      const [{ used }] = await tx
        .select({ used: sql<string>`coalesce(sum(${uploads.size}), 0)` })
        .from(uploads)
        .where(and(eq(uploads.userId, input.userId), gt(uploads.createdAt, new Date(Date.now() - 24 * 3600_000))))
      if (Number(used) + bytes.length > dailyBytes) throw dailyQuotaReached(dailyBytes)
    }
    const [row] = await tx
      .insert(uploads)
      .values({
        userId: input.userId,
        storageKey: key,
        contentType: type.contentType,
        size: bytes.length,
        purpose: input.purpose,
      })
      .returning({ id: uploads.id })
    // Written inside the transaction: if the write fails, no row points at a missing file.
    await storage.put(key, bytes, type.contentType)
    return { id: row.id, key }
  })
  // After the commit, so the encoding holds no lock: until the copies are there, the original is served.
  await writePictureVariants(storage, key, bytes)
  return saved
}

/**
 * A file the operator gives (the about-us video, a poster): no uploader (`userId` null), public, the type already
 * checked by the caller from the bytes. Pictures get their smaller copies like any upload.
 */
export async function saveOperatorFile(
  db: DbOrTx,
  storage: UploadStorage,
  file: { bytes: Uint8Array; contentType: string; extension: 'jpg' | 'png' | 'webm' | 'mp4'; purpose: string },
): Promise<string> {
  const key = newKey(file.extension)
  // A picture leaves its EXIF, XMP and IPTC behind, like every upload.
  const picture = sniffImageType(file.bytes)
  const bytes = (picture && (await withoutMetadata(file.bytes, picture))) || file.bytes
  await db.insert(uploads).values({
    userId: null,
    storageKey: key,
    contentType: file.contentType,
    size: bytes.length,
    purpose: file.purpose,
  })
  await storage.put(key, bytes, file.contentType)
  if (picture) await writePictureVariants(storage, key, bytes)
  return `${UPLOAD_URL_PREFIX}${key}`
}

/** The recorded upload behind a storage key, if any. */
export async function findUpload(db: DbOrTx, key: string) {
  if (!UPLOAD_KEY_PATTERN.test(key)) return null
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, key))
  return row ?? null
}

/**
 * An upload's row and bytes, whoever owns it: for the server's own use (serving after its access check, the
 * operator CLI). Null when the key is not recorded or its file is missing.
 */
export async function openUpload(db: DbOrTx, storage: UploadStorage, key: string) {
  const row = await findUpload(db, key)
  if (!row) return null
  const file = await storage.get(key)
  return file ? { row, file } : null
}

/** The storage key of an upload URL path (`/media/uploads/...`), or null when the path is not one. */
export function uploadKeyOfPath(pathname: string): string | null {
  if (!pathname.startsWith(UPLOAD_URL_PREFIX)) return null
  const key = pathname.slice(UPLOAD_URL_PREFIX.length)
  return UPLOAD_KEY_PATTERN.test(key) ? key : null
}

/**
 * The uploads of this user that `urls` name (absolute URLs on this shop or site paths), each once, in the order
 * given: their site paths and ids. Null when one of them is not such an upload (another site, no recorded upload,
 * another user's, or with `privateOnly` a public one such as a review picture).
 */
export async function ownUploadsAt(
  db: DbOrTx,
  userId: number,
  urls: string[],
  origin: string,
  { privateOnly }: { privateOnly: boolean },
): Promise<{ paths: string[]; ids: number[] } | null> {
  const paths: string[] = []
  const ids: number[] = []
  for (const url of urls) {
    const path = sitePathOf(url, origin)
    const key = path === null ? null : uploadKeyOfPath(path)
    const upload = key === null ? null : await findUpload(db, key)
    if (path === null || !upload || upload.userId !== userId || (privateOnly && isPublicPurpose(upload.purpose)))
      return null
    if (!paths.includes(path)) {
      paths.push(path)
      ids.push(upload.id)
    }
  }
  return { paths, ids }
}

/** Whether `key` is an upload recorded for this user. */
export async function isOwnUpload(db: DbOrTx, userId: number, key: string): Promise<boolean> {
  const row = await findUpload(db, key)
  return row !== null && row.userId === userId
}
