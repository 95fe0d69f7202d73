/**
 * Upload pictures at smaller widths. An upload's URL (`/media/uploads/yyyy/mm/<name>.jpg|png`) with `?w=320` is the
 * same picture at most 320 pixels wide (the whole picture when it is narrower, or has no smaller copy yet), and any
 * of them comes as AVIF or WebP to a browser whose `Accept` names it (src/server/uploads/variants.ts). The page's HTML
 * names the widths, never a format, so it is the same for every browser (the guest page cache keeps one copy).
 */

/** The widths written beside every stored picture narrower than them: a product tile at 1× and at 2–3×. */
export const PICTURE_WIDTHS = [320, 640] as const

/** The query parameter that asks an upload's URL for one of `PICTURE_WIDTHS`. */
export const PICTURE_WIDTH_PARAM = 'w'

/** An upload's picture URL, on this shop's origin or as a site path; no query, no fragment. */
const UPLOAD_PICTURE_URL =
  /^(?:https?:\/\/[^/?#\s]+)?\/media\/uploads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{16,64}\.(?:jpg|png)$/

/**
 * The `srcset` of a picture URL: each of `PICTURE_WIDTHS` for an upload, undefined for anything else (the seed's
 * drawn SVGs, pictures on another server), which has no smaller copies.
 */
export function pictureSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !UPLOAD_PICTURE_URL.test(url)) return undefined
  return PICTURE_WIDTHS.map((width) => `${url}?${PICTURE_WIDTH_PARAM}=${width} ${width}w`).join(', ')
}
