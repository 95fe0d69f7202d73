import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Address, Page } from '~/contract'
import { userAddresses } from '~/server/db/schema'
import { type Shopper, useApiHarness } from './support/harness'

const api = useApiHarness()
const db = () => api.handle.db

let a: Shopper
let b: Shopper

beforeAll(async () => {
  a = await api.demoShopper()
  b = await api.createShopper('addresses-b@shop.example')
})

const valid = {
  realName: 'Ivan Petrov',
  email: 'Ivan@Example.com',
  phone: '900 123-45-67',
  countryCode: 7,
  country: 'Russia',
  detail: 'Tverskaya 1, apt 5',
  postCode: '125009',
  isDefault: false,
}

const get = <T>(path: string, cookie?: string) => api.get<T>(path, { as: cookie })
const post = <T = unknown>(path: string, cookie: string | undefined, json?: unknown) =>
  api.post<T>(path, json, { as: cookie })
const save = (cookie: string, json: unknown) => post<Address>('/api/front/address/edit', cookie, json)
const list = async (cookie: string) => (await get<Page<Address>>('/api/front/address/list', cookie)).body.data
const defaults = async (userId: number) =>
  db()
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true), eq(userAddresses.isDeleted, false)))

describe('address book', () => {
  it('requires a session for every address call (401, HTTP 200)', async () => {
    for (const path of ['/api/front/address/list', '/api/front/address/detail/1', '/api/pc/address/all/list']) {
      const { body, response } = await get(path)
      expect(response.status).toBe(200)
      expect(body.code).toBe(401)
    }
    for (const path of [
      '/api/front/address/edit',
      '/api/front/address/default/set',
      '/api/front/address/del',
      '/api/front/address/ip/info',
    ]) {
      expect((await post(path, undefined, path.endsWith('info') ? undefined : { ...valid, id: 1 })).body.code).toBe(401)
    }
  })

  it('creates an address (the first one becomes the default) and normalises its fields', async () => {
    const { body } = await save(a.cookie, valid)
    expect(body.code, body.message).toBe(200)
    expect(body.message).toBe('Saved successfully')
    const created = body.data
    expect(created).toMatchObject({
      realName: 'Ivan Petrov',
      email: 'ivan@example.com',
      phone: '9001234567',
      countryCode: '+7',
      country: 'RU', // the listed country's code, whether the code or its English name was sent
      postCode: '125009',
      isDefault: true,
    })
    expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    const detail = await get<Address>(`/api/front/address/detail/${created.id}`, a.cookie)
    expect(detail.body.data).toEqual(created)
    const page = await list(a.cookie)
    expect(page.total).toBe(1)
    expect(page.count).toBe(1)
    expect(page.list[0].id).toBe(created.id)
  })

  it('updates an address when the AD2 object is posted back as is (extra fields ignored)', async () => {
    const [first] = (await list(a.cookie)).list
    const { body } = await save(a.cookie, { ...first, detail: 'Arbat 10', countryCode: '7', uid: 999, createTime: 'x' })
    expect(body.code, body.message).toBe(200)
    expect(body.data.id).toBe(first.id)
    expect(body.data.detail).toBe('Arbat 10')
    expect(body.data.isDefault).toBe(true)
    expect((await list(a.cookie)).total).toBe(1)
  })

  it('validates every field with a message naming it', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ realName: '   ' }, /receiver's name/],
      [{ realName: 'x'.repeat(51) }, /at most 50/],
      [{ email: '' }, /e-mail/],
      [{ email: 'not-an-email' }, /valid e-mail/],
      [{ phone: '' }, /phone/],
      [{ phone: '12345' }, /valid phone/], // too short for Russia
      [{ phone: '90012345ab' }, /valid phone/],
      [{ countryCode: '', phone: '1234' }, /valid phone/], // 5–15 digits without a dial code
      [{ countryCode: 'abc' }, /country code/],
      [{ country: '' }, /country or region/],
      [{ detail: '' }, /detailed address/],
      [{ detail: 'd'.repeat(201) }, /at most 200/],
      [{ postCode: '' }, /post code/],
      [{ postCode: '12' }, /valid post code/],
      [{ postCode: '12345678901' }, /valid post code/],
      [{ postCode: '12$45' }, /valid post code/],
      [{ isDefault: 'yes' }, /^The default address choice must be true or false$/],
    ]
    for (const [patch, message] of cases) {
      const { body } = await save(b.cookie, { ...valid, ...patch })
      expect(body.code, JSON.stringify(patch)).toBe(400)
      expect(body.message, JSON.stringify(patch)).toMatch(message)
    }
    const missing = await save(b.cookie, { realName: 'Only a name' })
    expect(missing.body.code).toBe(400)
    const notJson = await api.call('/api/front/address/edit', {
      method: 'POST',
      body: '{oops',
      headers: { cookie: b.cookie, 'content-type': 'application/json' },
    })
    expect(notJson.body.code).toBe(400)
    expect((await list(b.cookie)).total).toBe(0)
  })

  it('takes the country from the list only: a code (any case) or a listed English name is stored as the code', async () => {
    const c = await api.createShopper('addresses-country@shop.example')
    for (const [country, stored] of [
      ['ru', 'RU'],
      [' KZ ', 'KZ'],
      ['Russia', 'RU'],
      ['united kingdom', 'GB'],
    ] as const) {
      const { body } = await save(c.cookie, { ...valid, country })
      expect(body.code, `${country}: ${body.message}`).toBe(200)
      expect(body.data.country, country).toBe(stored)
      const detail = await get<Address>(`/api/front/address/detail/${body.data.id}`, c.cookie)
      expect(detail.body.data.country).toBe(stored)
    }
    for (const country of ['XX', 'Atlantis', 'Russia!', 'R', 'RUS', '7', 'Россия']) {
      const { body, response } = await save(c.cookie, { ...valid, country })
      expect(response.status, country).toBe(200)
      expect(body.code, country).toBe(400)
      expect(body.message, country).toBe('Please choose a country or region from the list')
    }
    const typed = await save(c.cookie, { ...valid, country: 42 })
    expect(typed.body.code).toBe(400)
    expect((await list(c.cookie)).total).toBe(4)
  })

  it('accepts numbers of other countries, and 5–15 digits without a dial code', async () => {
    const india = await save(b.cookie, {
      ...valid,
      countryCode: 91,
      phone: '9876543210',
      country: 'IN',
      postCode: '400001',
    })
    expect(india.body.code, india.body.message).toBe(200)
    expect(india.body.data.countryCode).toBe('+91')
    const uk = await save(b.cookie, {
      ...valid,
      countryCode: '+44',
      phone: '07911 123456',
      country: 'GB',
      postCode: 'SW1A 1AA',
    })
    expect(uk.body.code, uk.body.message).toBe(200)
    expect(uk.body.data.phone).toBe('7911123456')
    const none = await save(b.cookie, { ...valid, countryCode: '', phone: '12345' })
    expect(none.body.code, none.body.message).toBe(200)
    expect(none.body.data.countryCode).toBe('')
    const page = await list(b.cookie)
    expect(page.total).toBe(3)
    // Default first, then newest.
    expect(page.list.map((x) => x.id)).toEqual([india.body.data.id, none.body.data.id, uk.body.data.id])
    expect(page.list[0].isDefault).toBe(true)
  })

  it('keeps exactly one default: creating with isDefault, setting it, and deleting it', async () => {
    const second = (await save(a.cookie, { ...valid, realName: 'Second', isDefault: true })).body.data
    expect(second.isDefault).toBe(true)
    expect(await defaults(a.id)).toEqual([{ id: second.id }])
    let page = await list(a.cookie)
    expect(page.list[0].id).toBe(second.id)

    const third = (await save(a.cookie, { ...valid, realName: 'Third' })).body.data
    expect(third.isDefault).toBe(false)
    const set = await post('/api/front/address/default/set', a.cookie, { id: third.id })
    expect(set.body.code, set.body.message).toBe(200)
    expect(await defaults(a.id)).toEqual([{ id: third.id }])
    page = await list(a.cookie)
    expect(page.list[0].id).toBe(third.id)
    expect(page.list.filter((x) => x.isDefault)).toHaveLength(1)

    // Setting the default again is harmless; clearing it by an edit is not possible.
    expect((await post('/api/front/address/default/set', a.cookie, { id: String(third.id) })).body.code).toBe(200)
    const edited = await save(a.cookie, { ...third, isDefault: false, realName: 'Third edited' })
    expect(edited.body.data.isDefault).toBe(true)

    // Deleting the default makes the newest remaining address the default.
    const del = await post('/api/front/address/del', a.cookie, { id: third.id })
    expect(del.body.code, del.body.message).toBe(200)
    expect(await defaults(a.id)).toEqual([{ id: second.id }])
    const gone = await get(`/api/front/address/detail/${third.id}`, a.cookie)
    expect(gone.body.code).toBe(404)
    expect(gone.body.message).toBe('Address not found')
    // Soft delete: the row is still there, flagged.
    const [row] = await db().select().from(userAddresses).where(eq(userAddresses.id, third.id))
    expect(row.isDeleted).toBe(true)
    // A deleted address cannot be edited, set as default or deleted again.
    expect((await save(a.cookie, { ...valid, id: third.id })).body.code).toBe(404)
    expect((await post('/api/front/address/default/set', a.cookie, { id: third.id })).body).toMatchObject({
      code: 404,
      message: 'The address you chose as default does not exist',
    })
    expect((await post('/api/front/address/del', a.cookie, { id: third.id })).body.code).toBe(404)
  })

  it('lists all addresses as a plain array for order confirm (P3)', async () => {
    const { body } = await get<Address[]>('/api/pc/address/all/list', a.cookie)
    expect(body.code).toBe(200)
    expect(Array.isArray(body.data)).toBe(true)
    const page = await list(a.cookie)
    expect(body.data.map((x) => x.id)).toEqual(page.list.map((x) => x.id))
    expect(body.data[0].isDefault).toBe(true)
  })

  it("never shows or changes another user's addresses (IDOR)", async () => {
    const theirs = (await list(b.cookie)).list
    expect(theirs.length).toBeGreaterThan(0)
    const target = theirs[theirs.length - 1]
    const before = await db().select().from(userAddresses).where(eq(userAddresses.userId, b.id))

    const detail = await get(`/api/front/address/detail/${target.id}`, a.cookie)
    expect(detail.body).toMatchObject({ code: 404, message: 'Address not found', data: null })
    const edit = await save(a.cookie, { ...valid, id: target.id, realName: 'Hijacked' })
    expect(edit.body).toMatchObject({ code: 404, message: 'Address not found', data: null })
    const set = await post('/api/front/address/default/set', a.cookie, { id: target.id })
    expect(set.body.code).toBe(404)
    const del = await post('/api/front/address/del', a.cookie, { id: target.id })
    expect(del.body.code).toBe(404)

    const mine = await list(a.cookie)
    expect(mine.list.some((x) => theirs.some((t) => t.id === x.id))).toBe(false)
    const mineAll = await get<Address[]>('/api/pc/address/all/list', a.cookie)
    expect(mineAll.body.data.some((x) => theirs.some((t) => t.id === x.id))).toBe(false)

    const after = await db().select().from(userAddresses).where(eq(userAddresses.userId, b.id))
    expect(after).toEqual(before)
    // A's own default did not move to B's address either.
    expect((await defaults(a.id)).every((d) => !theirs.some((t) => t.id === d.id))).toBe(true)
  })

  it('refuses bad ids with 400', async () => {
    expect((await get('/api/front/address/detail/abc', a.cookie)).body.code).toBe(400)
    expect((await post('/api/front/address/del', a.cookie, {})).body.code).toBe(400)
    expect((await post('/api/front/address/default/set', a.cookie, { id: -1 })).body.code).toBe(400)
  })

  it('caps the address book at 20 addresses', async () => {
    const c = await api.createShopper('addresses-c@shop.example')
    for (let i = 0; i < 20; i++) {
      const { body } = await save(c.cookie, { ...valid, realName: `Name ${i}` })
      expect(body.code, body.message).toBe(200)
    }
    const over = await save(c.cookie, { ...valid, realName: 'One too many' })
    expect(over.body.code).toBe(400)
    expect(over.body.message).toMatch(/at most 20/)
    const page = await list(c.cookie)
    expect(page.total).toBe(20)
    expect(page.list).toHaveLength(20)
    expect(page.list.filter((x) => x.isDefault)).toHaveLength(1)
    // Updating still works at the cap.
    expect((await save(c.cookie, { ...page.list[5], realName: 'Renamed' })).body.code).toBe(200)
  })
})

describe('IP location for the new-address form (AD6)', () => {
  const ipInfo = (forwarded?: string) =>
    api.call<Record<string, string>>('/api/front/address/ip/info', {
      method: 'POST',
      headers: { cookie: a.cookie, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
    })

  it('answers the shop default for local, private and unknown addresses', async () => {
    for (const ip of [undefined, '127.0.0.1', '10.1.2.3', '192.168.0.10, 8.8.8.8', '::1', 'garbage']) {
      const { body } = await ipInfo(ip)
      expect(body.code, String(ip)).toBe(200)
      expect(body.data, String(ip)).toEqual({
        country_name: 'Russia',
        country_code: 'RU',
        country_calling_code: '+7',
        region: 'Moscow',
        city: 'Moscow',
      })
    }
  })

  it('locates the first X-Forwarded-For address from the built-in table', async () => {
    const us = await ipInfo('8.8.8.8, 10.0.0.1')
    expect(us.body.data).toMatchObject({ country_code: 'US', country_calling_code: '+1' })
    const india = await ipInfo('::ffff:49.36.1.2')
    expect(india.body.data).toMatchObject({ country_name: 'India', country_calling_code: '+91' })
  })
})
