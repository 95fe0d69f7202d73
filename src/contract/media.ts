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
 * The longer side of a stored photo at most (a feed photo is resized to it: src/server/catalogue-feeds/images.ts),
 * so the width a `srcset` names for the whole picture: the product page's hover zoom and lightbox show it.
 */
export const PHOTO_MAX_EDGE = 1200

/**
 * The `srcset` of a picture URL: each of `widths` (the listed copies, `PICTURE_WIDTHS` by default) for an upload, and
 * with `whole` the picture itself as `PHOTO_MAX_EDGE` wide (what a large screen at 2× takes); undefined for anything
 * else (the seed's drawn SVGs, which scale, pictures on another server), which has no smaller copies.
 */
export function pictureSrcSet(
  url: string | null | undefined,
  options: { widths?: readonly (typeof PICTURE_WIDTHS)[number][]; whole?: boolean } = {},
): string | undefined {
  if (!url || !UPLOAD_PICTURE_URL.test(url)) return undefined
  const { widths = PICTURE_WIDTHS, whole = false } = options
  return [
    ...widths.map((width) => `${url}?${PICTURE_WIDTH_PARAM}=${width} ${width}w`),
    ...(whole ? [`${url} ${PHOTO_MAX_EDGE}w`] : []),
  ].join(', ')
}

/**
 * An `<img>`'s `src`, `srcSet` and `sizes` for a picture shown `sizes` wide (a media condition list, as the `sizes`
 * attribute takes it): the browser picks the smallest copy that fills it at the screen's density. A picture without
 * copies gets its `src` only.
 */
export function pictureAttrs(
  url: string,
  sizes: string,
  options: Parameters<typeof pictureSrcSet>[1] = {},
): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = pictureSrcSet(url, options)
  return srcSet ? { src: url, srcSet, sizes } : { src: url }
}
