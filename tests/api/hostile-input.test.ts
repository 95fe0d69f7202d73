// @database-sensitive: dialect: NUL and lone surrogates in text through each driver
/**
 * Security finding 4: invalid text anywhere (NUL, lone surrogates, bad percent-encoding, overlong or oversized
 * input) is a 400 with a message, or cleaned where that is harmless (search words): never a 500, and nothing in
 * the database changes. Runs on PGlite and PostgreSQL (PostgreSQL text cannot hold U+0000).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_INPUT, checkoutFixtures } from './support/checkout-fixtures'
import { changedTables, tableChecksums } from './support/checksum'
import { type CallInit, ok, useApiHarness } from './support/harness'

const api = useApiHarness()
const fx = checkoutFixtures(api)

interface Page {
  total: number
  list: { id: number }[]
}

let cookie: string
let addressId: number
let preOrderNo: string

beforeAll(async () => {
  const buyer = await fx.newBuyer('hostile')
  cookie = buyer.cookie
  addressId = buyer.addressId
  const [[sku]] = await fx.pickSkus(1, 1)
  await fx.setSku(sku, { stock: 50 })
  const { body } = await api.post<{ preOrderNo: string }>(
    '/api/front/order/pre/order',
    { preOrderType: 'buyNow', orderDetails: [{ attrValueId: sku.skuId, productId: sku.productId, productNum: 1 }] },
    { as: cookie },
  )
  expect(body.code, body.message).toBe(200)
  preOrderNo = body.data.preOrderNo
})

const address = ADDRESS_INPUT

type Row = { name: string; path: string; init?: () => CallInit; signedIn?: boolean; message?: RegExp }

/** Each example of the finding, and its relatives: every one must be a 400 envelope (or plain 400 for media). */
const refused: Row[] = [
  {
    name: 'NUL in a new address name',
    path: '/api/front/address/edit',
    signedIn: true,
    init: () => ({ method: 'POST', json: { ...address, realName: 'Iv\u0000an' } }),
  },
  {
    name: 'NUL in an edited address detail',
    path: '/api/front/address/edit',
    signedIn: true,
    init: () => ({ method: 'POST', json: { ...address, id: addressId, detail: 'Tverskaya\u0000 1' } }),
  },
  {
    name: 'lone surrogate in an address country',
    path: '/api/front/address/edit',
    signedIn: true,
    init: () => ({ method: 'POST', json: { ...address, country: 'Rus\ud800sia' } }),
  },
  {
    name: 'NUL in an order remark',
    path: '/api/front/order/create',
    signedIn: true,
    init: () => ({
      method: 'POST',
      json: { preOrderNo, addressId, payType: 'cod', payChannel: 'pc', mark: 'leave at\u0000 the door' },
    }),
  },
  {
    name: 'NUL in a pay order number',
    path: '/api/front/pay/payment',
    signedIn: true,
    init: () => ({ method: 'POST', json: { orderNo: 'PT\u0000123', payType: 'cod', payChannel: 'pc' } }),
  },
  { name: 'NUL in a pay result path', path: '/api/front/pay/result/PT%00123', signedIn: true },
  { name: 'NUL in an order number path', path: '/api/front/order/detail/%00', signedIn: true },
  {
    name: 'NUL in a refund remark',
    path: '/api/front/order/refund',
    signedIn: true,
    init: () => ({
      method: 'POST',
      json: { orderNo: 'SH1', text: 'Other', refund_reason_wap_explain: 'bro\u0000ken' },
    }),
  },
  {
    name: 'a lone surrogate in a refund reason',
    path: '/api/front/order/refund',
    signedIn: true,
    init: () => ({ method: 'POST', json: { orderNo: 'SH1', text: 'Oth\ud800er' } }),
  },
  {
    name: 'NUL in a review',
    path: '/api/front/order/comment',
    signedIn: true,
    init: () => ({
      method: 'POST',
      json: { orderInfoId: 1, orderNo: 'SH1', star: 5, comment: 'go\u0000od', pics: '' },
    }),
  },
  { name: 'NUL in a logistics path', path: '/api/front/order/express/SH%00', signedIn: true },
  {
    name: 'NUL in the outbox filter',
    path: '/api/front/dev/outbox?to=a%00b%40example.com',
    message: /^The recipient contains characters that are not allowed$/,
  },
  {
    name: 'NUL in a nickname',
    path: '/api/front/user/edit',
    signedIn: true,
    init: () => ({ method: 'POST', json: { nickname: 'Ni\u0000ck' } }),
  },
  {
    name: 'NUL in a login e-mail',
    path: '/api/front/login/email',
    init: () => ({ method: 'POST', json: { email: 'a\u0000@example.com', password: 'x' } }),
  },
  {
    name: 'NUL in the captcha e-mail',
    path: '/api/front/login/email/captcha',
    init: () => ({ method: 'POST', json: 'new\u0000buyer@example.com' }),
  },
  {
    name: 'NUL in a JSON field name',
    path: '/api/front/cart/num',
    signedIn: true,
    init: () => ({ method: 'POST', json: { 'id\u0000': 1, number: 1 } }),
  },
  { name: 'bad percent-encoding in an API path', path: '/api/front/product/detail/%ZZ', message: /path/ },
  { name: 'bad percent-encoding in an unknown API path', path: '/api/%E0%A4%A', message: /path/ },
  { name: 'bad percent-encoding in a query', path: '/api/front/product/list?keyword=%ZZ', message: /query string/ },
  {
    name: 'a lone surrogate encoded in a query (invalid UTF-8)',
    path: '/api/front/product/list?keyword=%ED%A0%80',
    message: /query string/,
  },
  { name: 'a NUL in a query key', path: '/api/front/product/list?key%00word=a', message: /query string/ },
  {
    name: 'an oversized query string',
    path: `/api/front/product/list?keyword=a&junk=${'x'.repeat(5000)}`,
    message: /4096/,
  },
  {
    name: 'an overlong keyword',
    path: `/api/front/product/list?keyword=${'a'.repeat(101)}`,
    message: /^The search text must be at most 100 characters$/,
  },
  {
    name: 'deeply nested JSON',
    path: '/api/front/cart/delete',
    signedIn: true,
    init: () => ({
      method: 'POST',
      body: `{"ids":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      headers: { 'content-type': 'application/json' },
    }),
  },
  {
    name: 'a huge JSON body',
    path: '/api/front/address/edit',
    signedIn: true,
    init: () => ({ method: 'POST', json: { ...address, detail: 'x'.repeat(300 * 1024) } }),
    message: /larger than/,
  },
  {
    name: 'an overlong JSON string',
    path: '/api/front/address/edit',
    signedIn: true,
    init: () => ({ method: 'POST', json: { ...address, detail: 'x'.repeat(6000) } }),
  },
  {
    name: 'a body that is not UTF-8',
    path: '/api/front/login/email',
    init: () => ({
      method: 'POST',
      body: new Uint8Array([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
      headers: { 'content-type': 'application/json' },
    }),
    message: /UTF-8/,
  },
]

/** Media paths answer plain 400/404, never a 500 or an envelope with code 500. */
const media: string[] = [
  '/media/%00',
  '/media/a%00b.png',
  '/media/%ZZ',
  '/media/uploads/%00',
  '/media/uploads/a%00b.png',
  '/media/uploads/%ZZ',
  '/media/%25ZZ',
  '/media/..%2F..%2Fetc%2Fpasswd',
]

describe('hostile input is a 400 and changes nothing', () => {
  // The tables as the previous row left them: a refusal changes nothing, so a row's "after" is the next row's
  // "before" (one checksum of every table a row instead of two). Only a row that passed hands its checksum on, so a
  // row that wrote something still fails itself, and the next row starts from a fresh checksum.
  let tables: Record<string, string> | undefined
  it.each(refused)('$name', async ({ path, init, signedIn, message }) => {
    const before = tables ?? (await tableChecksums(api.handle.db))
    tables = undefined
    const request = init?.() ?? {}
    const { body, response } = await api.call(path, {
      ...request,
      headers: { ...(request.headers as object), ...(signedIn ? { cookie } : {}) },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('json')
    expect(body.code, body.message).toBe(400)
    expect(body.message).not.toMatch(/system error/i)
    if (message) expect(body.message).toMatch(message)
    const after = await tableChecksums(api.handle.db)
    expect(changedTables(before, after)).toEqual([])
    tables = after
  })

  it.each(media)('media path %s is a plain 400 or 404', async (path) => {
    const { response } = await api.call(path)
    expect([400, 404]).toContain(response.status)
    expect(response.headers.get('content-type') ?? '').not.toContain('json')
  })

  it.each(['token=%00', 'token=%E2%80%AE', 'token=a%0Ab', 'token=%ZZ'])(
    'a forged cookie %s is no session, not a 500',
    async (forged) => {
      const { body, response } = await api.get('/api/front/user/info', { as: forged })
      expect(response.status).toBe(200)
      expect(body.code).toBe(401)
    },
  )

  it('an unknown API path is a 404 envelope', async () => {
    const { body, response } = await api.call('/api/front/no/such/thing?x=1')
    expect(response.status).toBe(200)
    expect(body.code).toBe(404)
  })
})

describe('search words are cleaned, not refused', () => {
  const search = async (path: string) => {
    return ok(await api.call<Page>(path))
  }

  it.each([
    ['product search', '/api/front/product/list?keyword=', 'phone'],
    ['merchant search', '/api/front/merchant/search/list?keyword=', 'shop'],
  ])('%s: control characters are stripped and the rest searched', async (_name, base, word) => {
    const clean = await search(`${base}${word}`)
    for (const dirty of [`%00${word}`, `${word}%00`, `%01${word}%1F`, `${word}%0A`]) {
      const cleaned = await search(`${base}${dirty}`)
      expect(cleaned.total).toBe(clean.total)
      expect(cleaned.list.map((item) => item.id)).toEqual(clean.list.map((item) => item.id))
    }
  })

  it('a keyword that is only control characters searches everything', async () => {
    const all = await search('/api/front/product/list')
    expect((await search('/api/front/product/list?keyword=%00%00')).total).toBe(all.total)
  })
})
