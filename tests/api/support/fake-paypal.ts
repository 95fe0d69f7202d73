/**
 * A small in-memory PayPal REST API for the API tests and the e2e journeys: the OAuth2 token, Orders v2 (create,
 * read, capture), capture refunds and webhook signature verification, honouring `PayPal-Request-Id`. Helpers play
 * the shopper (approve, decline) and PayPal's webhook (signed events a wrong secret cannot forge). With
 * `approvalPage` the approval link leads to the fake's own page (`/checkoutnow?token=…`), where a browser approves
 * or cancels as a shopper would at PayPal, and is sent back to the shop's return or cancel URL.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const PAYPAL_CLIENT_ID = 'paypal-client'
export const PAYPAL_CLIENT_SECRET = 'paypal-secret'
export const PAYPAL_WEBHOOK_ID = 'WH-TEST-1'

interface Money {
  currency_code: string
  value: string
}

export interface FakeCapture {
  id: string
  status: 'COMPLETED' | 'PENDING' | 'DECLINED'
  amount: Money
  custom_id: string
  supplementary_data: { related_ids: { order_id: string } }
}

export interface FakeOrder {
  id: string
  intent: string
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED'
  purchase_units: { reference_id: string; custom_id: string; amount: Money; payments?: { captures: FakeCapture[] } }[]
  links: { href: string; rel: string; method: string }[]
  returnUrl: string
  cancelUrl: string
  /** The next capture is declined (INSTRUMENT_DECLINED). */
  declineNext?: boolean
}

export interface FakeRefund {
  id: string
  captureId: string
  status: 'COMPLETED'
  amount: Money | null
}

export interface SignedPaypalEvent {
  id: string
  body: string
  headers: Record<string, string>
}

export interface FakePaypal {
  url: string
  orders: Map<string, FakeOrder>
  refunds: FakeRefund[]
  /** Calls per route, e.g. `calls['POST /v2/checkout/orders']`. */
  calls: Record<string, number>
  /** Request bodies per route, last one. */
  lastBody: Record<string, unknown>
  approve(id: string): FakeOrder
  declineNextCapture(id: string): void
  /** A webhook delivery signed as PayPal would; `secret` other than the fake's makes a forged one. */
  event(type: string, resource: unknown, options?: { id?: string; forge?: boolean }): SignedPaypalEvent
  captureOf(orderId: string): FakeCapture | undefined
  close(): Promise<void>
}

const SIGNING_SECRET = randomBytes(16).toString('hex')

function signature(
  transmissionId: string,
  time: string,
  webhookId: string,
  event: unknown,
  secret = SIGNING_SECRET,
): string {
  return createHmac('sha256', secret)
    .update(`${transmissionId}|${time}|${webhookId}|${JSON.stringify(event)}`)
    .digest('base64')
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      try {
        resolve(text && request.headers['content-type']?.includes('json') ? JSON.parse(text) : text)
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(6).toString('hex') })
  response.end(JSON.stringify(body))
}

const issue = (name: string) => ({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: name }] })
const publicOrder = ({ returnUrl: _r, cancelUrl: _c, declineNext: _d, ...order }: FakeOrder) => structuredClone(order)

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The approval page: what the shopper pays, "Pay Now" and "Cancel and return". */
function approvalPage(order: FakeOrder) {
  const { value, currency_code: currency } = order.purchase_units[0].amount
  const token = escapeHtml(order.id)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal Checkout (fake)</title></head><body>
<main><h1>Pay with PayPal</h1><p data-testid="paypal-amount">${escapeHtml(`${value} ${currency}`)}</p>
<form method="post" action="/checkoutnow"><input type="hidden" name="token" value="${token}">
<button name="action" value="approve">Pay Now</button> <button name="action" value="cancel">Cancel and return</button></form></main></body></html>`
}

export async function startFakePaypal(options: { port?: number; approvalPage?: boolean } = {}): Promise<FakePaypal> {
  const orders = new Map<string, FakeOrder>()
  const refunds: FakeRefund[] = []
  const byRequestId = new Map<string, { status: number; body: unknown }>()
  const tokens = new Set<string>()

  const fake: FakePaypal = {
    url: '',
    orders,
    refunds,
    calls: {},
    lastBody: {},
    approve(id) {
      const order = mustGet(id)
      order.status = 'APPROVED'
      return order
    },
    declineNextCapture(id) {
      mustGet(id).declineNext = true
    },
    event(type, resource, options = {}) {
      const id = options.id ?? `WH-${randomBytes(8).toString('hex').toUpperCase()}`
      const event = {
        id,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: type.startsWith('PAYMENT') ? 'capture' : 'checkout-order',
        event_type: type,
        resource,
      }
      const transmissionId = randomBytes(8).toString('hex')
      const time = new Date().toISOString()
      return {
        id,
        body: JSON.stringify(event),
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${fake.url}/v1/notifications/certs/CERT-1`,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': signature(
            transmissionId,
            time,
            PAYPAL_WEBHOOK_ID,
            event,
            options.forge ? 'not-paypal' : SIGNING_SECRET,
          ),
        },
      }
    },
    captureOf: (orderId) => orders.get(orderId)?.purchase_units[0].payments?.captures[0],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }

  function mustGet(id: string) {
    const order = orders.get(id)
    if (!order) throw new Error(`fake paypal: no order ${id}`)
    return order
  }

  function handle(
    method: string,
    path: string,
    body: unknown,
    request: IncomingMessage,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${PAYPAL_CLIENT_ID}:${PAYPAL_CLIENT_SECRET}`).toString('base64')}`
      if (request.headers.authorization !== expected || body !== 'grant_type=client_credentials')
        return { status: 401, body: { error: 'invalid_client' } }
      const token = `A21-${randomBytes(8).toString('hex')}`
      tokens.add(token)
      return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 32400 } }
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
    if (!tokens.has(bearer)) return { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } }

    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const v = body as Record<string, string> & { webhook_event: unknown }
      const ok =
        v.webhook_id === PAYPAL_WEBHOOK_ID &&
        v.transmission_sig === signature(v.transmission_id, v.transmission_time, v.webhook_id, v.webhook_event)
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } }
    }
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const input = body as {
        intent: string
        purchase_units: { reference_id: string; custom_id: string; amount: Money }[]
        payment_source: { paypal: { experience_context: { return_url: string; cancel_url: string } } }
      }
      const id = randomBytes(8).toString('hex').toUpperCase()
      const order: FakeOrder = {
        id,
        intent: input.intent,
        status: 'PAYER_ACTION_REQUIRED',
        purchase_units: input.purchase_units.map((u) => ({
          reference_id: u.reference_id,
          custom_id: u.custom_id,
          amount: u.amount,
        })),
        links: [
          { href: `${fake.url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          {
            href: `${options.approvalPage ? fake.url : 'https://www.sandbox.paypal.com'}/checkoutnow?token=${id}`,
            rel: 'payer-action',
            method: 'GET',
          },
        ],
        returnUrl: input.payment_source.paypal.experience_context.return_url,
        cancelUrl: input.payment_source.paypal.experience_context.cancel_url,
      }
      orders.set(id, order)
      return { status: 200, body: publicOrder(order) }
    }
    let match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path)
    if (match) {
      const order = orders.get(match[1])
      if (!order)
        return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } }
      if (method === 'GET' && !match[2]) return { status: 200, body: publicOrder(order) }
      if (method === 'POST' && match[2]) {
        if (order.status === 'COMPLETED') return { status: 422, body: issue('ORDER_ALREADY_CAPTURED') }
        if (order.status !== 'APPROVED') return { status: 422, body: issue('ORDER_NOT_APPROVED') }
        if (order.declineNext) {
          order.declineNext = false
          return { status: 422, body: issue('INSTRUMENT_DECLINED') }
        }
        const unit = order.purchase_units[0]
        const capture: FakeCapture = {
          id: `CAP${randomBytes(6).toString('hex').toUpperCase()}`,
          status: 'COMPLETED',
          amount: unit.amount,
          custom_id: unit.custom_id,
          supplementary_data: { related_ids: { order_id: order.id } },
        }
        unit.payments = { captures: [capture] }
        order.status = 'COMPLETED'
        return { status: 201, body: publicOrder(order) }
      }
    }
    match = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path)
    if (match && method === 'POST') {
      const captureId = match[1]
      const known = [...orders.values()].some((o) => o.purchase_units[0].payments?.captures[0]?.id === captureId)
      if (!known) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } }
      const refund: FakeRefund = {
        id: `REF${randomBytes(6).toString('hex').toUpperCase()}`,
        captureId,
        status: 'COMPLETED',
        amount: (body as { amount?: Money })?.amount ?? null,
      }
      refunds.push(refund)
      return { status: 201, body: refund }
    }
    return { status: 404, body: { name: 'NOT_FOUND' } }
  }

  /** The shopper at PayPal (approvalPage): the page, then approve or cancel and go back to the shop. */
  async function shopperAtPaypal(request: IncomingMessage, response: ServerResponse, url: URL) {
    const html = (status: number, body: string) =>
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body)
    if (request.method === 'GET') {
      const order = orders.get(url.searchParams.get('token') ?? '')
      return order ? html(200, approvalPage(order)) : html(404, '<p>No such order</p>')
    }
    const form = new URLSearchParams(String(await readJson(request)))
    const order = orders.get(form.get('token') ?? '')
    if (!order) return html(404, '<p>No such order</p>')
    if (form.get('action') === 'approve' && order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED'
    const back = new URL(form.get('action') === 'approve' ? order.returnUrl : order.cancelUrl)
    back.searchParams.set('token', order.id)
    if (form.get('action') === 'approve') back.searchParams.set('PayerID', 'FAKEPAYER1')
    response.writeHead(303, { location: back.toString() }).end()
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const path = url.pathname
    const method = request.method ?? 'GET'
    if (options.approvalPage && path === '/checkoutnow') {
      shopperAtPaypal(request, response, url).catch(() => response.writeHead(400).end())
      return
    }
    const route = `${method} ${path.replace(/\/[A-Z0-9]{10,}(?=\/|$)/g, '/:id')}`
    fake.calls[route] = (fake.calls[route] ?? 0) + 1
    readJson(request)
      .then((body) => {
        fake.lastBody[route] = body
        const requestId = request.headers['paypal-request-id']
        const key = typeof requestId === 'string' ? `${route} ${requestId}` : ''
        const known = key ? byRequestId.get(key) : undefined
        const answer = known ?? handle(method, path, body, request)
        if (key && !known && answer.status < 300) byRequestId.set(key, answer)
        send(response, answer.status, answer.body)
      })
      .catch(() => send(response, 400, { name: 'INVALID_REQUEST' }))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}

export function usePaypalEnv(fake: FakePaypal): () => void {
  const keys = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_API_BASE'] as const
  const previous = Object.fromEntries(keys.map((k) => [k, process.env[k]]))
  process.env.PAYPAL_CLIENT_ID = PAYPAL_CLIENT_ID
  process.env.PAYPAL_CLIENT_SECRET = PAYPAL_CLIENT_SECRET
  process.env.PAYPAL_WEBHOOK_ID = PAYPAL_WEBHOOK_ID
  process.env.PAYPAL_API_BASE = fake.url
  return () => {
    for (const k of keys) {
      if (previous[k] === undefined) delete process.env[k]
      else process.env[k] = previous[k]
    }
  }
}
