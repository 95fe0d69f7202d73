/**
 * Our storefront on a bare CRMEB backend (API_BASE_URL without our extensions; decision 14, docs/api.md "On a strict
 * CRMEB backend"). The screens speak one wire shape; this adapter, used by the gateway only when the upstream lacks
 * the extensions, keeps that shape true:
 * - requests: `couponIds` becomes the contract's single `couponId` (two coupons are refused here), `isUseIntegral`
 *   is dropped, the storefront's POST logout becomes the contract's GET, and extension-only writes (bank transfer,
 *   cart re-select) are refused with a clear message before reaching the backend;
 * - extension-only reads are answered here: no notices, no featured category tiles, zero points, and the payment
 *   result (PY6) is read from the master order (O8);
 * - answers get the extension fields the screens read, at their "not available" values: no points offer, no bank
 *   transfer, every coupon in one group (so one coupon at most), `payStatus` derived from `paid` and `payType`.
 */
import Decimal from 'decimal.js'
import type { Envelope } from '~/contract'

type Json = Record<string, unknown>

export type UpstreamFetch = (method: string, path: string, body?: string) => Promise<Envelope>

const ok = (data: unknown): Envelope => ({ code: 200, message: 'success', data })
const refused = (message: string): Envelope => ({ code: 400, message, data: null })
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)
const money = (value: Decimal.Value) => new Decimal(value || 0).toFixed(2)
const emptyPage = { page: 1, limit: 20, total: 0, totalPage: 0, count: 0, pages: 0, list: [] }

/** `payStatus` (an extension) from the contract's fields. */
function payStatusOf(order: Json): string {
  if (order.paid === true) return 'paid'
  if (order.payType === 'cod') return 'cod'
  return 'unpaid'
}

function withPayStatus(order: unknown): unknown {
  if (!isObject(order)) return order
  return {
    payStatus: payStatusOf(order),
    expireTime: '',
    cancelReason: '',
    payVoucher: '',
    payVoucherNote: '',
    ...order,
  }
}

function pageWith(data: unknown, map: (item: unknown) => unknown): unknown {
  if (!isObject(data) || !Array.isArray(data.list)) return data
  return { ...data, list: data.list.map(map) }
}

const NO_POINTS_SHOP = /*i18n*/ 'The points shop is not available in this shop'

/** A request the adapter rewrites or answers itself; null means "forward as it is". */
export async function strictRequest(
  method: string,
  path: string,
  body: string | undefined,
  upstream: UpstreamFetch,
): Promise<Envelope | { method: string; body?: string } | null> {
  if (method === 'GET') {
    if (path === '/api/front/notice/list') return ok(emptyPage)
    if (path === '/api/front/notice/unread/count') return ok({ total: 0, system: 0, service: 0 })
    if (path.startsWith('/api/front/notice/detail/')) return refused('Notice not found')
    if (path === '/api/front/product/adCategory') return ok([])
    if (path === '/api/front/integral/user')
      return ok({ integral: 0, frozenIntegral: 0, totalIntegral: 0, spentIntegral: 0 })
    if (
      path === '/api/front/integral/list' ||
      path === '/api/front/integral/product/list' ||
      path === '/api/front/integral/order/list'
    )
      return ok(emptyPage)
    if (path.startsWith('/api/front/integral/')) return refused(NO_POINTS_SHOP)
    const result = /^\/api\/front\/pay\/result\/([^/]+)$/.exec(path)
    if (result) return payResultFromOrder(result[1], upstream)
    return null
  }
  if (method !== 'POST') return null
  if (path === '/api/front/login/logout') return { method: 'GET' }
  if (path.startsWith('/api/front/integral/')) return refused(NO_POINTS_SHOP)
  if (path === '/api/front/cart/resetcart')
    return refused('Changing the specification of a cart line is not available in this shop')
  if (path === '/api/front/order/computed/price' || path === '/api/front/order/create') return singleCoupon(body)
  if (path === '/api/front/pay/payment') {
    const input = parse(body)
    if (isObject(input) && input.payType === 'bank') return refused('This payment method is not available')
  }
  return null
}

function parse(body: string | undefined): unknown {
  try {
    return body ? JSON.parse(body) : undefined
  } catch {
    return undefined
  }
}

function singleCoupon(body: string | undefined): Envelope | { method: string; body?: string } | null {
  const input = parse(body)
  if (!isObject(input)) return null
  const { couponIds, isUseIntegral, ...rest } = input
  void isUseIntegral
  const ids = Array.isArray(couponIds) ? couponIds : []
  if (ids.length > 1) return refused('This shop accepts one coupon per order')
  const couponId = rest.couponId ?? (ids.length === 1 ? ids[0] : '')
  return { method: 'POST', body: JSON.stringify({ ...rest, couponId }) }
}

async function payResultFromOrder(orderNo: string, upstream: UpstreamFetch): Promise<Envelope> {
  const detail = await upstream('GET', `/api/front/order/master/detail/${orderNo}`)
  if (detail.code !== 200 || !isObject(detail.data)) return detail
  const order = detail.data
  return ok({
    orderNo: order.orderNo ?? decodeURIComponent(orderNo),
    payStatus: payStatusOf(order),
    paid: order.paid === true,
    payType: order.payType ?? '',
    payPrice: money(order.payPrice as Decimal.Value),
    payTime: order.payTime ?? '',
    createTime: order.createTime ?? '',
    failureReason: '',
  })
}

/** Fills the extension fields of an answer with their "not available" values. */
export function strictAnswer(path: string, search: string, envelope: Envelope): Envelope {
  if (envelope.code !== 200) return envelope
  const data = envelope.data
  const fill = (next: unknown): Envelope => ({ ...envelope, data: next })
  if (path === '/api/front/pay/method' && isObject(data))
    return fill({ ...data, bankTransferSwitch: false, bankTransfer: null })
  if (path.startsWith('/api/front/order/load/pre/') && isObject(data))
    return fill(preOrder(path.slice('/api/front/order/load/pre/'.length), data))
  if (path === '/api/front/order/computed/price' && isObject(data)) {
    return fill({ deductionPrice: '0.00', usedIntegral: 0, surplusIntegral: 0, merchantList: [], ...data })
  }
  if (path.startsWith('/api/front/coupons/order/') && Array.isArray(data)) {
    return fill(
      data.map((c) =>
        isObject(c) ? { name: '', merName: '', disabledReason: '', startTime: '', endTime: '', ...c, merId: 0 } : c,
      ),
    )
  }
  if (path === '/api/front/order/await/pay/list' || path === '/api/front/order/list')
    return fill(pageWith(data, withPayStatus))
  if (path.startsWith('/api/front/order/master/detail/') || path.startsWith('/api/front/order/detail/'))
    return fill(withPayStatus(data))
  if (path === '/api/front/cart/list' && Array.isArray(data))
    return fill(cartGroups(data, new URLSearchParams(search).get('isValid') !== 'false'))
  return envelope
}

function preOrder(preOrderNo: string, data: Json): Json {
  const groups = Array.isArray(data.orderList) ? data.orderList : []
  const orderList = groups.map((group, index) => {
    const g = isObject(group) ? group : {}
    const items = Array.isArray(g.orderInfoList) ? (g.orderInfoList as Json[]) : []
    const goods = items.reduce(
      (sum, item) => sum.plus(new Decimal((item.price as Decimal.Value) || 0).times(Number(item.payNum) || 0)),
      new Decimal(0),
    )
    // The contract's freight is the order's: one shop carries it all, several leave theirs unknown ("").
    const freightFee = groups.length === 1 ? money(data.freightFee as Decimal.Value) : ''
    return {
      merId: -(index + 1),
      merName: '',
      freightFee,
      ...g,
      proTotalFee: g.proTotalFee ?? money(goods),
      orderInfoList: items,
    }
  })
  const totalNum = orderList.reduce(
    (n, g) => n + g.orderInfoList.reduce((k, item) => k + (Number(item.payNum) || 0), 0),
    0,
  )
  return {
    preOrderNo: decodeURIComponent(preOrderNo),
    preOrderType: 'shoppingCart',
    deductionPrice: '0.00',
    totalNum,
    addressId: null,
    couponFee: '0.00',
    ...data,
    orderList,
    // Plain points: the contract has no points at checkout.
    userIntegral: 0,
    integralDeductionSwitch: false,
    integralRatio: '0',
    integralMaxRatio: '0',
  }
}

function cartGroups(groups: unknown[], valid: boolean): unknown[] {
  return groups.map((group, index) => {
    if (!isObject(group)) return group
    const lines = Array.isArray(group.cartInfoList) ? group.cartInfoList : []
    return {
      merId: -(index + 1),
      merName: '',
      ...group,
      cartInfoList: lines.map((line) =>
        isObject(line) ? { isShow: valid, attrStatus: valid, minBuy: 1, merName: group.merName ?? '', ...line } : line,
      ),
    }
  })
}
