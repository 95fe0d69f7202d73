/**
 * PayPal's REST API (Orders v2, Payments v2, webhook verification) over fetch, built from `config().paypal`.
 * An OAuth2 client-credentials token is fetched once and reused until shortly before it expires.
 * `PAYPAL_API_BASE` (sandbox, tests' local fake) says where the API lives; the default is the live API.
 */
import Decimal from 'decimal.js'
import { config } from '../../../app.config'
import { ApiError } from '../http/envelope'
import { logger } from '../logger'
import { PAYMENT_SERVICE_UNAVAILABLE } from './stripe-client'

/** PayPal is offered when the server can create orders with its credentials. */
export function paypalEnabled(): boolean {
  const { clientId, clientSecret } = config().paypal
  return clientId !== '' && clientSecret !== ''
}

/** What PayPal (or the network) failed with, as the shopper's "unavailable" error (envelope code 500). */
export class PaypalUnavailable extends ApiError {
  constructor(public readonly detail: string) {
    super(500, PAYMENT_SERVICE_UNAVAILABLE)
    this.name = 'PaypalUnavailable'
  }
}

export interface PaypalLink {
  href: string
  rel: string
  method?: string
}

export interface PaypalMoney {
  currency_code: string
  value: string
}

export interface PaypalCapture {
  id: string
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED'
  amount: PaypalMoney
  custom_id?: string
  status_details?: { reason?: string }
  supplementary_data?: { related_ids?: { order_id?: string } }
}

export interface PaypalOrder {
  id: string
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED'
  links?: PaypalLink[]
  purchase_units?: {
    reference_id?: string
    custom_id?: string
    amount?: PaypalMoney
    payments?: { captures?: PaypalCapture[] }
  }[]
}

/** A PayPal answer: 2xx gives `body`; 4xx is returned too (callers read PayPal's `details[].issue`). */
export interface PaypalAnswer<T> {
  status: number
  body: T
}

/** The first issue PayPal names in a 4xx answer (`INSTRUMENT_DECLINED`, `ORDER_ALREADY_CAPTURED`, …). */
export function issueOf(body: unknown): string {
  const details = (body as { details?: { issue?: string }[] } | null)?.details
  return details?.[0]?.issue ?? (body as { name?: string } | null)?.name ?? ''
}

let token: { key: string; value: string; expiresAt: number } | undefined

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) })
  } catch (error) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    logger.warn(`paypal call failed: ${detail}`)
    throw new PaypalUnavailable(detail)
  }
}

async function accessToken(): Promise<string> {
  const { clientId, clientSecret, apiBase } = config().paypal
  const key = `${clientId}\n${clientSecret}\n${apiBase}`
  if (token?.key === key && token.expiresAt > Date.now()) return token.value
  const response = await send(`${apiBase}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: 'grant_type=client_credentials',
  })
  const body = (await response.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null
  if (!response.ok || !body?.access_token) {
    logger.warn(`paypal token refused: HTTP ${response.status}`)
    throw new PaypalUnavailable(`token HTTP ${response.status}`)
  }
  // Renewed a minute early, so a token never expires between reading and using it.
  token = { key, value: body.access_token, expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 300) - 60) * 1000 }
  return token.value
}

/** Tests only: forget the cached token. */
export function resetPaypalToken() {
  token = undefined
}

/**
 * One PayPal API call. `requestId` becomes `PayPal-Request-Id`, PayPal's idempotency key: the same id within its
 * window answers the first result instead of acting twice. Network failures and 5xx throw `PaypalUnavailable`;
 * 4xx answers are returned for the caller to read.
 */
export async function paypalCall<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; requestId?: string } = {},
): Promise<PaypalAnswer<T>> {
  const bearer = await accessToken()
  const headers: Record<string, string> = {
    authorization: `Bearer ${bearer}`,
    accept: 'application/json',
    prefer: 'return=representation',
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.requestId) headers['paypal-request-id'] = options.requestId
  const response = await send(`${config().paypal.apiBase}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const body = (await response.json().catch(() => null)) as T
  if (response.status === 401) resetPaypalToken()
  if (response.status >= 500 || response.status === 401 || response.status === 429) {
    logger.warn(`paypal ${method} ${path}: HTTP ${response.status} ${issueOf(body)}`)
    throw new PaypalUnavailable(`${method} ${path}: HTTP ${response.status}`)
  }
  return { status: response.status, body }
}

/** Like `paypalCall`, but any answer other than 2xx is "unavailable" too. */
export async function paypalOk<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; requestId?: string } = {},
): Promise<T> {
  const answer = await paypalCall<T>(method, path, options)
  if (answer.status >= 300) {
    logger.warn(`paypal ${method} ${path}: HTTP ${answer.status} ${issueOf(answer.body)}`)
    throw new PaypalUnavailable(`${method} ${path}: HTTP ${answer.status} ${issueOf(answer.body)}`)
  }
  return answer.body
}

// https://developer.paypal.com/reference/currency-codes/: these take no decimals.
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD'])

/** A two-decimal amount as PayPal writes it in `currency` ("12.90" USD → "12.90", "100.00" JPY → "100"). */
export function toPaypalValue(amount: string, currency: string): string {
  const places = ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2
  const value = new Decimal(amount)
  if (!value.toDecimalPlaces(places).equals(value))
    throw new Error(`${amount} ${currency} cannot be charged in PayPal's units`)
  return value.toFixed(places)
}

/** The shopper's approval page of a PayPal order. */
export const approvalUrlOf = (order: PaypalOrder): string =>
  order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href ?? ''

/** The capture of a captured PayPal order (one purchase unit, one capture). */
export const captureOf = (order: PaypalOrder): PaypalCapture | null =>
  order.purchase_units?.[0]?.payments?.captures?.[0] ?? null
