/**
 * Issue "Safe to put online, round two", finding 8: uploads nothing refers to are swept once they are a day old (rows
 * and files), by the sweeper the server registers like the order-expiry one; anything a row mentions stays.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import { uploads, users } from '~/server/db/schema'
import { sweepOrphanedUploads } from '~/server/uploads/orphans'
import { uploadStorage } from '~/server/uploads/storage'
import { variantKey } from '~/server/uploads/variants'
import { type Shopper, useApiHarness } from './support/harness'

const uploadDir = mkdtempSync(path.join(tmpdir(), 'upload-orphans-'))
process.env.UPLOAD_DIR = uploadDir
resetConfig()

const api = useApiHarness()
const db = () => api.handle.db
let demo: Shopper

/** A picture sharp reads, so that its upload gets its WebP copy. */
let picture: Uint8Array

beforeAll(async () => {
  demo = await api.demoShopper()
  picture = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer(),
  )
})
afterAll(() => {
  rmSync(uploadDir, { recursive: true, force: true })
  delete process.env.UPLOAD_DIR
  resetConfig()
})

async function upload(): Promise<{ id: number; key: string }> {
  const form = new FormData()
  form.append('multipart', new File([picture as BlobPart], 'a.png', { type: 'image/png' }))
  const { body } = await api.call<{ url: string; id: number }>('/api/front/upload/image?model=product', {
    method: 'POST',
    body: form,
    headers: { cookie: demo.cookie },
  })
  expect(body.code, body.message).toBe(200)
  return { id: body.data.id, key: new URL(body.data.url).pathname.slice('/media/'.length) }
}

describe('the orphaned-upload sweep', () => {
  it('removes uploads older than a day that nothing mentions, rows and files, and keeps the rest', async () => {
    const [avatar, inJson, orphan, fresh] = [await upload(), await upload(), await upload(), await upload()]
    // One is the shopper's avatar (a site path), one sits in a JSON column as an absolute URL.
    await db()
      .update(users)
      .set({ avatar: `/media/${avatar.key}` })
      .where(eq(users.id, demo.id))
    await db().execute(`create table test_orphan_refs (doc jsonb)`)
    await db().execute(
      `insert into test_orphan_refs values ('{"images": ["https://shop.example/media/${inJson.key}"]}')`,
    )
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000)
    await db()
      .update(uploads)
      .set({ createdAt: twoDaysAgo })
      .where(inArray(uploads.id, [avatar.id, inJson.id, orphan.id]))

    expect(await uploadStorage().get(orphan.key)).not.toBeNull()
    // Its WebP copy (uploads/variants.ts) goes with it.
    const copies = [variantKey(orphan.key, null, 'webp')]
    for (const copy of copies) expect(await uploadStorage().get(copy), copy).not.toBeNull()
    expect(await sweepOrphanedUploads(db())).toBe(1)
    const left = (
      await db()
        .select({ id: uploads.id })
        .from(uploads)
        .where(inArray(uploads.id, [avatar.id, inJson.id, orphan.id, fresh.id]))
    ).map((r) => r.id)
    expect(left.sort()).toEqual([avatar.id, inJson.id, fresh.id].sort())
    expect(await uploadStorage().get(orphan.key)).toBeNull()
    for (const copy of copies) expect(await uploadStorage().get(copy), copy).toBeNull()
    for (const kept of [avatar, inJson, fresh]) expect(await uploadStorage().get(kept.key)).not.toBeNull()
    // Nothing more to do; the kept ones stay on the next sweep too.
    expect(await sweepOrphanedUploads(db())).toBe(0)
    await db().execute(`drop table test_orphan_refs`)
  })
})
