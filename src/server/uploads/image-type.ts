/** Image type by content (magic bytes), never by file name or declared type. */

export interface ImageType {
  contentType: 'image/jpeg' | 'image/png'
  extension: 'jpg' | 'png'
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff]

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)

/** JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A); anything else is null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, JPEG_SIGNATURE)) return { contentType: 'image/jpeg', extension: 'jpg' }
  if (startsWith(bytes, PNG_SIGNATURE)) return { contentType: 'image/png', extension: 'png' }
  return null
}
