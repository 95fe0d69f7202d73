/**
 * Shoppers over real HTTP, as the storefront's browser code calls the API: same-origin JSON with the client
 * header and the session cookie. Each one loops through a checkout — buy now or cart → O1 pre-order → O2 → CP2 →
 * O3 price → O4 create (sometimes with a coupon and points) → PY2 cash on delivery, or a cancel — and records
 * every answer the server acknowledged, so the database can be held to it after the crashes.
 */
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Envelope } from '~/contract'

/** The connection failed or dropped: the server is down (or was killed mid-request). */
export class ServerDown extends Error {
  constructor(
    /** The API step, its ids left out (`POST /api/front/order/create`). */
    readonly step: string,
    reason: string,
  ) {
    super(`${step}: ${reason}`)
  }
}

export interface BuyableSku {
  skuId: number
  productId: number
}

export interface OrderLine {
  skuId: number
  productId: number
  quantity: number
}

/** One checkout as the shopper saw it. `created` and later flags are set only on a code-200 answer. */
export interface Attempt {
  email: string
  preOrderNo: string
  via: 'buyNow' | 'shoppingCart'
  lines: OrderLine[]
  couponIds: number[]
  useIntegral: boolean
  /** O3's answer for exactly the input O4 was sent. */
  price: { payFee: string; couponFee: string; usedIntegral: number; deductionPrice: string }
  orderNo?: string
  /** When O4 was cut off by a kill; it was sent again (same pre-order) after the restart. */
  createCutAt?: Date
  next?: 'pay' | 'cancel' | 'leave'
  /** The PY2 / cancel call was acknowledged, or cut off (its outcome unknown). */
  outcome?: 'acknowledged' | 'interrupted' | 'refused'
}

export interface LoadStats {
  attempts: number
  /** Refusals with code 400 (sold out, a coupon already taken…), by message. */
  refused: Map<string, number>
  /** Requests cut off by a kill, by step. */
  cutOff: Map<string, number>
}

export class Shopper {
  /** The cookies the server set, as a browser keeps them (the session token and any sign-in helper). */
  private readonly cookies = new Map<string, string>()
  addressId = 0
  readonly email = `crash-${randomBytes(5).toString('hex')}@shop.example`

  constructor(private readonly origin: () => string) {}

  async call<T>(method: 'GET' | 'POST', path: string, json?: unknown): Promise<Envelope<T>> {
    const origin = this.origin()
    const headers: Record<string, string> = {
      'form-type': 'pc',
      origin,
      'sec-fetch-site': 'same-origin',
      accept: 'application/json',
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    if (json !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    let text: string
    try {
      response = await fetch(`${origin}${path}`, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(20_000),
      })
      text = await response.text()
    } catch (error) {
      throw new ServerDown(`${method} ${path.replace(/\/(PRE|PT)?\d+$|\?.*$/, '')}`, (error as Error).message)
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(at + 1).trim())
    }
    try {
      return JSON.parse(text) as Envelope<T>
    } catch {
      throw new Error(`${method} ${path}: HTTP ${response.status}, not an envelope: ${text.slice(0, 200)}`)
    }
  }

  async ok<T>(method: 'GET' | 'POST', path: string, json?: unknown): Promise<T> {
    const body = await this.call<T>(method, path, json)
    if (body.code !== 200) throw new Refused(body.code, body.message, `${method} ${path}`)
    return body.data
  }

  /** Tourist entry (a new account with the welcome points), an address, and a few coupons from the coupon centre. */
  async signUp(): Promise<void> {
    await this.ok('POST', '/api/front/login/register/visitor', { email: this.email, countryCode: '', phone: '' })
    const address = await this.ok<{ id: number }>('POST', '/api/front/address/edit', {
      realName: 'Crash Test',
      email: this.email,
      phone: '9001234567',
      countryCode: '+7',
      country: 'Russia',
      detail: 'Tverskaya 1',
      postCode: '125009',
      isDefault: true,
    })
    this.addressId = address.id
    const coupons = await this.ok<{ list: { id: number }[] }>('GET', '/api/front/coupons?page=1&limit=30')
    for (const coupon of coupons.list.slice(0, 8)) {
      const body = await this.call('POST', '/api/front/coupon/receive', { couponId: coupon.id })
      if (body.code !== 200 && body.code !== 400)
        throw new Refused(body.code, body.message, 'POST /api/front/coupon/receive')
    }
  }
}

export class Refused extends Error {
  constructor(
    readonly code: number,
    readonly serverMessage: string,
    where: string,
  ) {
    super(`${where}: ${code} ${serverMessage}`)
  }
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]

/**
 * One checkout. Returns the attempt once O4 was acknowledged (with what happened next), or null when a step
 * before was refused. ServerDown propagates from the steps before O4; an O4 cut off by the crash is sent again
 * after `waitForServer`, and a cut-off PY2 or cancel is recorded as interrupted.
 */
export async function checkoutOnce(
  shopper: Shopper,
  skus: BuyableSku[],
  stats: LoadStats,
  waitForServer: () => Promise<void>,
): Promise<Attempt | null> {
  stats.attempts++
  const sku = pick(skus)
  const quantity = Math.random() < 0.2 ? 2 : 1
  const via = Math.random() < 0.3 ? 'shoppingCart' : 'buyNow'
  let preOrderNo: string
  if (via === 'shoppingCart') {
    const saved = await shopper.ok<{ cartIds: number[] }>('POST', '/api/front/cart/save', [
      { productId: sku.productId, cartNum: quantity, productAttrUnique: sku.skuId },
    ])
    ;({ preOrderNo } = await shopper.ok<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', {
      preOrderType: 'shoppingCart',
      orderDetails: [{ shoppingCartId: saved.cartIds[0] }],
    }))
  } else {
    ;({ preOrderNo } = await shopper.ok<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', {
      preOrderType: 'buyNow',
      orderDetails: [{ attrValueId: sku.skuId, productId: sku.productId, productNum: quantity }],
    }))
  }
  // O2: what the confirm page shows (a cart line may hold more than this round added, left by an earlier crash).
  const loaded = await shopper.ok<{
    orderList: { orderInfoList: { attrValueId: number; productId: number; payNum: number }[] }[]
  }>('GET', `/api/front/order/load/pre/${preOrderNo}`)
  const lines = loaded.orderList.flatMap((m) =>
    m.orderInfoList.map((i) => ({ skuId: i.attrValueId, productId: i.productId, quantity: i.payNum })),
  )
  const offered = await shopper.ok<{ id: number; disabled: boolean }[]>('GET', `/api/front/coupons/order/${preOrderNo}`)
  const usable = offered.filter((c) => !c.disabled)
  const couponIds = usable.length > 0 && Math.random() < 0.6 ? [pick(usable).id] : []
  const useIntegral = Math.random() < 0.5
  const input = { preOrderNo, addressId: shopper.addressId, couponIds, isUseIntegral: useIntegral }
  const price = await shopper.ok<Attempt['price']>('POST', '/api/front/order/computed/price', input)
  const attempt: Attempt = { email: shopper.email, preOrderNo, via, lines, couponIds, useIntegral, price }

  const create = () =>
    shopper.ok<{ orderNo: string }>('POST', '/api/front/order/create', { ...input, payType: 'cod', payChannel: 'pc' })
  try {
    attempt.orderNo = (await create()).orderNo
  } catch (error) {
    if (!(error instanceof ServerDown)) throw error
    countCutOff(stats, error)
    attempt.createCutAt = new Date()
    await waitForServer()
    // The pre-order makes O4 idempotent: the same request again answers the order the first one made, if it did.
    attempt.orderNo = (await create()).orderNo
  }

  const roll = Math.random()
  attempt.next = roll < 0.8 ? 'pay' : roll < 0.92 ? 'cancel' : 'leave'
  if (attempt.next === 'leave') return attempt
  try {
    if (attempt.next === 'pay')
      await shopper.ok('POST', '/api/front/pay/payment', { orderNo: attempt.orderNo, payType: 'cod', payChannel: 'pc' })
    else await shopper.ok('POST', `/api/front/order/cancel/${attempt.orderNo}`)
    attempt.outcome = 'acknowledged'
  } catch (error) {
    if (error instanceof ServerDown) {
      countCutOff(stats, error)
      attempt.outcome = 'interrupted'
    } else if (error instanceof Refused && error.code === 400) {
      attempt.outcome = 'refused'
      countRefusal(stats, error.serverMessage)
    } else throw error
  }
  return attempt
}

export function countCutOff(stats: LoadStats, error: ServerDown) {
  stats.cutOff.set(error.step, (stats.cutOff.get(error.step) ?? 0) + 1)
}

export function countRefusal(stats: LoadStats, message: string) {
  // Group "Only 3 of "X" left" and the like by their shape, not by product.
  const shape = message.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, 'N')
  stats.refused.set(shape, (stats.refused.get(shape) ?? 0) + 1)
}

/** Polls until `isUp()`; used by shoppers whose request met a dead server. */
export async function until(isUp: () => boolean, stop: () => boolean): Promise<void> {
  while (!isUp() && !stop()) await sleep(50)
}
