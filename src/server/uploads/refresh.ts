/**
 * `ops pictures refresh`: brings the pictures stored before uploads were cleaned and copied up to date. Each
 * recorded upload (shoppers' pictures and feed photos, the `uploads` table) that still carries EXIF, XMP, IPTC or
 * text metadata is written again upright and without it by the uploads' own `withoutMetadata`, under the same key
 * (its URL does not change, its row's size and so its ETag do); then every copy it lacks (variants.ts) is written.
 * A picture already clean with all its copies is read and left alone, so a second run changes nothing.
 *
 * Safe on a live shop: one picture at a time, encoded outside any transaction; the original is replaced under its
 * row's lock, only if it is still the file that was read, and by a rename, so a request reads the old file or the
 * new one whole (DiskStorage.get); until a copy is written the handler serves the next best one (routes.ts).
 */
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { uploads } from '../db/schema'
import { sniffImageType } from './image-type'
import { carriesMetadata, withoutMetadata } from './metadata'
import type { UploadStorage } from './storage'
import { missingPictureVariants, writePictureVariants } from './variants'

/** Upload rows read a page at a time. */
const PAGE = 100

export interface PictureRefreshReport {
  dryRun: boolean
  /** Recorded uploads looked at. */
  pictures: number
  /** Pictures written again without their metadata (a dry run: that would be). */
  metadataRemoved: number
  /** Copies written (a dry run: missing). */
  copiesWritten: number
  /** Uploads whose file is no picture sharp reads: served as they are, with no copies. */
  unreadable: number
  /** Upload rows whose file is missing from the storage. */
  filesMissing: number
  /** True when nothing was (or would be) changed. */
  upToDate: boolean
}

async function readStored(storage: UploadStorage, key: string): Promise<Uint8Array | null> {
  const file = await storage.get(key)
  return file ? new Uint8Array(await new Response(file.body).arrayBuffer()) : null
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b))

/**
 * Replaces the upload `id` stored under `key` with `cleaned`, if the stored file is still `read`; false when the
 * row is gone or another run (or server) replaced the file meanwhile.
 */
async function replaceOriginal(
  db: Db,
  storage: UploadStorage,
  upload: { id: number; key: string; contentType: string },
  read: Uint8Array,
  cleaned: Uint8Array,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.id, upload.id), eq(uploads.storageKey, upload.key)))
      .for('update')
    if (!row) return false
    const current = await readStored(storage, upload.key)
    if (!current || !sameBytes(current, read)) return false
    // Inside the transaction, as an upload's write: if the file cannot be written, the row keeps its size.
    await storage.put(upload.key, cleaned, upload.contentType)
    await tx.update(uploads).set({ size: cleaned.length }).where(eq(uploads.id, upload.id))
    return true
  })
}

export async function refreshStoredPictures(
  db: Db,
  storage: UploadStorage,
  options: { dryRun: boolean },
): Promise<PictureRefreshReport> {
  const report = {
    dryRun: options.dryRun,
    pictures: 0,
    metadataRemoved: 0,
    copiesWritten: 0,
    unreadable: 0,
    filesMissing: 0,
  }
  let after = 0
  for (;;) {
    const page = await db
      .select({ id: uploads.id, key: uploads.storageKey, contentType: uploads.contentType })
      .from(uploads)
      .where(gt(uploads.id, after))
      .orderBy(asc(uploads.id))
      .limit(PAGE)
    if (page.length === 0) break
    after = page[page.length - 1]!.id
    for (const upload of page) {
      report.pictures++
      const stored = await readStored(storage, upload.key)
      if (!stored) {
        report.filesMissing++
        continue
      }
      const type = sniffImageType(stored)
      if (!type) {
        report.unreadable++
        continue
      }
      let bytes = stored
      if (carriesMetadata(stored, type)) {
        const cleaned = await withoutMetadata(stored, type)
        if (!cleaned) {
          report.unreadable++
          continue
        }
        if (!options.dryRun && !(await replaceOriginal(db, storage, upload, stored, cleaned))) continue
        report.metadataRemoved++
        bytes = cleaned
      }
      const missing = await missingPictureVariants(storage, upload.key, bytes)
      if (missing === null) {
        report.unreadable++
        continue
      }
      if (options.dryRun) report.copiesWritten += missing.length
      else if (missing.length > 0)
        report.copiesWritten += (await writePictureVariants(storage, upload.key, bytes, missing)).length
    }
  }
  return { ...report, upToDate: report.metadataRemoved === 0 && report.copiesWritten === 0 }
}
