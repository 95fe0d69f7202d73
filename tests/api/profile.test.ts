import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { users } from '~/server/db/schema'
import { ORIGIN, type Shopper, useApiHarness } from './support/harness'

const uploadDir = mkdtempSync(path.join(tmpdir(), 'profile-test-'))
process.env.UPLOAD_DIR = uploadDir
resetConfig()

const api = useApiHarness()
const db = () => api.handle.db

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e1d1b5d50000000049454e44ae426082',
  'hex',
)

interface UserInfo {
  nickname: string
  name: string
  avatar: string
}

async function uploadAvatar(cookie: string) {
  const form = new FormData()
  form.append('multipart', new File([PNG], 'me.png', { type: 'image/png' }))
  // `avatar`, as the storefront sends it: the purpose that is served to everyone (other purposes are private).
  const { body } = await api.call<{ url: string }>('/api/front/upload/image?model=avatar&pid=1', {
    method: 'POST',
    body: form,
    headers: { cookie },
  })
  expect(body.code, body.message).toBe(200)
  return body.data.url
}

let demo: Shopper
let other: Shopper

beforeAll(async () => {
  demo = await api.demoShopper()
  other = await api.createShopper('profile-b@shop.example')
})

afterAll(() => {
  rmSync(uploadDir, { recursive: true, force: true })
  delete process.env.UPLOAD_DIR
  resetConfig()
})

const edit = (cookie: string | undefined, json: unknown) => api.post('/api/front/user/edit', json, { as: cookie })
const info = async (cookie: string) => (await api.get<UserInfo>('/api/front/user/info', { as: cookie })).body.data
const stored = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]

describe('user edit (U3)', () => {
  it('requires a session', async () => {
    const { body } = await edit(undefined, { nickname: 'Guest' })
    expect(body.code).toBe(401)
  })

  it('refuses an empty or too long nickname', async () => {
    for (const nickname of ['', '    ', null]) {
      const { body } = await edit(demo.cookie, { nickname, avatar: '' })
      expect(body).toMatchObject({ code: 400, message: 'Nickname cannot be empty' })
    }
    expect((await edit(demo.cookie, {})).body.message).toBe('Nickname cannot be empty')
    const long = await edit(demo.cookie, { nickname: 'n'.repeat(31) })
    expect(long.body).toMatchObject({ code: 400, message: 'Nickname must be at most 30 characters' })
    const control = await edit(demo.cookie, { nickname: 'Bad\u0000name' })
    expect(control.body.code).toBe(400)
    expect((await stored(demo.id)).nickname).toBe(DEMO_SHOPPER.nickname)
  })

  it('accepts 30 characters, counting emoji and CJK as one each, and trims', async () => {
    const nickname = '测试'.repeat(14) + '🙂🙂'
    const { body } = await edit(demo.cookie, { nickname: `  ${nickname}  ` })
    expect(body.code, body.message).toBe(200)
    expect((await info(demo.cookie)).nickname).toBe(nickname)
  })

  it('refuses avatars that are not uploads of this user', async () => {
    const theirs = await uploadAvatar(other.cookie)
    const before = await stored(demo.id)
    const foreign = [
      'https://evil.example/a.png',
      '//evil.example/media/uploads/2026/01/aaaaaaaaaaaaaaaaaaaaaa.png',
      'javascript:alert(1)',
      `${ORIGIN}/media/uploads/2026/01/neveruploadedxxxxxxxx.png`,
      '/media/uploads/2026/01/neveruploadedxxxxxxxx.png',
      `${ORIGIN}/media/products/1.svg`,
      `${theirs}?x=1`,
      theirs, // another user's upload
      new URL(theirs).pathname,
      'not a url at all',
    ]
    for (const avatar of foreign) {
      const { body } = await edit(demo.cookie, { nickname: 'Hacker', avatar })
      expect(body.code, avatar).toBe(400)
      expect(body.message, avatar).toBe('The avatar must be an image uploaded to this shop')
    }
    const after = await stored(demo.id)
    expect(after.avatar).toBe(before.avatar)
    expect(after.nickname).toBe(before.nickname)
  })

  it('saves the nickname and an uploaded avatar; user/info reflects both', async () => {
    const url = await uploadAvatar(demo.cookie)
    const { body } = await edit(demo.cookie, { nickname: 'New Name', avatar: url })
    expect(body).toMatchObject({ code: 200, message: 'Saved successfully' })
    const me = await info(demo.cookie)
    expect(me.nickname).toBe('New Name')
    expect(me.avatar).toBe(url)
    // Stored site-relative, so a change of host keeps it working.
    expect((await stored(demo.id)).avatar).toBe(new URL(url).pathname)
    const served = await api.call(new URL(me.avatar).pathname)
    expect(served.response.headers.get('content-type')).toBe('image/png')

    // Re-posting the current avatar (absolute or relative) with a new nickname is fine.
    expect((await edit(demo.cookie, { nickname: 'Again', avatar: me.avatar })).body.code).toBe(200)
    expect((await edit(demo.cookie, { nickname: 'Again 2', avatar: new URL(url).pathname })).body.code).toBe(200)
    // Leaving the avatar out keeps it.
    expect((await edit(demo.cookie, { nickname: 'Again 3' })).body.code).toBe(200)
    expect(await info(demo.cookie)).toMatchObject({ nickname: 'Again 3', avatar: url })
  })

  it('keeps an empty avatar empty, but does not clear an existing one', async () => {
    const empty = await edit(other.cookie, { nickname: 'B renamed', avatar: '' })
    expect(empty.body.code, empty.body.message).toBe(200)
    expect((await stored(other.id)).avatar).toBe('')
    const clear = await edit(demo.cookie, { nickname: 'Clear', avatar: '' })
    expect(clear.body.code).toBe(400)
  })

  // The user's name: docs/spec.md §3.12 (#spec-3-12).
  it('saves the user name (spec §3, extension): kept when left out, cleared by "", refused in the shopper language when too long', async () => {
    const mine = () => info(other.cookie)
    expect((await mine()).name).toBe('')
    expect((await edit(other.cookie, { nickname: 'B', name: '  Анна Петрова  ' })).body.code).toBe(200)
    expect((await mine()).name).toBe('Анна Петрова')
    // The contract's body (nickname and avatar only) keeps the name.
    expect((await edit(other.cookie, { nickname: 'B2', avatar: '' })).body.code).toBe(200)
    expect(await mine()).toMatchObject({ nickname: 'B2', name: 'Анна Петрова' })
    const long = await api.post(
      '/api/front/user/edit',
      { nickname: 'B3', name: 'n'.repeat(51) },
      { as: other.cookie, headers: { 'accept-language': 'es' } },
    )
    expect(long.body).toMatchObject({ code: 400 })
    expect(long.body.message).toMatch(/50/)
    expect(long.body.message).not.toMatch(/at most/)
    expect((await edit(other.cookie, { nickname: 'B3', name: 'Bad\u0007' })).body.code).toBe(400)
    expect((await edit(other.cookie, { nickname: 'B4', name: '' })).body.code).toBe(200)
    expect((await mine()).name).toBe('')
  })
})
