/**
 * A strict CRMEB backend, built only from the CRMEB client reference in docs/api.md (§3 calls, §5 shapes), with none of this
 * project's extensions: no `couponIds`, `isUseIntegral`, `payStatus`, bank transfer, PY6–PY8, points or notices, no
 * POST logout. It refuses the extension fields outright, so a storefront that still sent them would fail. It
 * shares nothing with src/server. In-memory; `node tests/support/strict-crmeb/server.ts` (PORT, HOST) serves it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { CATEGORIES, type FakeProduct, MERCHANTS, OWNED_COUPON, PRODUCTS, SHOPPER } from './catalogue.ts'
import { createStore, type Store, StoreFailure } from './store.ts'

type Json = Record<string, unknown>
type Handler = (
  req: { query: URLSearchParams; body: unknown; userId: number | null; params: string[] },
  store: Store,
) => unknown

const fail = (code: number, message: string): never => {
  throw new StoreFailure(code, message)
}
const card = (p: FakeProduct) => ({
  id: p.id,
  image: p.image,
  storeName: p.storeName,
  price: p.price,
  otPrice: p.otPrice,
  sales: p.sales,
  ficti: p.ficti,
})
const page = <T>(all: T[], query: URLSearchParams) => {
  const limit = Math.max(1, Number(query.get('limit') || 20))
  const current = Math.max(1, Number(query.get('page') || 1))
  return {
    page: current,
    limit,
    total: all.length,
    totalPage: Math.ceil(all.length / limit),
    list: all.slice((current - 1) * limit, current * limit),
  }
}
const user = (userId: number | null) => userId ?? fail(401, 'Please log in')
const product = (id: number) => PRODUCTS.find((p) => p.id === id) ?? fail(404, 'Product not found')

/** Extension fields this backend does not know: it refuses them, as a strict server would. */
function refuseExtensions(body: unknown, fields: string[]) {
  for (const field of fields) if (body && typeof body === 'object' && field in body) fail(400, `Unknown field ${field}`)
}

const routes: [string, RegExp, Handler][] = [
  // The first lines of a page ask these; the shapes are docs/api.md §3 (#ref-3).
  [
    'POST',
    /^\/api\/front\/login\/email$/,
    ({ body }, store) => {
      const { email, password } = body as Json
      if (email !== SHOPPER.email || password !== SHOPPER.password) fail(400, 'Wrong account or password')
      return { token: store.issueToken(SHOPPER.id) }
    },
  ],
  [
    'POST',
    /^\/api\/front\/login\/mobile\/password$/,
    ({ body }, store) => {
      const { phone, password } = body as Json
      if (phone !== SHOPPER.phone || password !== SHOPPER.password) fail(400, 'Wrong account or password')
      return { token: store.issueToken(SHOPPER.id) }
    },
  ],
  ['GET', /^\/api\/front\/login\/logout$/, () => null],
  [
    'GET',
    /^\/api\/front\/login\/method\/info$/,
    () => ({ facebookOpen: false, facebookAppId: '', visitorOpen: false, agreement: '<p>Strict agreement.</p>' }),
  ],
  ['POST', /^\/api\/front\/login\/token\/is\/exist$/, ({ userId }) => userId !== null],
  [
    'GET',
    /^\/api\/front\/user\/info$/,
    ({ userId }) => {
      user(userId)
      return { avatar: '', nickname: SHOPPER.nickname, phone: SHOPPER.phone, email: SHOPPER.email, userType: 'email' }
    },
  ],
  [
    'GET',
    /^\/api\/front\/user\/menu\/user$/,
    () => ({ routine_my_menus: [{ id: 111, name: 'My Order', pc_url: '/users/order_list' }] }),
  ],
  [
    'GET',
    /^\/api\/pc\/home\/index$/,
    () => ({
      banner: [{ id: 1, pic: PRODUCTS[0].image }],
      shopPayCurrency: JSON.stringify({ symbol: '€' }),
      shopStreetHeaderImag: '',
      logoUrl: '',
      consumerType: 'email',
      consumerH5Url: '',
      consumerMessage: '',
      consumerHotline: '',
      consumerEmail: 'help@crmeb.example',
      bastBanner: [],
      recommendImage: '',
    }),
  ],
  ['GET', /^\/api\/pc\/login\/getLoginPic$/, () => ({ loginLeftImage: '' })],
  ['GET', /^\/api\/front\/product\/category$/, () => CATEGORIES],
  ['GET', /^\/api\/front\/index\/product$/, ({ query }) => page(PRODUCTS.map(card), query)],
  [
    'GET',
    /^\/api\/front\/product\/leaderboard$/,
    () => [...PRODUCTS].sort((a, b) => b.sales + b.ficti - a.sales - a.ficti).map(card),
  ],
  [
    'GET',
    /^\/api\/front\/product\/list$/,
    ({ query }) => {
      const keyword = (query.get('keyword') ?? '').trim().toLowerCase()
      const cid = Number(query.get('cid') || 0)
      const found = PRODUCTS.filter(
        (p) =>
          (!keyword || p.storeName.toLowerCase().includes(keyword)) &&
          (!cid || p.cid === cid || Math.floor(p.cid / 10) === cid || Math.floor(p.cid / 100) === cid),
      )
      return page(found.map(card), query)
    },
  ],
  [
    'GET',
    /^\/api\/front\/search\/keyword$/,
    () => [
      { id: 1, title: 'jacket' },
      { id: 2, title: 'kettle' },
    ],
  ],
  [
    'GET',
    /^\/api\/front\/product\/detail\/(\d+)$/,
    ({ params }) => {
      const p = product(Number(params[0]))
      const merchant = MERCHANTS.find((m) => m.id === p.merId)
      return {
        productInfo: {
          id: p.id,
          storeName: p.storeName,
          price: p.price,
          otPrice: p.otPrice,
          sliderImage: JSON.stringify([p.image]),
          storeInfo: 'Documented\nStrict',
          content: `<p>${p.storeName} from the strict catalogue.</p>`,
          merId: p.merId,
          stock: p.skus.reduce((sum, s) => sum + s.stock, 0),
          image: p.image,
          unitName: 'piece',
          sales: p.sales,
          ficti: p.ficti,
        },
        productAttr: [{ attrName: p.attrName, attrValues: p.skus.map((s) => s.key).join(',') }],
        productValue: Object.fromEntries(
          p.skus.map((s) => [
            s.key,
            {
              id: s.id,
              price: s.price,
              otPrice: s.otPrice,
              stock: s.stock,
              image: p.image,
              unique: String(s.id),
              suk: s.key,
            },
          ]),
        ),
        merchantInfo: {
          id: merchant?.id,
          name: merchant?.name,
          avatar: merchant?.avatar,
          starLevel: 5,
          isSelf: false,
          typeId: 1,
          isCollect: false,
          proList: PRODUCTS.filter((x) => x.merId === p.merId).map(card),
        },
        userCollect: false,
        guaranteeList: [],
      }
    },
  ],
  ['GET', /^\/api\/front\/product\/reply\/list\/(\d+)$/, ({ query }) => page([], query)],
  [
    'GET',
    /^\/api\/front\/product\/reply\/config\/(\d+)$/,
    () => ({ sumCount: 0, replyStar: 5, replyChance: '100', goodCount: 0, inCount: 0, poorCount: 0 }),
  ],
  [
    'GET',
    /^\/api\/front\/merchant\/customer\/service\/info\/(\d+)$/,
    () => ({
      serviceType: 'email',
      serviceLink: '',
      serviceMessage: '',
      servicePhone: '',
      serviceEmail: 'shop@crmeb.example',
    }),
  ],
  ['GET', /^\/api\/front\/activity\/index\/list$/, () => []],
  [
    'GET',
    /^\/api\/front\/merchant\/street$/,
    ({ query }) =>
      page(
        MERCHANTS.map((m) => ({
          id: m.id,
          name: m.name,
          avatar: m.avatar,
          starLevel: 5,
          proList: PRODUCTS.filter((p) => p.merId === m.id).map(card),
        })),
        query,
      ),
  ],
  ['GET', /^\/api\/front\/coupons$/, ({ query }) => page([], query)],
  [
    'GET',
    /^\/api\/front\/coupons\/order\/(\w+)$/,
    ({ params, userId }, store) => {
      const pre = store.preOrder(user(userId), params[0])
      return [{ ...OWNED_COUPON, disabled: Number(pre.proTotalFee) < Number(OWNED_COUPON.minPrice) }]
    },
  ],
  [
    'GET',
    /^\/api\/front\/cart\/list$/,
    ({ query, userId }, store) => store.cartGroups(user(userId), query.get('isValid') !== 'false'),
  ],
  ['GET', /^\/api\/front\/cart\/count$/, ({ userId }, store) => ({ count: store.cartCount(user(userId)) })],
  [
    'POST',
    /^\/api\/front\/cart\/save$/,
    ({ body, userId }, store) => {
      if (!Array.isArray(body)) fail(400, 'The body must be an array')
      for (const item of body as Json[])
        store.addToCart(user(userId), Number(item.productId), Number(item.productAttrUnique), Number(item.cartNum))
      return null
    },
  ],
  [
    'POST',
    /^\/api\/front\/cart\/num$/,
    ({ body, userId }, store) =>
      store.setCartNum(user(userId), Number((body as Json).id), Number((body as Json).number)),
  ],
  [
    'POST',
    /^\/api\/front\/cart\/delete$/,
    ({ body, userId }, store) => store.deleteCart(user(userId), ((body as Json).ids as number[]) ?? []),
  ],
  [
    'POST',
    /^\/api\/front\/order\/pre\/order$/,
    ({ body, userId }, store) => ({ preOrderNo: store.createPreOrder(user(userId), body as Json) }),
  ],
  [
    'GET',
    /^\/api\/front\/order\/load\/pre\/(\w+)$/,
    ({ params, userId }, store) => store.preOrder(user(userId), params[0]),
  ],
  [
    'POST',
    /^\/api\/front\/order\/computed\/price$/,
    ({ body, userId }, store) => {
      refuseExtensions(body, ['couponIds', 'isUseIntegral'])
      const { preOrderNo, couponId } = body as Json
      return store.price(user(userId), String(preOrderNo), couponId)
    },
  ],
  [
    'POST',
    /^\/api\/front\/order\/create$/,
    ({ body, userId }, store) => {
      refuseExtensions(body, ['couponIds', 'isUseIntegral'])
      return { orderNo: store.createOrder(user(userId), body as Json) }
    },
  ],
  [
    'GET',
    /^\/api\/front\/pay\/method$/,
    () => ({ stripeStatus: false, paypalStatus: false, wechatPaySwitch: false, codSwitch: true, upiSwitch: false }),
  ],
  [
    'POST',
    /^\/api\/front\/pay\/payment$/,
    ({ body, userId }, store) => {
      const { orderNo, payType } = body as Json
      if (payType !== 'cod') fail(400, 'Unsupported payment method')
      store.payCod(user(userId), String(orderNo))
      return { redirect: '' }
    },
  ],
  ['GET', /^\/api\/front\/order\/data$/, ({ userId }, store) => store.orderCounts(user(userId))],
  [
    'GET',
    /^\/api\/front\/order\/await\/pay\/list$/,
    ({ query, userId }, store) =>
      page(
        store
          .masters(user(userId))
          .filter((o) => !o.paid && o.payType !== 'cod' && !o.cancelled)
          .map((o) => store.masterView(o)),
        query,
      ),
  ],
  [
    'GET',
    /^\/api\/front\/order\/list$/,
    ({ query, userId }, store) => page(store.merchantOrders(user(userId), Number(query.get('type') || 1)), query),
  ],
  [
    'GET',
    /^\/api\/front\/order\/master\/detail\/(\w+)$/,
    ({ params, userId }, store) => store.masterDetail(user(userId), params[0]),
  ],
  [
    'GET',
    /^\/api\/front\/order\/detail\/(\w+)$/,
    ({ params, userId }, store) => store.merchantDetail(user(userId), params[0]),
  ],
  [
    'POST',
    /^\/api\/front\/order\/cancel\/(\w+)$/,
    ({ params, userId }, store) => store.cancel(user(userId), params[0]),
  ],
  ['GET', /^\/api\/pc\/address\/all\/list$/, ({ userId }, store) => store.addresses(user(userId))],
  ['GET', /^\/api\/front\/address\/list$/, ({ query, userId }, store) => page(store.addresses(user(userId)), query)],
  ['POST', /^\/api\/front\/address\/edit$/, ({ body, userId }, store) => store.saveAddress(user(userId), body as Json)],
]

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export function createStrictCrmeb() {
  const store = createStore()
  return createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://strict.invalid')
    const send = (status: number, envelope: Json) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(envelope))
    }
    const route = routes.find(([method, pattern]) => method === request.method && pattern.test(url.pathname))
    if (!route) return send(404, { code: 404, message: `Not Found: ${request.method} ${url.pathname}`, data: null })
    try {
      const token = String(request.headers['authori-zation'] ?? '').replace(/^Bearer\s+/i, '')
      const body = request.method === 'POST' ? await readBody(request) : undefined
      const params = url.pathname.match(route[1])?.slice(1) ?? []
      const data = route[2]({ query: url.searchParams, body, userId: store.userOf(token), params }, store)
      send(200, { code: 200, message: 'success', data: data ?? null })
    } catch (error) {
      if (error instanceof StoreFailure) return send(200, { code: error.code, message: error.message, data: null })
      send(200, { code: 500, message: String(error), data: null })
    }
  })
}

if (process.argv[1]?.endsWith('strict-crmeb/server.ts')) {
  const server = createStrictCrmeb()
  const port = Number(process.env.PORT || 4330)
  server.listen(port, process.env.HOST || '127.0.0.1', () => console.log(`strict CRMEB fake on ${port}`))
}
