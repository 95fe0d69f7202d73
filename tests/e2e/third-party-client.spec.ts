/**
 * A third-party CRMEB client (an app, the original PC client's server side, a script) — not our storefront — driven
 * through the contract over real HTTP against the built server: it signs in by header token (decision 13), browses,
 * fills its cart, pre-orders, creates an order, pays cash on delivery, reads its orders and logs out. It never holds
 * a cookie: everything rides on `Authori-zation`.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import { DEMO } from './support'

interface Envelope<T> {
  code: number
  message: string
  data: T
}
interface Page<T> {
  list: T[]
  total: number
}

/** The scripted client: contract headers, its own token, no cookie jar of ours. */
class ContractClient {
  token: string | null = null
  constructor(private readonly http: APIRequestContext) {}

  private headers() {
    const headers: Record<string, string> = { 'Form-type': 'pc', 'Token-Transport': 'header' }
    if (this.token) headers['Authori-zation'] = this.token
    return headers
  }

  async get<T>(path: string, expected = 200): Promise<T> {
    const response = await this.http.get(path, { headers: this.headers() })
    const body = (await response.json()) as Envelope<T>
    expect(body.code, `GET ${path}: ${body.message}`).toBe(expected)
    return body.data
  }

  async post<T>(
    path: string,
    data?: unknown,
  ): Promise<{ data: T; response: Awaited<ReturnType<APIRequestContext['post']>> }> {
    const response = await this.http.post(path, { headers: this.headers(), data: data ?? {} })
    const body = (await response.json()) as Envelope<T>
    expect(body.code, `POST ${path}: ${body.message}`).toBe(200)
    return { data: body.data, response }
  }
}

test('a scripted CRMEB client signs in by header token, buys cash on delivery and logs out', async ({
  playwright,
  baseURL,
}) => {
  const http = await playwright.request.newContext({ baseURL })
  const client = new ContractClient(http)

  // L2: password sign-in; the token comes in data.token and no cookie is set.
  const login = await client.post<{ token: string }>('/api/front/login/mobile/password', {
    countryCode: '+7',
    phone: DEMO.phone,
    password: DEMO.password,
  })
  expect(login.data.token).toMatch(/^[\w-]{20,}$/)
  expect(
    login.response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('token=')),
  ).toEqual([])
  client.token = login.data.token
  expect((await client.get<{ email: string }>('/api/front/user/info')).email).toBe(DEMO.email)
  expect(await client.post<boolean>('/api/front/login/token/is/exist').then((r) => r.data)).toBe(true)

  // Browse: P1 home, K2 index products, S1 hot keywords, K4 search, K5 detail.
  const home = await client.get<{ shopPayCurrency: string }>('/api/pc/home/index')
  expect(JSON.parse(home.shopPayCurrency)).toHaveProperty('symbol')
  const index = await client.get<Page<{ id: number; storeName: string }>>('/api/front/index/product?page=1&limit=13')
  expect(index.list.length).toBeGreaterThan(0)
  expect(Array.isArray(await client.get<unknown[]>('/api/front/search/keyword'))).toBe(true)
  const word = index.list[0].storeName.split(/\s+/)[0]
  const found = await client.get<Page<{ id: number }>>(
    `/api/front/product/list?keyword=${encodeURIComponent(word)}&cid=&page=1&limit=20&minPrice=&maxPrice=&priceOrder=&salesOrder=`,
  )
  expect(found.total).toBeGreaterThan(0)

  let chosen: { productId: number; skuId: number; price: string } | null = null
  for (const card of [...found.list, ...index.list]) {
    const detail = await client.get<{
      productInfo: { id: number; minBuy?: number }
      productValue: Record<string, { id: number; stock: number; price: string }>
    }>(`/api/front/product/detail/${card.id}`)
    const sku = Object.values(detail.productValue).find((value) => value.stock >= 2)
    if (sku && (detail.productInfo.minBuy ?? 1) <= 1) {
      chosen = { productId: card.id, skuId: sku.id, price: sku.price }
      break
    }
  }
  expect(chosen, 'a product with stock').not.toBeNull()
  if (!chosen) return

  // CA3 add, CA2 badge, CA1 list.
  await client.post('/api/front/cart/save', [
    { productId: chosen.productId, cartNum: 1, productAttrUnique: chosen.skuId },
  ])
  expect((await client.get<{ count: number }>('/api/front/cart/count?numType=true&type=total')).count).toBeGreaterThan(
    0,
  )
  const groups = await client.get<{ cartInfoList: { id: number; productAttrUnique: number | string }[] }[]>(
    '/api/front/cart/list?isValid=true',
  )
  const line = groups
    .flatMap((group) => group.cartInfoList)
    .find((item) => Number(item.productAttrUnique) === chosen.skuId)
  expect(line, 'the added cart line').toBeDefined()

  // AD3 an address, then O1 pre-order from the cart, O2 load it, PY1 pay methods, O3 price, O4 create.
  await client.post('/api/front/address/edit', {
    realName: 'Third Party',
    email: 'client@partner.example',
    phone: '9001234567',
    countryCode: 7,
    country: 'Russia',
    detail: 'Tverskaya 7',
    postCode: '125009',
    isDefault: true,
  })
  const addresses = await client.get<{ id: number; isDefault: boolean }[]>('/api/pc/address/all/list')
  const address = addresses.find((a) => a.isDefault) ?? addresses[0]
  const pre = await client.post<{ preOrderNo: string }>('/api/front/order/pre/order', {
    preOrderType: 'shoppingCart',
    orderDetails: [{ shoppingCartId: line?.id }],
  })
  const loaded = await client.get<{ orderList: { orderInfoList: { productId: number }[] }[]; payFee: string }>(
    `/api/front/order/load/pre/${pre.data.preOrderNo}`,
  )
  expect(loaded.orderList.flatMap((o) => o.orderInfoList).map((i) => i.productId)).toContain(chosen.productId)
  expect((await client.get<{ codSwitch: boolean }>('/api/front/pay/method')).codSwitch).toBe(true)
  const priced = await client.post<{ payFee: string }>('/api/front/order/computed/price', {
    preOrderNo: pre.data.preOrderNo,
    addressId: address.id,
    couponId: '',
  })
  expect(priced.data.payFee).toBe(loaded.payFee)
  const created = await client.post<{ orderNo: string }>('/api/front/order/create', {
    preOrderNo: pre.data.preOrderNo,
    addressId: address.id,
    couponId: null,
    payType: 'cod',
    payChannel: 'pc',
    realName: 'Third Party',
    phone: '9001234567',
    email: 'client@partner.example',
    mark: 'scripted client',
  })
  const orderNo = created.data.orderNo
  // O6: waiting for payment until PY2.
  expect(
    (await client.get<Page<{ orderNo: string }>>('/api/front/order/await/pay/list?page=1&limit=10')).list.map(
      (o) => o.orderNo,
    ),
  ).toContain(orderNo)

  // PY2 cash on delivery; the order leaves "to pay" and shows under "to ship" (O7 type 1).
  await client.post('/api/front/pay/payment', { orderNo, payType: 'cod', payChannel: 'pc' })
  expect(
    (await client.get<Page<{ orderNo: string }>>('/api/front/order/await/pay/list?page=1&limit=10')).list.map(
      (o) => o.orderNo,
    ),
  ).not.toContain(orderNo)
  const master = await client.get<{ orderList: { orderNo: string }[] }>(`/api/front/order/master/detail/${orderNo}`)
  const merchantOrderNos = master.orderList.map((o) => o.orderNo)
  const toShip = await client.get<Page<{ orderNo: string; payType: string }>>(
    '/api/front/order/list?page=1&limit=10&type=1',
  )
  expect(toShip.list.filter((o) => merchantOrderNos.includes(o.orderNo)).map((o) => o.payType)).toEqual(
    merchantOrderNos.map(() => 'cod'),
  )

  // L9 logout by GET revokes the header token.
  await client.get('/api/front/login/logout')
  await client.get('/api/front/user/info', 401)
  await http.dispose()
})

test('with CORS_ORIGINS empty (the default) a foreign page’s pre-flight gets no CORS header over real HTTP', async ({
  request,
}) => {
  const response = await request.fetch('/api/front/cart/save', {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://pc.partner.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authori-zation,form-type',
    },
  })
  expect(response.status()).toBe(403)
  expect(Object.keys(response.headers()).filter((name) => name.startsWith('access-control-'))).toEqual([])
})
