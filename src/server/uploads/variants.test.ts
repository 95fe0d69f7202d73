import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { pictureSrcSet } from '~/contract'
import type { StoredFile, UploadStorage } from './storage'
import {
  acceptedFormats,
  missingPictureVariants,
  pictureWidthOf,
  servedKeys,
  variantKeysOf,
  writePictureVariants,
} from './variants'

const KEY = 'uploads/2026/11/abcdefghijklmnopqrstuvwx.jpg'
const stem = KEY.slice(0, -'.jpg'.length)

/** The storage in memory: what was put, by key. */
function memoryStorage() {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>()
  const storage: UploadStorage = {
    put: async (key, bytes, contentType) => void files.set(key, { bytes, contentType }),
    get: async (key): Promise<StoredFile | null> => {
      const file = files.get(key)
      return file
        ? { body: new Response(file.bytes as BlobPart).body!, size: file.bytes.length, contentType: file.contentType }
        : null
    },
    delete: async (key) => void files.delete(key),
  }
  return { storage, files }
}

/** A photo-like picture: smooth gradients with noise, `width`×`height`. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg', orientation?: number) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const noise = (x * 7919 + y * 104729) % 23
      pixels[i] = (x * 255) / width + noise
      pixels[i + 1] = (y * 255) / height
      pixels[i + 2] = 128 + noise
    }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } })
  const encoded = format === 'png' ? image.png() : image.jpeg({ quality: 90 })
  return new Uint8Array(await (orientation ? encoded.withMetadata({ orientation }) : encoded).toBuffer())
}

describe('picture copies: which one a request gets', () => {
  it('reads the modern formats a browser names, best first, and nothing from wildcards or q=0', () => {
    expect(acceptedFormats('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toEqual([
      'avif',
      'webp',
    ])
    expect(acceptedFormats('image/webp,*/*')).toEqual(['webp'])
    expect(acceptedFormats('image/avif;q=0, image/webp;q=0.5')).toEqual(['webp'])
    expect(acceptedFormats('*/*')).toEqual([])
    expect(acceptedFormats('image/*')).toEqual([])
    expect(acceptedFormats(undefined)).toEqual([])
  })

  it('takes only the listed widths from ?w=', () => {
    expect(pictureWidthOf('320')).toBe(320)
    expect(pictureWidthOf('640')).toBe(640)
    expect(pictureWidthOf('500')).toBeNull()
    expect(pictureWidthOf('320px')).toBeNull()
    expect(pictureWidthOf(undefined)).toBeNull()
  })

  it('tries the asked width in each accepted format, then the whole picture, the original last', () => {
    expect(servedKeys(KEY, ['avif', 'webp'], 320)).toEqual([
      `${stem}.w320.avif`,
      `${stem}.w320.webp`,
      `${stem}.w320.jpg`,
      `${stem}.webp`,
      KEY,
    ])
    expect(servedKeys(KEY, [], null)).toEqual([KEY])
    expect(servedKeys(KEY, ['webp'], null)).toEqual([`${stem}.webp`, KEY])
    expect(variantKeysOf(KEY)).toHaveLength(7)
    expect(variantKeysOf(KEY)).not.toContain(KEY)
  })
})

describe('writePictureVariants', () => {
  it('writes WebP of the whole picture, and each narrower width in its format, AVIF and WebP, upright and smaller', async () => {
    // Stored sideways (orientation 6): 900×600 on disk, 600 wide standing up, so only 320 is narrower.
    const original = await photo(900, 600, 'jpeg', 6)
    const { storage, files } = memoryStorage()
    const written = await writePictureVariants(storage, KEY, original)
    expect(written.map((w) => w.key).sort()).toEqual(
      [`${stem}.webp`, `${stem}.w320.jpg`, `${stem}.w320.webp`, `${stem}.w320.avif`].sort(),
    )
    const shapes = await Promise.all(
      written.map(async ({ key }) => {
        const meta = await sharp(files.get(key)!.bytes).metadata()
        return [key.slice(stem.length), meta.format, meta.width, meta.height, meta.orientation ?? 1]
      }),
    )
    expect(shapes).toEqual(
      expect.arrayContaining([
        ['.webp', 'webp', 600, 900, 1],
        ['.w320.jpg', 'jpeg', 320, 480, 1],
        ['.w320.avif', 'heif', 320, 480, 1],
        ['.w320.webp', 'webp', 320, 480, 1],
      ]),
    )
    expect(files.get(`${stem}.webp`)!.contentType).toBe('image/webp')
    expect(files.get(`${stem}.w320.avif`)!.contentType).toBe('image/avif')
    for (const { key, bytes } of written) expect(bytes, key).toBeLessThan(original.length)
  })

  it('keeps a PNG a PNG at the smaller widths, and writes nothing for what is not a picture', async () => {
    const { storage, files } = memoryStorage()
    const png = 'uploads/2026/11/abcdefghijklmnopqrstuvwx.png'
    await writePictureVariants(storage, png, await photo(700, 700, 'png'))
    expect([...files.keys()].filter((key) => key.endsWith('.png'))).toEqual([
      'uploads/2026/11/abcdefghijklmnopqrstuvwx.w320.png',
      'uploads/2026/11/abcdefghijklmnopqrstuvwx.w640.png',
    ])
    const broken = memoryStorage()
    const none = await writePictureVariants(broken.storage, KEY, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))
    expect(none).toEqual([])
    expect(broken.files.size).toBe(0)
  })
})

describe('missingPictureVariants (ops pictures refresh)', () => {
  it('names the copies a picture lacks, writes only those, and then none; a file whose pixels do not read is null', async () => {
    const original = await photo(700, 500)
    const { storage, files } = memoryStorage()
    const all = await missingPictureVariants(storage, KEY, original)
    expect(all?.sort()).toEqual(variantKeysOf(KEY).sort())
    await writePictureVariants(storage, KEY, original)
    await storage.delete(`${stem}.w640.avif`)
    const webp = files.get(`${stem}.webp`)!.bytes
    expect(await missingPictureVariants(storage, KEY, original)).toEqual([`${stem}.w640.avif`])
    const written = await writePictureVariants(storage, KEY, original, [`${stem}.w640.avif`])
    expect(written.map((w) => w.key)).toEqual([`${stem}.w640.avif`])
    expect(files.get(`${stem}.webp`)!.bytes).toBe(webp)
    expect(await missingPictureVariants(storage, KEY, original)).toEqual([])

    // A PNG whose header reads and whose pixels do not: no copy can ever be written, so it is unreadable.
    const truncated = (await photo(400, 400, 'png')).slice(0, 200)
    const png = 'uploads/2026/11/abcdefghijklmnopqrstuvwx.png'
    expect(await missingPictureVariants(memoryStorage().storage, png, truncated)).toBeNull()
  })
})

describe('pictureSrcSet', () => {
  it('lists the widths of an upload, on this origin or as a site path, and nothing for other pictures', () => {
    expect(pictureSrcSet('/media/uploads/2026/11/abcdefghijklmnopqrstuvwx.jpg')).toBe(
      '/media/uploads/2026/11/abcdefghijklmnopqrstuvwx.jpg?w=320 320w, /media/uploads/2026/11/abcdefghijklmnopqrstuvwx.jpg?w=640 640w',
    )
    expect(pictureSrcSet('https://shop.example/media/uploads/2026/11/abcdefghijklmnopqrstuvwx.png')).toMatch(
      /^https:\/\/shop\.example\/media\/uploads\/2026\/11\/abcdefghijklmnopqrstuvwx\.png\?w=320 320w, /,
    )
    expect(pictureSrcSet('/media/p/thermos-front.svg')).toBeUndefined()
    expect(pictureSrcSet('https://cdn.example.com/tee.jpg')).toBeUndefined()
    expect(pictureSrcSet('/media/uploads/2026/11/abcdefghijklmnopqrstuvwx.jpg?w=320')).toBeUndefined()
    expect(pictureSrcSet('')).toBeUndefined()
  })
})
