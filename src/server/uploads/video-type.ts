/** Video type by content (the container's magic bytes), never by file name: what the about-us page can play. */

export interface VideoType {
  contentType: 'video/webm' | 'video/mp4'
  extension: 'webm' | 'mp4'
}

const EBML_SIGNATURE = [0x1a, 0x45, 0xdf, 0xa3]
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/**
 * WebM (an EBML header whose DocType is `webm`) or MP4 (an ISO BMFF `ftyp` box first, not a QuickTime or HEIF brand
 * a browser's video element cannot play); anything else (Matroska, AVI, an image…) is null.
 */
export function sniffVideoType(bytes: Uint8Array): VideoType | null {
  if (EBML_SIGNATURE.every((b, i) => bytes[i] === b) && ascii(bytes, 4, 64).includes('webm'))
    return { contentType: 'video/webm', extension: 'webm' }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12)
    if (!['qt  ', 'heic', 'heix', 'mif1', 'msf1', 'avif'].includes(brand))
      return { contentType: 'video/mp4', extension: 'mp4' }
  }
  return null
}
