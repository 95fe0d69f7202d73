/**
 * A small in-memory Stripe for the API tests: the endpoints the payments code uses (create and retrieve a
 * PaymentIntent, create a refund), honouring `Idempotency-Key`, plus helpers to move an intent to succeeded or
 * failed, to count calls, to simulate an outage, and to sign webhook events the way Stripe does.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

export interface FakeIntent {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'succeeded'
    | 'canceled'
  client_secret: string
  metadata: Record<string, string>
  last_payment_error: { message: string; code?: string; type: string } | null
  created: number
  livemode: false
}

export interface FakeRefund {
  id: string
  object: 'refund'
  payment_intent: string
  amount: number
  currency: string
  status: 'succeeded'
  reason: string | null
  metadata: Record<string, string>
}

export interface SignedEvent {
  id: string
  payload: string
  header: string
}

export interface FakeStripe {
  url: string
  intents: Map<string, FakeIntent>
  refunds: FakeRefund[]
  /** Calls per route, e.g. `calls['POST /v1/payment_intents']`. */
  calls: Record<string, number>
  /** The last request body per route, form fields flattened (`metadata[orderNo]`). */
  lastBody: Record<string, Record<string, string>>
  /** While true, every request answers 500 (an outage). */
  down: boolean
  succeed(id: string, amountReceived?: number): FakeIntent
  fail(id: string, message: string): FakeIntent
  /** A Stripe event for an intent (as it is now), signed with `secret`; `timestamp` in seconds. */
  event(type: string, intent: FakeIntent, secret: string, options?: { id?: string; timestamp?: number }): SignedEvent
  resetCalls(): void
  close(): Promise<void>
}

const webhooks = Stripe.webhooks

function readBody(request: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  })
  response.end(JSON.stringify(body))
}

const stripeError = (message: string, type = 'invalid_request_error') => ({ error: { type, message } })

function metadataOf(body: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const [key, value] of Object.entries(body)) {
    const match = /^metadata\[(.+)\]$/.exec(key)
    if (match) metadata[match[1]] = value
  }
  return metadata
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>()
  const refunds: FakeRefund[] = []
  const byIdempotencyKey = new Map<string, unknown>()
  let sequence = 0

  const fake: FakeStripe = {
    url: '',
    intents,
    refunds,
    calls: {},
    lastBody: {},
    down: false,
    succeed(id, amountReceived) {
      const intent = mustGet(id)
      intent.status = 'succeeded'
      intent.amount_received = amountReceived ?? intent.amount
      intent.last_payment_error = null
      return intent
    },
    fail(id, message) {
      const intent = mustGet(id)
      intent.status = 'requires_payment_method'
      intent.last_payment_error = { message, code: 'card_declined', type: 'card_error' }
      return intent
    },
    event(type, intent, secret, options = {}) {
      const id = options.id ?? `evt_${randomBytes(8).toString('hex')}`
      const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000)
      const payload = JSON.stringify({
        id,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: timestamp,
        livemode: false,
        pending_webhooks: 1,
        type,
        data: { object: structuredClone(intent) },
      })
      return { id, payload, header: webhooks.generateTestHeaderString({ payload, secret, timestamp }) }
    },
    resetCalls() {
      fake.calls = {}
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }

  function mustGet(id: string) {
    const intent = intents.get(id)
    if (!intent) throw new Error(`fake stripe: no intent ${id}`)
    return intent
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname
    const body = request.method === 'POST' ? await readBody(request) : {}
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)
    const route = `${request.method} ${intentMatch ? '/v1/payment_intents/:id' : path}`
    fake.calls[route] = (fake.calls[route] ?? 0) + 1
    fake.lastBody[route] = body
    if (fake.down) return send(response, 500, stripeError('Fake outage', 'api_error'))
    if (!(request.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return send(response, 401, stripeError('Invalid API Key provided'))
    }

    const idempotencyKey = request.method === 'POST' ? request.headers['idempotency-key'] : undefined
    const replayKey = typeof idempotencyKey === 'string' ? `${path}\n${idempotencyKey}` : null
    if (replayKey && byIdempotencyKey.has(replayKey)) return send(response, 200, byIdempotencyKey.get(replayKey))

    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(body.amount)
      if (!Number.isInteger(amount) || amount < 1 || !body.currency)
        return send(response, 400, stripeError('amount and currency are required'))
      const id = `pi_fake${++sequence}_${randomBytes(4).toString('hex')}`
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: body.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`,
        metadata: metadataOf(body),
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      }
      intents.set(id, intent)
      if (replayKey) byIdempotencyKey.set(replayKey, structuredClone(intent))
      return send(response, 200, intent)
    }
    if (request.method === 'GET' && intentMatch) {
      const intent = intents.get(intentMatch[1])
      return intent
        ? send(response, 200, intent)
        : send(response, 404, stripeError(`No such payment_intent: '${intentMatch[1]}'`))
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(body.payment_intent)
      if (!intent) return send(response, 404, stripeError(`No such payment_intent: '${body.payment_intent}'`))
      if (intent.status !== 'succeeded')
        return send(response, 400, stripeError('This PaymentIntent has no successful charge to refund'))
      const refund: FakeRefund = {
        id: `re_fake${++sequence}`,
        object: 'refund',
        payment_intent: intent.id,
        amount: body.amount ? Number(body.amount) : intent.amount_received,
        currency: intent.currency,
        status: 'succeeded',
        reason: body.reason ?? null,
        metadata: metadataOf(body),
      }
      refunds.push(refund)
      if (replayKey) byIdempotencyKey.set(replayKey, refund)
      return send(response, 200, refund)
    }
    return send(response, 404, stripeError(`Unrecognized request URL (${request.method}: ${path})`))
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, stripeError(String(error), 'api_error')))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}

/** The Stripe environment for the app pointing at `fake`; returns a function that restores the previous one. */
export function useStripeEnv(fake: FakeStripe, webhookSecret = 'whsec_test'): () => void {
  const keys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const
  const previous = Object.fromEntries(keys.map((k) => [k, process.env[k]]))
  process.env.STRIPE_SECRET_KEY = 'sk_test_fake'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_fake'
  process.env.STRIPE_WEBHOOK_SECRET = webhookSecret
  process.env.STRIPE_API_BASE = fake.url
  return () => {
    for (const k of keys) {
      if (previous[k] === undefined) delete process.env[k]
      else process.env[k] = previous[k]
    }
  }
}
