/**
 * The strict fake's state: tokens, carts, pre-orders, orders and addresses, in memory. Money is kept in cents
 * (integers) so the fake needs no decimal library; every answer carries only the fields docs/api.md §5 (#ref-5) documents.
 */
import { randomBytes } from 'node:crypto'
import { MERCHANTS, OWNED_COUPON, PRODUCTS } from './catalogue.ts'

type Json = Record<string, unknown>

export class StoreFailure extends Error {
  code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}
const fail = (code: number, message: string): never => {
  throw new StoreFailure(code, message)
}
const cents = (money: string) => Math.round(Number(money) * 100)
const money = (value: number) => (value / 100).toFixed(2)
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ')
const serial = (prefix: string) =>
  `${prefix}${Date.now()}${Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0')}`

interface Line {
  id: number
  productId: number
  skuId: number
  cartNum: number
}
interface Item {
  productId: number
  attrValueId: number
  productName: string
  image: string
  sku: string
  price: string
  payNum: number
  merId: number
}
interface PreOrder {
  preOrderNo: string
  items: Item[]
  cartIds: number[]
}
interface MerchantOrder {
  id: number
  orderNo: string
  merId: number
  merName: string
  items: Item[]
  goods: number
  freight: number
  status: number
}
export interface MasterOrder {
  id: number
  orderNo: string
  paid: boolean
  payType: string
  cancelled: boolean
  createTime: string
  couponId: number
  coupon: number
  address: Json
  mark: string
  merchantOrders: MerchantOrder[]
}

function skuOf(productId: number, skuId: number) {
  const product = PRODUCTS.find((p) => p.id === productId) ?? fail(400, 'Product not found')
  const sku = product.skus.find((s) => s.id === skuId) ?? fail(400, 'Specification not found')
  return { product, sku }
}

export function createStore() {
  const tokens = new Map<string, number>()
  const carts: Line[] = []
  const preOrders = new Map<string, PreOrder>()
  const orders: MasterOrder[] = []
  const addressBook: Json[] = []
  let nextId = 1

  const item = (productId: number, skuId: number, payNum: number): Item => {
    const { product, sku } = skuOf(productId, skuId)
    if (payNum < 1 || payNum > sku.stock) fail(400, `Only ${sku.stock} in stock`)
    return {
      productId,
      attrValueId: sku.id,
      productName: product.storeName,
      image: product.image,
      sku: sku.key,
      price: sku.price,
      payNum,
      merId: product.merId,
    }
  }
  const view = (i: Item) => ({
    productId: i.productId,
    attrValueId: i.attrValueId,
    productName: i.productName,
    image: i.image,
    sku: i.sku,
    price: i.price,
    payNum: i.payNum,
  })
  const byMerchant = (items: Item[]) =>
    MERCHANTS.map((m) => ({ merchant: m, items: items.filter((i) => i.merId === m.id) })).filter(
      (group) => group.items.length > 0,
    )
  const figures = (items: Item[], couponId: unknown) => {
    const goods = items.reduce((sum, i) => sum + cents(i.price) * i.payNum, 0)
    const freight = byMerchant(items).reduce((sum, group) => sum + cents(group.merchant.freight), 0)
    const wanted = couponId !== undefined && couponId !== null && couponId !== '' && Number(couponId) !== 0
    if (wanted && Number(couponId) !== OWNED_COUPON.id) fail(400, 'Coupon not found')
    if (wanted && goods < cents(OWNED_COUPON.minPrice)) fail(400, 'The coupon needs a higher order total')
    const coupon = wanted ? cents(OWNED_COUPON.money) : 0
    return { goods, freight, coupon, pay: goods + freight - coupon }
  }
  const master = (userId: number, orderNo: string) => {
    void userId
    return orders.find((o) => o.orderNo === orderNo) ?? fail(404, 'Order not found')
  }
  const masterView = (o: MasterOrder) => ({
    id: o.id,
    orderNo: o.orderNo,
    paid: o.paid,
    payType: o.payType,
    redirect: '',
    createTime: o.createTime,
    totalNum: o.merchantOrders.reduce((n, m) => n + m.items.reduce((k, i) => k + i.payNum, 0), 0),
    payPrice: money(o.merchantOrders.reduce((n, m) => n + m.goods + m.freight, 0) - o.coupon),
    orderList: o.merchantOrders.map((m) => ({
      id: m.id,
      orderNo: m.orderNo,
      merId: m.merId,
      merName: m.merName,
      orderInfoList: m.items.map(view),
    })),
  })
  const detailFields = (o: MasterOrder) => ({
    createTime: o.createTime,
    refundTime: '',
    userRemark: o.mark,
    realName: o.address.realName,
    userPhone: o.address.phone,
    userAddress: `${o.address.country} ${o.address.detail}`,
    couponId: o.couponId,
    couponPrice: money(o.coupon),
    refundStatus: 0,
  })

  return {
    issueToken(userId: number) {
      const token = randomBytes(16).toString('hex')
      tokens.set(token, userId)
      return token
    },
    userOf: (token: string) => (token ? (tokens.get(token) ?? null) : null),
    cartGroups(_userId: number, valid: boolean) {
      if (!valid) return []
      return MERCHANTS.map((m) => ({
        merName: m.name,
        cartInfoList: carts
          .filter((line) => skuOf(line.productId, line.skuId).product.merId === m.id)
          .map((line) => {
            const { product, sku } = skuOf(line.productId, line.skuId)
            return {
              id: line.id,
              productId: line.productId,
              productAttrUnique: sku.id,
              image: product.image,
              storeName: product.storeName,
              suk: sku.key,
              price: sku.price,
              cartNum: line.cartNum,
              stock: sku.stock,
            }
          }),
      })).filter((group) => group.cartInfoList.length > 0)
    },
    cartCount: (_userId: number) => carts.reduce((sum, line) => sum + line.cartNum, 0),
    addToCart(_userId: number, productId: number, skuId: number, cartNum: number) {
      const { sku } = skuOf(productId, skuId)
      const line = carts.find((l) => l.skuId === skuId)
      const total = (line?.cartNum ?? 0) + cartNum
      if (!Number.isInteger(cartNum) || cartNum < 1 || total > sku.stock) fail(400, `Only ${sku.stock} in stock`)
      if (line) line.cartNum = total
      else carts.push({ id: nextId++, productId, skuId, cartNum })
    },
    setCartNum(_userId: number, id: number, number: number) {
      const line = carts.find((l) => l.id === id) ?? fail(400, 'Cart line not found')
      if (!Number.isInteger(number) || number < 1 || number > skuOf(line.productId, line.skuId).sku.stock)
        fail(400, 'Invalid quantity')
      line.cartNum = number
      return null
    },
    deleteCart(_userId: number, ids: number[]) {
      for (const id of ids) {
        const index = carts.findIndex((l) => l.id === id)
        if (index >= 0) carts.splice(index, 1)
      }
      return null
    },
    createPreOrder(_userId: number, body: Json) {
      const details = (body.orderDetails as Json[]) ?? fail(400, 'orderDetails is required')
      let items: Item[]
      let cartIds: number[] = []
      if (body.preOrderType === 'buyNow') {
        const [d] = details
        items = [item(Number(d.productId), Number(d.attrValueId), Number(d.productNum))]
      } else if (body.preOrderType === 'shoppingCart') {
        cartIds = details.map((d) => Number(d.shoppingCartId))
        items = cartIds.map((id) => {
          const line = carts.find((l) => l.id === id) ?? fail(400, 'Cart line not found')
          return item(line.productId, line.skuId, line.cartNum)
        })
      } else return fail(400, 'Unknown preOrderType')
      const preOrderNo = serial('pre')
      preOrders.set(preOrderNo, { preOrderNo, items, cartIds })
      return preOrderNo
    },
    preOrder(_userId: number, preOrderNo: string) {
      const pre = preOrders.get(preOrderNo) ?? fail(404, 'Pre-order not found')
      const f = figures(pre.items, '')
      return {
        orderList: byMerchant(pre.items).map((group) => ({ orderInfoList: group.items.map(view) })),
        proTotalFee: money(f.goods),
        freightFee: money(f.freight),
        couponFee: '0.00',
        payFee: money(f.pay),
      }
    },
    price(_userId: number, preOrderNo: string, couponId: unknown) {
      const pre = preOrders.get(preOrderNo) ?? fail(404, 'Pre-order not found')
      const f = figures(pre.items, couponId)
      return {
        proTotalFee: money(f.goods),
        freightFee: money(f.freight),
        couponFee: money(f.coupon),
        payFee: money(f.pay),
      }
    },
    createOrder(_userId: number, body: Json) {
      const pre = preOrders.get(String(body.preOrderNo)) ?? fail(404, 'Pre-order not found')
      const address = addressBook.find((a) => a.id === Number(body.addressId)) ?? fail(400, 'Please choose an address')
      if (!['cod', 'stripe', 'paypal', 'wechat', 'upi'].includes(String(body.payType)))
        fail(400, 'Unsupported payment method')
      const f = figures(pre.items, body.couponId)
      const order: MasterOrder = {
        id: nextId++,
        orderNo: serial('PT'),
        paid: false,
        payType: String(body.payType),
        cancelled: false,
        createTime: now(),
        couponId: f.coupon > 0 ? OWNED_COUPON.id : 0,
        coupon: f.coupon,
        address,
        mark: String(body.mark ?? ''),
        merchantOrders: byMerchant(pre.items).map((group) => ({
          id: nextId++,
          orderNo: serial('SH'),
          merId: group.merchant.id,
          merName: group.merchant.name,
          items: group.items,
          goods: group.items.reduce((sum, i) => sum + cents(i.price) * i.payNum, 0),
          freight: cents(group.merchant.freight),
          status: 0,
        })),
      }
      orders.unshift(order)
      preOrders.delete(pre.preOrderNo)
      for (const id of pre.cartIds) this.deleteCart(_userId, [id])
      return order.orderNo
    },
    payCod(userId: number, orderNo: string) {
      const order = master(userId, orderNo)
      if (order.cancelled) fail(400, 'This order has been cancelled')
      order.payType = 'cod'
    },
    cancel(userId: number, orderNo: string) {
      const order = master(userId, orderNo)
      if (order.paid) fail(400, 'This order has already been paid')
      order.cancelled = true
      return null
    },
    masters: (_userId: number) => orders,
    masterView,
    merchantOrders(_userId: number, type: number) {
      const statuses = type === 1 ? [0] : type === 2 ? [1] : [2, 3]
      return orders
        .filter((o) => !o.cancelled && (o.paid || o.payType === 'cod'))
        .flatMap((o) =>
          o.merchantOrders
            .filter((m) => statuses.includes(m.status))
            .map((m) => ({
              id: m.id,
              orderNo: m.orderNo,
              merId: m.merId,
              merName: m.merName,
              paid: o.paid,
              payType: o.payType,
              redirect: '',
              status: m.status,
              totalNum: m.items.reduce((n, i) => n + i.payNum, 0),
              payPrice: money(m.goods + m.freight),
              createTime: o.createTime,
              orderInfoList: m.items.map(view),
            })),
        )
    },
    masterDetail(userId: number, orderNo: string) {
      const o = master(userId, orderNo)
      const v = masterView(o)
      const goods = o.merchantOrders.reduce((n, m) => n + m.goods, 0)
      const freight = o.merchantOrders.reduce((n, m) => n + m.freight, 0)
      return { ...v, ...detailFields(o), proTotalPrice: money(goods), payPostage: money(freight), status: 0 }
    },
    merchantDetail(userId: number, orderNo: string) {
      const o = orders.find((x) => x.merchantOrders.some((m) => m.orderNo === orderNo)) ?? fail(404, 'Order not found')
      void userId
      const m = o.merchantOrders.find((x) => x.orderNo === orderNo) as MerchantOrder
      return {
        id: m.id,
        orderNo: m.orderNo,
        merId: m.merId,
        merName: m.merName,
        paid: o.paid,
        payType: o.payType,
        redirect: '',
        status: m.status,
        totalNum: m.items.reduce((n, i) => n + i.payNum, 0),
        payPrice: money(m.goods + m.freight),
        proTotalPrice: money(m.goods),
        payPostage: money(m.freight),
        orderInfoList: m.items.map(view),
        ...detailFields(o),
      }
    },
    orderCounts: (_userId: number) => ({
      unPaidCount: orders.filter((o) => !o.cancelled && !o.paid && o.payType !== 'cod').length,
      unShippedCount: orders.filter((o) => !o.cancelled && (o.paid || o.payType === 'cod')).length,
      receivedCount: 0,
      completeCount: 0,
    }),
    addresses: (_userId: number) => addressBook,
    saveAddress(_userId: number, body: Json) {
      for (const field of ['realName', 'email', 'phone', 'country', 'detail', 'postCode'])
        if (!String(body[field] ?? '').trim()) fail(400, `${field} is required`)
      const fields = {
        realName: body.realName,
        email: body.email,
        phone: body.phone,
        postCode: body.postCode,
        country: body.country,
        countryCode: body.countryCode,
        detail: body.detail,
      }
      const existing = body.id ? addressBook.find((a) => a.id === Number(body.id)) : undefined
      if (existing) Object.assign(existing, fields)
      else addressBook.push({ id: nextId++, ...fields, isDefault: addressBook.length === 0 })
      if (body.isDefault)
        for (const a of addressBook) a.isDefault = a === (existing ?? addressBook[addressBook.length - 1])
      return null
    },
  }
}

export type Store = ReturnType<typeof createStore>
