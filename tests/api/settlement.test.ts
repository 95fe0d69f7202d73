// @database-sensitive: concurrency: two concurrent applications, a partial unique index
/**
 * Merchant settlement (C3, M8–M10, §4.5): validation of every field, the e-mail code, one pending application per
 * shopper (also under concurrency), images only the applicant's own uploads, resubmission after a rejection, and
 * the operator's approve / reject with their notices.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import type { SettlementApplication, SettlementRecord } from '~/contract'
import { issueCode } from '~/server/auth/codes'
import { merchantApplications, notices, uploads } from '~/server/db/schema'
import { runOpsCommand } from '~/server/ops/commands'
import { CookieJar, expectCode, ok, type Shopper, useApiHarness } from './support/harness'

const uploadDir = mkdtempSync(path.join(tmpdir(), 'settlement-test-'))
process.env.UPLOAD_DIR = uploadDir
resetConfig()

const api = useApiHarness()
const db = () => api.handle.db
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e1d1b5d50000000049454e44ae426082',
  'hex',
)

afterAll(() => {
  rmSync(uploadDir, { recursive: true, force: true })
  delete process.env.UPLOAD_DIR
  resetConfig()
})

async function upload(shopper: Shopper, model = 'qualification'): Promise<string> {
  const form = new FormData()
  form.append('multipart', new File([new Uint8Array(PNG)], 'licence.png', { type: 'image/png' }))
  const answer = await api.call<{ url: string }>(`/api/front/upload/image?model=${model}`, {
    method: 'POST',
    body: form,
    headers: { cookie: shopper.cookie },
  })
  return ok(answer).url
}

let n = 0
/** Each issued code is a minute later than the last (the 60 s resend rule), so the newest is always the one sent. */
let tick = 0
async function applicant(model = 'qualification') {
  const email = `settle-${++n}@shop.example`
  const shopper = await api.createShopper(email)
  return { shopper, email, image: await upload(shopper, model) }
}

type Applicant = Awaited<ReturnType<typeof applicant>>
const body = async (a: Applicant, extra: Record<string, unknown> = {}) => ({
  name: 'Volga Textiles LLC',
  realName: 'Anna Petrova',
  countryCode: '+7',
  phone: '9001234567',
  email: a.email,
  captcha:
    'captcha' in extra
      ? extra.captcha
      : await issueCode(db(), a.email, 'settle', new Date(Date.now() + 61_000 * ++tick)),
  categoryId: 1,
  typeId: 1,
  handlingFee: '0.01',
  qualificationPicture: JSON.stringify([a.image]),
  agreement: true,
  ...extra,
})
const apply = (a: Applicant, json: unknown) =>
  api.post<{ id: number }>('/api/front/merchant/settled/apply', json, { as: a.shopper })
const records = (a: Applicant) =>
  api.get<{ list: SettlementRecord[]; total: number }>('/api/front/merchant/settled/record', { as: a.shopper })
const count = async (a: Applicant) =>
  (await db().select().from(merchantApplications).where(eq(merchantApplications.userId, a.shopper.id))).length

let first: Applicant
beforeAll(async () => {
  first = await applicant()
})

describe('merchant settlement application (M8)', () => {
  it.each([
    ['name', '', 'Please enter the company name'],
    ['name', 'x'.repeat(51), 'The company name must be at most 50 characters'],
    ['realName', '  ', 'Please enter your real name'],
    ['phone', '', 'Please enter your phone number'],
    ['phone', '12', 'Please enter a valid phone number'],
    ['email', 'not-an-email', 'Please enter a valid e-mail'],
    ['captcha', '', 'Please enter the verification code'],
    ['captcha', '12ab', 'The verification code is 6 digits'],
    ['categoryId', '', 'Please choose a merchant classification'],
    ['categoryId', 999, 'Please choose a merchant classification'],
    ['typeId', 0, 'Please choose a store type'],
    ['typeId', 999, 'Please choose a store type'],
    ['qualificationPicture', '[]', 'Please upload the qualification images'],
    ['qualificationPicture', JSON.stringify(Array(6).fill('/media/x.png')), 'At most 5 qualification images'],
    ['agreement', false, 'Please read and agree to the settlement agreement'],
  ])('refuses %s = %j with a 400 that stores nothing', async (field, value, message) => {
    expectCode(await apply(first, await body(first, { [field]: value })), 400, new RegExp(`${message}$`))
    expect(await count(first)).toBe(0)
  })

  it('refuses a wrong code and an expired one', async () => {
    const json = await body(first)
    expectCode(
      await apply(first, { ...json, captcha: json.captcha === '000000' ? '111111' : '000000' }),
      400,
      /incorrect or has expired/,
    )
    const b = await applicant()
    const old = await issueCode(db(), b.email, 'settle', new Date(Date.now() - 3600_000 * 24))
    expectCode(await apply(b, await body(b, { captcha: old })), 400, /incorrect or has expired/)
    expect(await count(first)).toBe(0)
    expect(await count(b)).toBe(0)
  })

  it('refuses images that are not the applicant’s own private uploads', async () => {
    const other = await applicant()
    const avatar = await upload(first.shopper, 'avatar')
    for (const images of [[other.image], [avatar], ['https://evil.example/x.png']])
      expectCode(
        await apply(first, await body(first, { qualificationPicture: JSON.stringify(images) })),
        400,
        /images you uploaded/,
      )
    expect(await count(first)).toBe(0)
  })

  it('sends a code by e-mail (C3) under the resend rule', async () => {
    const a = await applicant()
    const jar = new CookieJar()
    const sent = await api.call('/api/front/captcha/email/merchant/settled', {
      method: 'POST',
      body: JSON.stringify(a.email),
      headers: { 'content-type': 'application/json' },
      jar,
    })
    ok(sent)
    // The 60 s resend rule now holds for this address and purpose.
    expectCode(
      await api.call('/api/front/captcha/email/merchant/settled', {
        method: 'POST',
        body: JSON.stringify(a.email),
        headers: { 'content-type': 'application/json' },
        jar,
      }),
      400,
      /Please wait/,
    )
    expectCode(
      await api.call('/api/front/captcha/email/merchant/settled', {
        method: 'POST',
        body: JSON.stringify('nope'),
        headers: { 'content-type': 'application/json' },
        jar,
      }),
      400,
    )
  })

  it('accepts the contract’s own body: no dial code, the country as the reference client names it', async () => {
    for (const [country, phone, dialCode] of [
      ['India (भारत)', '9876543210', '+91'],
      ['Россия', '9001234567', '+7'],
      ['ES', '612345678', '+34'],
    ] as const) {
      const a = await applicant()
      const { countryCode: _, ...contract } = await body(a, {
        country,
        phone,
        address: 'Main street 1',
        keywords: 'textiles',
      })
      const id = ok(await apply(a, contract)).id
      const [row] = await db().select().from(merchantApplications).where(eq(merchantApplications.id, id))
      expect(row).toMatchObject({ countryCode: dialCode, phone })
    }
    const a = await applicant()
    const { countryCode: _, ...nameless } = await body(a, { country: 'Atlantis' })
    expectCode(await apply(a, nameless), 400, 'Please choose the country of the phone number')
  })

  it('stores an application to be reviewed, with the category’s fee and private images, and refuses a second one', async () => {
    const id = ok(await apply(first, await body(first, { handlingFee: '-5' }))).id
    const [row] = await db().select().from(merchantApplications).where(eq(merchantApplications.id, id))
    expect(row).toMatchObject({
      userId: first.shopper.id,
      auditStatus: 1,
      name: 'Volga Textiles LLC',
      countryCode: '+7',
      phone: '9001234567',
    })
    expect(row.handlingFee).not.toBe('-5.00')
    const [img] = await db()
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, new URL(first.image).pathname.slice('/media/'.length)))
    expect(img).toMatchObject({ userId: first.shopper.id, purpose: 'qualification' })
    expectCode(await apply(first, await body(first)), 400, /already have a merchant application under review/)
    expect(ok(await records(first)).list).toMatchObject([{ id, auditStatus: 1, denialReason: '' }])
  })

  it('lets exactly one of two concurrent applications through, and the database refuses a second pending row', async () => {
    const a = await applicant()
    const json = await body(a)
    const answers = await Promise.all([apply(a, json), apply(a, json)])
    expect(answers.map((x) => x.body.code).sort()).toEqual([200, 400])
    expect(await count(a)).toBe(1)
    const [row] = await db().select().from(merchantApplications).where(eq(merchantApplications.userId, a.shopper.id))
    const { id: _id, createdAt: _at, ...copy } = row
    await expect(db().insert(merchantApplications).values(copy)).rejects.toThrow()
    expect(await count(a)).toBe(1)
  })
})

describe('review through the operator commands', () => {
  it('rejects with a reason and a notice, allows a prefilled resubmission, then approves', async () => {
    // Uploaded the way the reference client does (model=product): the application keeps it private all the same.
    const a = await applicant('product')
    const id = ok(await apply(a, await body(a))).id
    await expect(
      runOpsCommand(db(), { command: 'settlement-reject', id, reason: 'The licence is unreadable' }),
    ).resolves.toMatchObject({ auditStatus: 3 })
    await expect(runOpsCommand(db(), { command: 'settlement-approve', id })).rejects.toThrow('already been reviewed')
    expect(ok(await records(a)).list[0]).toMatchObject({
      id,
      auditStatus: 3,
      denialReason: 'The licence is unreadable',
    })
    const full = ok(await api.get<SettlementApplication>(`/api/front/merchant/settled/record/${id}`, { as: a.shopper }))
    expect(full).toMatchObject({ realName: 'Anna Petrova', email: a.email, qualificationPicture: [a.image] })

    const again = ok(
      await apply(a, await body(a, { qualificationPicture: JSON.stringify(full.qualificationPicture) })),
    ).id
    await runOpsCommand(db(), { command: 'settlement-approve', id: again })
    expect(ok(await records(a)).list.map((r) => [r.id, r.auditStatus])).toEqual([
      [again, 2],
      [id, 3],
    ])
    const mine = await db()
      .select()
      .from(notices)
      .where(and(eq(notices.userId, a.shopper.id)))
    expect(mine.map((x) => [x.title, x.link])).toEqual(
      expect.arrayContaining([
        ['Merchant application not approved', '/users/application_record'],
        ['Merchant application approved', '/users/application_record'],
      ]),
    )
    const listed = (await runOpsCommand(db(), { command: 'settlement-list', status: '2', limit: 10 })) as {
      id: number
    }[]
    expect(listed.map((r) => r.id)).toContain(again)
  })

  it('answers a missing application with a 400', async () => {
    await expect(runOpsCommand(db(), { command: 'settlement-approve', id: 999999 })).rejects.toThrow(
      'Application not found',
    )
  })

  it('serves the agreement (M10) to anyone', async () => {
    expect(ok(await api.get<{ agreement: string }>('/api/front/merchant/settled/agreement')).agreement).toContain(
      '15 working days',
    )
  })
})
