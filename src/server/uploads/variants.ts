/**
 * Smaller, modern copies of a stored picture, written beside it in the upload storage when it is stored (an upload,
 * a feed import's photo): the picture in WebP at its own size, and at each of `PICTURE_WIDTHS` narrower than it in
 * its own format, AVIF and WebP. `uploads/2026/11/<name>.jpg` gets `<name>.webp`, `<name>.w320.jpg`,
 * `<name>.w320.avif`, `<name>.w320.webp`, and the same at 640.
 *
 * AVIF only at the widths (the product tiles, the pictures shown most): measured on 720–1169 px photos (one
 * thread), AVIF (quality 55, effort 2) is 25–45% smaller than WebP there for 50–500 ms a copy; at the picture's
 * own size it takes 0.3–0.9 s (8.7 s for a 12-megapixel upload, which the uploader waits for) against WebP's
 * 0.06–0.14 s (1.5 s), for 12–38% fewer bytes on one picture a product page.
 *
 * A copy has no row of its own: the original's row says who may see it. The uploads handler (routes.ts) picks the
 * best copy by the request's `Accept` (AVIF, then WebP, when named) and `?w=`, and falls back to the original; the
 * orphan sweep removes the copies with it. A picture sharp cannot read just has no copies (the original is served).
 */
import type { Sharp } from 'sharp'
import { PICTURE_WIDTHS } from '../../contract'
import { logger } from '../logger'
import { contentTypeOfKey, type UploadStorage } from './storage'

export type ModernFormat = 'avif' | 'webp'

/** The modern formats written at a width (null: the picture's own size), best first: AVIF is the smaller. */
const formatsAt = (width: number | null): readonly ModernFormat[] => (width ? ['avif', 'webp'] : ['webp'])

/** A picture larger than this many pixels is not decoded (a decompression bomb). */
export const PICTURE_MAX_PIXELS = 50_000_000

/** The key of a copy: `<name>.<ext>` → `<name>[.w<width>].<format, or ext>`. */
export function variantKey(key: string, width: number | null, format: ModernFormat | null): string {
  const dot = key.lastIndexOf('.')
  return `${key.slice(0, dot)}${width ? `.w${width}` : ''}.${format ?? key.slice(dot + 1)}`
}

/** Every copy a picture may have (what the orphan sweep removes with it). */
export function variantKeysOf(key: string): string[] {
  return [null, ...PICTURE_WIDTHS].flatMap((width) => [
    ...(width ? [variantKey(key, width, null)] : []),
    ...formatsAt(width).map((format) => variantKey(key, width, format)),
  ])
}

/**
 * The modern formats a request's `Accept` names with a weight above zero, best first. Only a format named by its
 * type counts: `*\/*` and `image/*` (curl, old browsers, crawlers) get the original, which every client can show.
 */
export function acceptedFormats(accept: string | null | undefined): ModernFormat[] {
  if (!accept) return []
  const weights = new Map<string, number>()
  for (const part of accept.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(type.trim(), Number.isFinite(weight) ? weight : 0)
  }
  return (['avif', 'webp'] as const).filter((format) => (weights.get(`image/${format}`) ?? 0) > 0)
}

/** `?w=` as one of `PICTURE_WIDTHS`, else null (the picture at its own size). */
export function pictureWidthOf(param: string | null | undefined): number | null {
  const width = Number(param)
  return (PICTURE_WIDTHS as readonly number[]).includes(width) ? width : null
}

/**
 * The keys to serve for a request, best first, the original last: at the asked width (in each accepted format, then
 * in the original's), then at the picture's own size. A picture narrower than the width has no copy at that width.
 */
export function servedKeys(key: string, formats: readonly ModernFormat[], width: number | null): string[] {
  const atSize = (w: number | null) => [
    ...formats.filter((format) => formatsAt(w).includes(format)).map((format) => variantKey(key, w, format)),
    ...(w ? [variantKey(key, w, null)] : []),
  ]
  return [...(width ? atSize(width) : []), ...atSize(null), key]
}

/** Encoder settings: WebP and AVIF at their usual photo qualities, the original's format as toShopPhoto writes it. */
function encode(image: Sharp, format: ModernFormat | 'jpg' | 'png'): Sharp {
  switch (format) {
    case 'webp':
      return image.webp({ quality: 80 })
    case 'avif':
      return image.avif({ quality: 55, effort: 2 })
    case 'png':
      return image.png({ compressionLevel: 9 })
    case 'jpg':
      return image.jpeg({ quality: 82, mozjpeg: true })
  }
}

/** A copy a picture gets: its key, its width (null: the picture's own size) and its format. */
interface PictureCopy {
  key: string
  width: number | null
  format: ModernFormat | 'jpg' | 'png'
}

/**
 * The picture stored under `key` (its bytes) decoded and upright (EXIF orientation applied, so the copies show as the
 * original does), with every copy it gets: at its own size in WebP, and at each of `PICTURE_WIDTHS` narrower than
 * its upright width in its own format, AVIF and WebP. Null for a key that is no JPEG or PNG or a picture without a
 * size; throws when sharp cannot read it.
 */
async function plannedCopies(
  key: string,
  bytes: Uint8Array,
): Promise<{ upright: Sharp; copies: PictureCopy[] } | null> {
  const extension = key.slice(key.lastIndexOf('.') + 1)
  if (extension !== 'jpg' && extension !== 'png') return null
  const own: 'jpg' | 'png' = extension
  // Loaded on the first picture: the native library stays out of the server's start.
  const { default: sharp } = await import('sharp')
  const source = sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' })
  const meta = await source.metadata()
  if (!meta.width || !meta.height) return null
  // Orientations 5–8 stand the picture on its side: its upright width is the stored height.
  const width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width
  const copies = [null, ...PICTURE_WIDTHS.filter((w) => w < width)].flatMap((w) =>
    [...(w ? [own] : []), ...formatsAt(w)].map((format) => ({
      key: variantKey(key, w, format === own ? null : (format as ModernFormat)),
      width: w,
      format,
    })),
  )
  return { upright: source.rotate(), copies }
}

async function isStored(storage: UploadStorage, key: string): Promise<boolean> {
  const file = await storage.get(key)
  if (!file) return false
  await file.body.cancel()
  return true
}

/**
 * The keys of the copies the picture stored under `key` (its bytes) should have and the storage lacks (a picture
 * stored before copies were made, or whose copies failed); null when sharp cannot read it (it gets none).
 */
export async function missingPictureVariants(
  storage: UploadStorage,
  key: string,
  bytes: Uint8Array,
): Promise<string[] | null> {
  let planned: Awaited<ReturnType<typeof plannedCopies>>
  try {
    planned = await plannedCopies(key, bytes)
  } catch {
    return null
  }
  if (!planned) return null
  const missing: string[] = []
  for (const copy of planned.copies) if (!(await isStored(storage, copy.key))) missing.push(copy.key)
  if (missing.length === 0) return missing
  // Its header may read while its pixels do not (a broken file): decoded small, so such a file counts as unreadable
  // on every run instead of missing copies that can never be written.
  try {
    await planned.upright.clone().resize({ width: 16 }).raw().toBuffer()
  } catch {
    return null
  }
  return missing
}

/**
 * Writes the copies of the picture stored under `key` (its bytes), upright and without metadata; `only` limits them
 * to those keys (what `missingPictureVariants` found). Never throws: a picture that cannot be read, or a copy that
 * cannot be written, is logged, and the original is served in its place. Returns the copies written and their bytes.
 */
export async function writePictureVariants(
  storage: UploadStorage,
  key: string,
  bytes: Uint8Array,
  only?: readonly string[],
): Promise<{ key: string; bytes: number }[]> {
  const written: { key: string; bytes: number }[] = []
  try {
    const planned = await plannedCopies(key, bytes)
    if (!planned) return written
    for (const copy of planned.copies) {
      if (only && !only.includes(copy.key)) continue
      const sized = copy.width ? planned.upright.clone().resize({ width: copy.width }) : planned.upright.clone()
      const data = await encode(sized, copy.format).toBuffer()
      await storage.put(copy.key, new Uint8Array(data), contentTypeOfKey(copy.key)!)
      written.push({ key: copy.key, bytes: data.length })
    }
  } catch (error) {
    logger.warn(`picture ${key}: no smaller copies (${(error as Error).message.split('\n')[0]})`)
  }
  return written
}

/** Removes every copy of `key` (a missing one is no error). */
export async function deletePictureVariants(storage: UploadStorage, key: string): Promise<void> {
  for (const copy of variantKeysOf(key)) await storage.delete(copy)
}
