// @database-sensitive: dialect: binary media stored and read back byte for byte
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetConfig } from '../../app.config'
import { commandOf, main } from '../../scripts/ops'
import { hashPassword } from '~/server/password'
import { uploads, users } from '~/server/db/schema'
import { OpsCommand, runOpsCommand } from '~/server/ops/commands'
import { openUpload } from '~/server/uploads/service'
import { uploadStorage } from '~/server/uploads/storage'
import { ORIGIN, type Shopper, useApiHarness } from './support/harness'

// Each file writes into its own temporary folder.
const uploadDir = mkdtempSync(path.join(tmpdir(), 'uploads-test-'))
process.env.UPLOAD_DIR = uploadDir
delete process.env.UPLOAD_MAX_BYTES
resetConfig()

const api = useApiHarness()
const db = () => api.handle.db

/** A 1×1 PNG built byte by byte: signature, IHDR, IDAT, IEND (CRCs are not checked by us, but are right). */
function tinyPng(padding = 0): Uint8Array {
  const base = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e1d1b5d50000000049454e44ae426082',
    'hex',
  )
  return new Uint8Array(Buffer.concat([base, Buffer.alloc(padding)]))
}
/** A minimal baseline JPEG: SOI, APP0 (JFIF) … EOI. */
function tinyJpeg(): Uint8Array {
  const header = [
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]
  return new Uint8Array([...header, ...Array.from({ length: 40 }, (_, i) => i), 0xff, 0xd9])
}
const gif = () => new Uint8Array(Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00;', 'latin1'))

/** A photo-like JPEG (gradients and noise), as a phone would send. */
async function photoJpeg(width: number, height: number): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % (width * 3)) / 6 + ((i * 7919) % 31)) & 0xff
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer(),
  )
}

/** A phone's photo: held on its side (orientation 6), with the GPS position and the device in its EXIF. */
async function phonePhoto(width: number, height: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(await photoJpeg(width, height))
      .withExif({
        IFD0: { Make: 'PhonePhone', Model: 'X1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '55/1 45/1 21/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '37/1 37/1 4/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 90 })
      .toBuffer(),
  )
}

let demo: Shopper
let other: Shopper

beforeAll(async () => {
  demo = await api.demoShopper()
  other = await api.createShopper('uploads-b@shop.example')
})

afterAll(() => {
  rmSync(uploadDir, { recursive: true, force: true })
  delete process.env.UPLOAD_DIR
  resetConfig()
})

function upload(
  cookie: string | undefined,
  bytes: Uint8Array,
  name: string,
  type: string,
  field = 'multipart',
  model = 'product',
) {
  const form = new FormData()
  form.append(field, new File([bytes as BlobPart], name, { type }))
  return api.call<{ url: string; id: number }>(`/api/front/upload/image?model=${model}&pid=1`, {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie } : {},
  })
}

// On PGlite only what the first line names runs: uploads stored and served byte for byte, the seeded media. Who may
// see an upload, the smaller copies (sharp's encoding, the costly part) and the pictures refresh are the same code
// on either database: once, on PostgreSQL.
const onPostgres = process.env.TEST_DATABASE === 'postgres'

describe('image upload (UP1)', () => {
  it('refuses guests with 401', async () => {
    const { body, response } = await upload(undefined, tinyPng(), 'a.png', 'image/png')
    expect(response.status).toBe(200)
    expect(body.code).toBe(401)
    expect(await db().select().from(uploads)).toHaveLength(0)
  })

  it('stores a PNG and serves it back byte for byte with its type', async () => {
    const png = tinyPng()
    const { body } = await upload(demo.cookie, png, 'avatar.png', 'image/png')
    expect(body.code, body.message).toBe(200)
    expect(body.data.id).toBeGreaterThan(0)
    expect(body.data.url).toMatch(new RegExp(`^${ORIGIN}/media/uploads/\\d{4}/\\d{2}/[A-Za-z0-9_-]+\\.png$`))

    const [row] = await db().select().from(uploads).where(eq(uploads.id, body.data.id))
    expect(row).toMatchObject({ userId: demo.id, contentType: 'image/png', size: png.length, purpose: 'product' })
    expect(body.data.url).toBe(`${ORIGIN}/media/${row.storageKey}`)
    // The file is in the configured folder under its key; the client's name is not used.
    expect(new Uint8Array(await readFile(path.join(uploadDir, row.storageKey)))).toEqual(png)
    expect(row.storageKey).not.toContain('avatar')

    const served = await api.get(new URL(body.data.url).pathname, { as: demo })
    expect(served.response.status).toBe(200)
    expect(served.response.headers.get('content-type')).toBe('image/png')
    expect(served.response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await served.response.arrayBuffer())).toEqual(png)
  })

  it('stores a JPEG whatever its name and declared type say', async () => {
    const jpeg = tinyJpeg()
    const { body } = await upload(demo.cookie, jpeg, 'photo.txt', 'text/plain')
    expect(body.code, body.message).toBe(200)
    expect(body.data.url).toMatch(/\.jpg$/)
    const served = await api.get(new URL(body.data.url).pathname, { as: demo })
    expect(served.response.headers.get('content-type')).toBe('image/jpeg')
    expect(new Uint8Array(await served.response.arrayBuffer())).toEqual(jpeg)
  })

  it('refuses a text file named .png and a GIF, by content', async () => {
    const before = (await db().select().from(uploads)).length
    const text = new TextEncoder().encode('<script>alert(1)</script> not an image')
    const fake = await upload(demo.cookie, text, 'evil.png', 'image/png')
    expect(fake.body).toMatchObject({ code: 400, message: 'Only JPG and PNG images are allowed' })
    const gifUpload = await upload(demo.cookie, gif(), 'anim.gif', 'image/gif')
    expect(gifUpload.body).toMatchObject({ code: 400, message: 'Only JPG and PNG images are allowed' })
    const empty = await upload(demo.cookie, new Uint8Array(), 'empty.jpg', 'image/jpeg')
    expect(empty.body.code).toBe(400)
    expect((await db().select().from(uploads)).length).toBe(before)
  })

  it('wants the file in the field "multipart", one at a time', async () => {
    const wrongField = await upload(demo.cookie, tinyPng(), 'a.png', 'image/png', 'file')
    expect(wrongField.body.code).toBe(400)
    expect(wrongField.body.message).toMatch(/multipart/)
    const form = new FormData()
    form.append('multipart', new File([tinyPng() as BlobPart], 'a.png'))
    form.append('multipart', new File([tinyPng() as BlobPart], 'b.png'))
    const two = await api.call('/api/front/upload/image', {
      method: 'POST',
      body: form,
      headers: { cookie: demo.cookie },
    })
    expect(two.body.code).toBe(400)
    const json = await api.post('/api/front/upload/image', { multipart: 'x' }, { as: demo })
    expect(json.body.code, json.body.message).toBe(400)
  })

  it('refuses images over UPLOAD_MAX_BYTES', async () => {
    process.env.UPLOAD_MAX_BYTES = '1024'
    resetConfig()
    try {
      const small = await upload(other.cookie, tinyPng(500), 'small.png', 'image/png')
      expect(small.body.code, small.body.message).toBe(200)
      const big = await upload(other.cookie, tinyPng(2000), 'big.png', 'image/png')
      expect(big.body.code).toBe(400)
      expect(big.body.message).toMatch(/at most 1 KB/)
      // Far over the limit: stopped by the body limit before the form is parsed.
      const huge = await upload(other.cookie, tinyPng(200_000), 'huge.png', 'image/png')
      expect(huge.body.code).toBe(400)
      expect(huge.body.message).toMatch(/at most 1 KB/)
    } finally {
      delete process.env.UPLOAD_MAX_BYTES
      process.env.UPLOAD_DIR = uploadDir
      resetConfig()
    }
    const rows = await db().select().from(uploads).where(eq(uploads.userId, other.id))
    expect(rows).toHaveLength(1)
  })

  it('limits uploads to 60 an hour per user, counted from the uploads table', async () => {
    const email = 'uploads-c@shop.example'
    const [c] = await db()
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword('Third12345!'),
        nickname: 'Uploader C',
        inviteCode: 'UPLC0001',
        userType: 'email',
      })
      .returning({ id: users.id })
    const cookie = await api.login(email, 'Third12345!')
    const longAgo = new Date(Date.now() - 2 * 3600_000)
    await db()
      .insert(uploads)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          userId: c.id,
          storageKey: `uploads/2000/01/old${i}xxxxxxxxxxxxxxxx.png`,
          contentType: 'image/png',
          size: 1,
          createdAt: longAgo,
        })),
      )
    await db()
      .insert(uploads)
      .values(
        Array.from({ length: 59 }, (_, i) => ({
          userId: c.id,
          storageKey: `uploads/2000/01/new${i}xxxxxxxxxxxxxxxx.png`,
          contentType: 'image/png',
          size: 1,
        })),
      )
    const sixtieth = await upload(cookie, tinyPng(), 'a.png', 'image/png')
    expect(sixtieth.body.code, sixtieth.body.message).toBe(200)
    const sixtyFirst = await upload(cookie, tinyPng(), 'b.png', 'image/png')
    expect(sixtyFirst.body.code).toBe(400)
    expect(sixtyFirst.body.message).toMatch(/60 images per hour/)
    // Other users are not affected.
    expect((await upload(other.cookie, tinyPng(), 'c.png', 'image/png')).body.code).toBe(200)
  })

  // Round two, finding 8: uploads without bounds.
  it('holds each account to UPLOAD_DAILY_BYTES over a rolling day, with a message in the shopper’s language', async () => {
    const email = 'uploads-quota@shop.example'
    const [q] = await db()
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword('Quota12345!'),
        nickname: 'Quota',
        inviteCode: 'UPLQ0001',
        userType: 'email',
      })
      .returning({ id: users.id })
    const cookie = await api.login(email, 'Quota12345!')
    const mb = 1024 * 1024
    // 2 MB uploaded yesterday-but-within-a-day, and 50 MB two days ago (outside the window).
    await db()
      .insert(uploads)
      .values([
        {
          userId: q.id,
          storageKey: 'uploads/2000/01/quotaRecentxxxxxxxxxxx.png',
          contentType: 'image/png',
          size: 2 * mb,
          createdAt: new Date(Date.now() - 20 * 3600_000),
        },
        {
          userId: q.id,
          storageKey: 'uploads/2000/01/quotaOldxxxxxxxxxxxxxx.png',
          contentType: 'image/png',
          size: 50 * mb,
          createdAt: new Date(Date.now() - 50 * 3600_000),
        },
      ])
    process.env.UPLOAD_DAILY_BYTES = String(3 * mb)
    resetConfig()
    try {
      const fits = await upload(cookie, tinyPng(mb / 2), 'fits.png', 'image/png')
      expect(fits.body.code, fits.body.message).toBe(200)
      const over = await upload(cookie, tinyPng(mb), 'over.png', 'image/png')
      expect(over.body.code).toBe(400)
      expect(over.body.message).toBe('You have reached today’s upload limit of 3 MB. Please try again tomorrow.')
      const ru = await upload(`${cookie}; locale=ru`, tinyPng(mb), 'over.png', 'image/png')
      expect(ru.body.code).toBe(400)
      expect(ru.body.message).toMatch(/3 МБ/)
      // Another account has its own quota.
      expect((await upload(other.cookie, tinyPng(mb), 'other.png', 'image/png')).body.code).toBe(200)
    } finally {
      delete process.env.UPLOAD_DAILY_BYTES
      process.env.UPLOAD_DIR = uploadDir
      resetConfig()
    }
    expect(await db().select().from(uploads).where(eq(uploads.userId, q.id))).toHaveLength(3)
  })
})

describe('serving uploads', () => {
  it('answers 404 for unknown keys, keys without a row, and path tricks', async () => {
    for (const p of [
      '/media/uploads/2026/01/doesnotexistxxxxxxxxx.png',
      '/media/uploads/2000/01/old0xxxxxxxxxxxxxxxx.png', // recorded, but no file on disk
      '/media/uploads/..%2F..%2Fetc%2Fpasswd',
      '/media/uploads/2026/01/../../../package.json',
    ]) {
      const { response } = await api.call(p)
      expect(response.status, p).toBe(404)
    }
  })

  it('still serves the seeded media table under /media', async () => {
    const home = await api.call<{ logoUrl: string }>('/api/pc/home/index')
    const logo = new URL(home.body.data.logoUrl)
    const { response } = await api.call(logo.pathname)
    expect(response.status).toBe(200)
  })
})

describe.runIf(onPostgres)('who may see an upload', () => {
  const pathOf = (url: string) => new URL(url).pathname
  const get = (path: string, headers: Record<string, string> = {}) => api.call(path, { headers })

  async function uploaded(cookie: string, model: string) {
    const { body } = await upload(cookie, tinyPng(), 'p.png', 'image/png', 'multipart', model)
    expect(body.code, body.message).toBe(200)
    return pathOf(body.data.url)
  }

  it('serves a bank-transfer proof to its uploader only, never cached', async () => {
    const proof = await uploaded(demo.cookie, 'pay_voucher')
    const owner = await get(proof, { cookie: demo.cookie })
    expect(owner.response.status).toBe(200)
    expect(owner.response.headers.get('cache-control')).toBe('private, no-store')
    expect(owner.response.headers.get('etag')).toBeNull()
    expect(new Uint8Array(await owner.response.arrayBuffer())).toEqual(tinyPng())
    // API clients that send the token as a header (the CRMEB contract) are the owner too.
    const token = decodeURIComponent(demo.cookie.slice(demo.cookie.indexOf('=') + 1))
    expect((await get(proof, { 'authori-zation': token })).response.status).toBe(200)
  })

  it('answers another shopper and a guest 404, exactly as for a key that does not exist', async () => {
    const proof = await uploaded(demo.cookie, 'pay_voucher')
    const missing = await get('/media/uploads/2026/01/doesnotexistxxxxxxxxx.png', { cookie: other.cookie })
    for (const headers of [{ cookie: other.cookie }, {}, { cookie: 'token=not-a-session' }] as Record<
      string,
      string
    >[]) {
      const answer = await get(proof, headers)
      expect(answer.response.status).toBe(404)
      expect(answer.body.message).toBe(missing.body.message)
      expect(answer.response.headers.get('cache-control')).toBe('no-store')
      expect(answer.response.headers.get('content-type')).toBe(missing.response.headers.get('content-type'))
    }
    // A validator guessed from the public ETag scheme does not turn the 404 into a 304 either.
    const [row] = await db()
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, proof.slice('/media/'.length)))
    const guessed = `"u${row.id.toString(36)}-${row.size.toString(36)}"`
    expect((await get(proof, { cookie: other.cookie, 'if-none-match': guessed })).response.status).toBe(404)
  })

  it("keeps unknown purposes and the reference client's `product` private (safe by default)", async () => {
    for (const model of ['product', 'refund', 'qualification', 'something_new']) {
      const path = await uploaded(demo.cookie, model)
      expect((await get(path, { cookie: demo.cookie })).response.status, model).toBe(200)
      expect((await get(path, { cookie: other.cookie })).response.status, model).toBe(404)
      expect((await get(path)).response.status, model).toBe(404)
    }
    // No model at all is stored as `product`.
    const form = new FormData()
    form.append('multipart', new File([tinyPng() as BlobPart], 'a.png', { type: 'image/png' }))
    const bare = await api.call<{ url: string }>('/api/front/upload/image', {
      method: 'POST',
      body: form,
      headers: { cookie: demo.cookie },
    })
    expect((await get(pathOf(bare.body.data.url))).response.status).toBe(404)
  })

  it('keeps a review image private until a written review takes it', async () => {
    const draft = await uploaded(demo.cookie, 'review')
    const [row] = await db()
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, draft.slice('/media/'.length)))
    expect(row.purpose).toBe('review_draft')
    expect((await get(draft, { cookie: demo.cookie })).response.status).toBe(200)
    expect((await get(draft, { cookie: other.cookie })).response.status).toBe(404)
    expect((await get(draft)).response.status).toBe(404)
  })

  it('serves avatars to everyone, cached for good', async () => {
    const avatar = await uploaded(demo.cookie, 'avatar')
    const guest = await get(avatar)
    expect(guest.response.status).toBe(200)
    expect(guest.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const etag = guest.response.headers.get('etag')
    expect(etag).toBeTruthy()
    expect((await get(avatar, { cookie: other.cookie })).response.status).toBe(200)
    expect((await get(avatar, { 'if-none-match': etag! })).response.status).toBe(304)
  })

  it("lets the server read any upload without a session (the operator CLI's way in)", async () => {
    const proof = await uploaded(other.cookie, 'pay_voucher')
    const opened = await openUpload(db(), uploadStorage(), proof.slice('/media/'.length))
    expect(opened?.row).toMatchObject({ userId: other.id, purpose: 'pay_voucher' })
    expect(new Uint8Array(await new Response(opened!.file.body).arrayBuffer())).toEqual(tinyPng())
    expect(await openUpload(db(), uploadStorage(), 'uploads/2026/01/doesnotexistxxxxxxxxx.png')).toBeNull()
  })
})

describe.runIf(onPostgres)('smaller copies of an uploaded picture (WebP, and narrower widths in AVIF and WebP)', () => {
  /** What Chrome and Firefox send for an <img>, and Safari 15 (no AVIF). */
  const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
  const SAFARI_15 = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5'
  const get = (path: string, headers: Record<string, string> = {}) => api.call(path, { headers })
  const bytesOf = async (answer: { response: Response }) => new Uint8Array(await answer.response.arrayBuffer())
  const widthOf = async (bytes: Uint8Array) => (await sharp(bytes).metadata()).width

  async function uploadPhoto(cookie: string, model: string, bytes: Uint8Array) {
    const { body } = await upload(cookie, bytes, 'photo.jpg', 'image/jpeg', 'multipart', model)
    expect(body.code, body.message).toBe(200)
    return new URL(body.data.url).pathname
  }

  it('writes WebP and the 320 and 640 px widths beside the upload, and serves the best the browser takes', async () => {
    const jpeg = await photoJpeg(1000, 750)
    const photo = await uploadPhoto(demo.cookie, 'avatar', jpeg)
    const stem = photo.slice('/media/'.length, -'.jpg'.length)
    for (const copy of ['.webp', '.w320.jpg', '.w320.webp', '.w320.avif', '.w640.jpg', '.w640.webp', '.w640.avif'])
      expect(existsSync(path.join(uploadDir, `${stem}${copy}`)), copy).toBe(true)

    // A browser that takes WebP gets WebP: smaller, same size, same URL (AVIF is written at the widths only).
    const webp = await get(photo, { accept: CHROME })
    expect(webp.response.status).toBe(200)
    expect(webp.response.headers.get('content-type')).toBe('image/webp')
    expect(webp.response.headers.get('vary')).toBe('Accept')
    expect(webp.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const webpBytes = await bytesOf(webp)
    expect(webpBytes.length).toBe(Number(webp.response.headers.get('content-length')))
    expect(webpBytes.length).toBeLessThan(jpeg.length)
    expect(await sharp(webpBytes).metadata()).toMatchObject({ format: 'webp', width: 1000, height: 750 })

    // A client that names neither (curl, a crawler, an old browser) gets the upload byte for byte.
    for (const headers of [{}, { accept: '*/*' }, { accept: 'image/webp;q=0, image/*' }] as Record<string, string>[]) {
      const original = await get(photo, headers)
      expect(original.response.headers.get('content-type'), JSON.stringify(headers)).toBe('image/jpeg')
      expect(original.response.headers.get('vary')).toBe('Accept')
      expect(await bytesOf(original)).toEqual(jpeg)
    }

    // ?w= picks a narrower copy (the tile's srcset): AVIF when the browser takes it, WebP, else the JPEG. An
    // unlisted width is the whole picture.
    const small = await get(`${photo}?w=320`, { accept: CHROME })
    expect(small.response.headers.get('content-type')).toBe('image/avif')
    expect(await widthOf(await bytesOf(small))).toBe(320)
    const smallWebp = await get(`${photo}?w=320`, { accept: SAFARI_15 })
    expect(smallWebp.response.headers.get('content-type')).toBe('image/webp')
    expect(await widthOf(await bytesOf(smallWebp))).toBe(320)
    const smallJpeg = await get(`${photo}?w=640`)
    expect(smallJpeg.response.headers.get('content-type')).toBe('image/jpeg')
    expect(smallJpeg.response.headers.get('vary')).toBe('Accept')
    expect(await widthOf(await bytesOf(smallJpeg))).toBe(640)
    expect(await widthOf(await bytesOf(await get(`${photo}?w=999`)))).toBe(1000)

    // Each copy has its own ETag: a cache revalidating one never gets a 304 meant for another.
    const original = await get(photo)
    const tags = [original, webp, small, smallWebp, smallJpeg].map((a) => a.response.headers.get('etag'))
    expect(new Set(tags).size).toBe(5)
    const again = await get(photo, { accept: CHROME, 'if-none-match': tags[1]! })
    expect(again.response.status).toBe(304)
    expect(again.response.headers.get('vary')).toBe('Accept')
    expect((await get(photo, { accept: CHROME, 'if-none-match': tags[0]! })).response.status).toBe(200)
  })

  it('serves a picture narrower than a width whole, and one without copies as it was', async () => {
    const narrow = await uploadPhoto(demo.cookie, 'avatar', await photoJpeg(400, 300))
    const stem = narrow.slice('/media/'.length, -'.jpg'.length)
    expect(existsSync(path.join(uploadDir, `${stem}.w320.jpg`))).toBe(true)
    expect(existsSync(path.join(uploadDir, `${stem}.w640.jpg`))).toBe(false)
    const asked640 = await get(`${narrow}?w=640`, { accept: CHROME })
    expect(asked640.response.headers.get('content-type')).toBe('image/webp')
    expect(await widthOf(await bytesOf(asked640))).toBe(400)

    // Stored before copies existed (or sharp could not read it): the original, to everyone.
    const jpeg = await photoJpeg(500, 500)
    const legacy = await uploadPhoto(demo.cookie, 'avatar', jpeg)
    const legacyStem = legacy.slice('/media/'.length, -'.jpg'.length)
    for (const copy of ['.webp', '.w320.jpg', '.w320.webp', '.w320.avif'])
      await uploadStorage().delete(`${legacyStem}${copy}`)
    const answer = await get(`${legacy}?w=320`, { accept: CHROME })
    expect(answer.response.headers.get('content-type')).toBe('image/jpeg')
    expect(await bytesOf(answer)).toEqual(jpeg)
  })

  it('stores a photo without its EXIF (the place it was taken), turned upright; one without metadata byte for byte', async () => {
    const plain = await photoJpeg(400, 300)
    const tagged = await phonePhoto(400, 300)
    expect((await sharp(tagged).metadata()).exif).toBeDefined()
    const stored = await bytesOf(await get(await uploadPhoto(demo.cookie, 'avatar', tagged), { accept: 'image/jpeg' }))
    const meta = await sharp(stored).metadata()
    expect(meta.exif).toBeUndefined()
    expect(Buffer.from(stored).includes('PhonePhone')).toBe(false)
    // Upright: the stored picture is as the phone showed it (300 wide, 400 high), with no orientation left to apply.
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 400 })
    expect(meta.orientation ?? 1).toBe(1)

    const untouched = await bytesOf(
      await get(await uploadPhoto(demo.cookie, 'avatar', plain), { accept: 'image/jpeg' }),
    )
    expect(Buffer.from(untouched).equals(Buffer.from(plain))).toBe(true)
  })

  it('keeps the copies of a private upload as private as the upload', async () => {
    const proof = await uploadPhoto(demo.cookie, 'pay_voucher', await photoJpeg(700, 500))
    for (const url of [proof, `${proof}?w=320`]) {
      for (const headers of [{ cookie: other.cookie }, {}] as Record<string, string>[]) {
        const stranger = await get(url, { ...headers, accept: CHROME })
        expect(stranger.response.status, url).toBe(404)
        expect(stranger.response.headers.get('content-type')).toMatch(/^text\/plain/)
      }
      const owner = await get(url, { cookie: demo.cookie, accept: CHROME })
      expect(owner.response.status).toBe(200)
      expect(owner.response.headers.get('content-type')).toBe(url === proof ? 'image/webp' : 'image/avif')
      expect(owner.response.headers.get('cache-control')).toBe('private, no-store')
      expect(owner.response.headers.get('etag')).toBeNull()
    }
    // A copy's own name is not a way in either: only an upload's key is served.
    const stem = proof.slice(0, -'.jpg'.length)
    for (const copy of ['.webp', '.w320.jpg'])
      expect((await get(`${stem}${copy}`, { cookie: demo.cookie })).response.status).toBe(404)
  })
})

describe.runIf(onPostgres)('ops pictures refresh: pictures stored before they were cleaned and copied', () => {
  const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
  const COPIES = ['.webp', '.w320.jpg', '.w320.webp', '.w320.avif', '.w640.jpg', '.w640.webp', '.w640.avif']
  /** The command as the operator types it: the CLI's parser, its schema, the function the server runs. */
  const refresh = async (...flags: string[]) =>
    (await runOpsCommand(db(), v.parse(OpsCommand, commandOf(['pictures', 'refresh', '--lang', 'en', ...flags])))) as {
      dryRun: boolean
      pictures: number
      metadataRemoved: number
      copiesWritten: number
      upToDate: boolean
      summary: string
    }
  const onDisk = (key: string) => readFile(path.join(uploadDir, key))

  it('is listed by --help', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      expect(await main(['--help'])).toBe(0)
      expect(log.mock.calls.flat().join('\n')).toMatch(/^ {2}pictures refresh \[--dry-run\] \[--lang <locale>\]$/m)
    } finally {
      log.mockRestore()
    }
  })

  it('takes the GPS position out of an old photo, upright, writes its copies, keeps its URL; a second run has nothing to do', async () => {
    // Written the old way: the phone's file as it came (EXIF with GPS, on its side), its row, no copies.
    const tagged = await phonePhoto(1000, 750)
    const key = 'uploads/2025/06/oldPhoneUploadBeforeCleaning.jpg'
    await uploadStorage().put(key, tagged, 'image/jpeg')
    const [row] = await db()
      .insert(uploads)
      .values({ userId: demo.id, storageKey: key, contentType: 'image/jpeg', size: tagged.length, purpose: 'avatar' })
      .returning()
    const url = `/media/${key}`
    const before = await api.call(url, { headers: { accept: 'image/jpeg' } })
    expect(Buffer.from(await before.response.arrayBuffer()).includes('PhonePhone')).toBe(true)
    const oldTag = before.response.headers.get('etag')

    // A dry run counts and changes nothing.
    const dry = await refresh('--dry-run')
    expect(dry).toMatchObject({ dryRun: true, upToDate: false })
    expect(dry.metadataRemoved).toBeGreaterThanOrEqual(1)
    expect(dry.copiesWritten).toBeGreaterThanOrEqual(COPIES.length)
    expect(dry.summary).toMatch(
      /^Dry run, nothing was written\. Pictures checked: \d+; metadata to remove: \d+; copies to write: \d+\./,
    )
    // In the operator's language (decision 52): `--lang`, OPS_LANG or the POSIX locale.
    expect((await refresh('--dry-run', '--lang', 'ru')).summary).toMatch(
      /^Пробный запуск, ничего не записано\. Проверено изображений: \d+; удалить метаданные: \d+; записать копий: \d+\./,
    )
    expect(new Uint8Array(await onDisk(key))).toEqual(tagged)
    for (const copy of COPIES) expect(existsSync(path.join(uploadDir, key.replace('.jpg', copy))), copy).toBe(false)

    const done = await refresh()
    expect(done).toMatchObject({ dryRun: false, upToDate: false, metadataRemoved: dry.metadataRemoved })
    expect(done.copiesWritten).toBe(dry.copiesWritten)
    expect(done.summary).toMatch(/^Pictures checked: \d+; metadata removed: \d+; copies written: \d+\./)

    // Same key, same URL: the picture without its EXIF, upright (750 wide, 1000 high), its row's size and ETag new.
    const stored = new Uint8Array(await onDisk(key))
    const meta = await sharp(stored).metadata()
    expect(meta.exif).toBeUndefined()
    expect(Buffer.from(stored).includes('PhonePhone')).toBe(false)
    expect(meta).toMatchObject({ format: 'jpeg', width: 750, height: 1000 })
    expect(meta.orientation ?? 1).toBe(1)
    const [after] = await db().select().from(uploads).where(eq(uploads.id, row.id))
    expect(after).toMatchObject({ storageKey: key, size: stored.length })
    const served = await api.call(url, { headers: { accept: 'image/jpeg' } })
    expect(served.response.status).toBe(200)
    expect(new Uint8Array(await served.response.arrayBuffer())).toEqual(stored)
    expect(served.response.headers.get('etag')).not.toBe(oldTag)

    // Every copy is there, upright and without EXIF, and the browser gets the small AVIF at the same URL.
    for (const copy of COPIES) {
      const bytes = await onDisk(key.replace('.jpg', copy))
      expect((await sharp(bytes).metadata()).exif, copy).toBeUndefined()
      expect(bytes.includes('PhonePhone'), copy).toBe(false)
    }
    const small = await api.call(`${url}?w=320`, { headers: { accept: CHROME } })
    expect(small.response.headers.get('content-type')).toBe('image/avif')
    expect(await sharp(new Uint8Array(await small.response.arrayBuffer())).metadata()).toMatchObject({
      width: 320,
      height: 427,
    })

    // Idempotent: nothing left to do, nothing touched, and it says so.
    const copyBytes = await onDisk(key.replace('.jpg', '.w320.avif'))
    const again = await refresh()
    expect(again).toMatchObject({ upToDate: true, metadataRemoved: 0, copiesWritten: 0 })
    expect(again.summary).toMatch(/^Nothing to do: every stored picture is up to date \(checked: \d+\)/)
    expect(new Uint8Array(await onDisk(key))).toEqual(stored)
    expect(await onDisk(key.replace('.jpg', '.w320.avif'))).toEqual(copyBytes)
    expect((await refresh('--dry-run')).upToDate).toBe(true)
  })
})
