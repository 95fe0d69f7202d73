/**
 * An uploaded picture is stored without what it says about its maker: a phone's photo carries EXIF (the place it was
 * taken, to a few metres, the device, the time), XMP and IPTC, and avatars and review pictures are public. A picture
 * that carries none is stored byte for byte; one that does is decoded, turned upright by its EXIF orientation (which
 * goes with the rest) and written again without it, its colour profile kept.
 */
import type { ImageType } from './image-type'
import { PICTURE_MAX_PIXELS } from './variants'

/** JPEG segments that hold metadata: APP1 (EXIF, XMP), APP3–APP13 (IPTC in APP13) and comments; APP0 (JFIF), APP2 (ICC) and APP14 (Adobe colour) are image data. */
const JPEG_METADATA = (marker: number) => marker === 0xe1 || (marker >= 0xe3 && marker <= 0xed) || marker === 0xfe
/** PNG chunks that hold metadata. */
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME'])

function jpegCarriesMetadata(bytes: Uint8Array): boolean {
  let i = 2 // after SOI
  while (i + 4 <= bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1]!
    if (marker === 0xff) {
      i++ // fill byte
      continue
    }
    if (marker === 0xda || marker === 0xd9) return false // start of scan, end of image: the headers are over
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2
      continue
    }
    if (JPEG_METADATA(marker)) return true
    i += 2 + ((bytes[i + 2]! << 8) | bytes[i + 3]!)
  }
  return false
}

function pngCarriesMetadata(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let i = 8 // after the signature
  while (i + 8 <= bytes.length) {
    const type = String.fromCharCode(bytes[i + 4]!, bytes[i + 5]!, bytes[i + 6]!, bytes[i + 7]!)
    if (PNG_METADATA.has(type)) return true
    if (type === 'IEND') return false
    i += 12 + view.getUint32(i)
  }
  return false
}

export const carriesMetadata = (bytes: Uint8Array, type: ImageType) =>
  type.extension === 'jpg' ? jpegCarriesMetadata(bytes) : pngCarriesMetadata(bytes)

/**
 * The picture to store: as given when it carries no metadata, else upright and without it (JPEG at quality 92);
 * null for metadata around bytes that are no picture.
 */
export async function withoutMetadata(bytes: Uint8Array, type: ImageType): Promise<Uint8Array | null> {
  if (!carriesMetadata(bytes, type)) return bytes
  // Loaded on the first such picture: the native library stays out of the server's start.
  const { default: sharp } = await import('sharp')
  try {
    const upright = sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' }).rotate().keepIccProfile()
    const encoded = type.extension === 'jpg' ? upright.jpeg({ quality: 92 }) : upright.png()
    return new Uint8Array(await encoded.toBuffer())
  } catch {
    return null
  }
}
