/**
 * The Stripe SDK client built from `config().stripe`, and money ↔ Stripe minor units with decimal.js.
 * `STRIPE_API_BASE` (tests, local fakes) points the SDK at another host; the default is api.stripe.com.
 */
import Decimal from 'decimal.js'
import Stripe from 'stripe'
import { config } from '../../../app.config'
import { ApiError } from '../http/envelope'
import { logger } from '../logger'

export type PaymentIntent = Stripe.PaymentIntent

export const PAYMENT_SERVICE_UNAVAILABLE = /*i18n*/ 'Payment service unavailable, try again'

/** Card payments are on when the server can create PaymentIntents and the browser can confirm them. */
export function stripeEnabled(): boolean {
  const { secretKey, publishableKey } = config().stripe
  return secretKey !== '' && publishableKey !== ''
}

let cached: { key: string; client: Stripe } | undefined

/** The SDK client for the current configuration (rebuilt when the configuration changes, as in tests). */
export function stripeClient(): Stripe {
  const { secretKey, apiBase } = config().stripe
  const key = `${secretKey}\n${apiBase}`
  if (cached?.key === key) return cached.client
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 15_000, telemetry: false }
  if (apiBase) {
    const url = new URL(apiBase)
    options.host = url.hostname
    options.protocol = url.protocol === 'http:' ? 'http' : 'https'
    if (url.port) options.port = Number(url.port)
  }
  cached = { key, client: new Stripe(secretKey, options) }
  return cached.client
}

/** The shop's currency as Stripe writes it (lower-case ISO code). */
export const stripeCurrency = () => config().currency.code.toLowerCase()

// https://docs.stripe.com/currencies#zero-decimal and #three-decimal
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
])
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd'])

const exponentOf = (currency: string) => (ZERO_DECIMAL.has(currency) ? 0 : THREE_DECIMAL.has(currency) ? 3 : 2)

/** A two-decimal amount string in Stripe's smallest currency unit (`"12.90"` USD → 1290). */
export function toMinorUnits(amount: string, currency: string): number {
  const minor = new Decimal(amount).times(new Decimal(10).pow(exponentOf(currency.toLowerCase())))
  if (!minor.isInteger()) throw new Error(`${amount} ${currency} cannot be charged in whole minor units`)
  return minor.toNumber()
}

/** Stripe's minor units back to a two-decimal string (1290 USD → "12.90"). */
export function fromMinorUnits(minor: number, currency: string): string {
  return new Decimal(minor).div(new Decimal(10).pow(exponentOf(currency.toLowerCase()))).toFixed(2)
}

/** Runs a Stripe call; any SDK failure becomes the shopper-facing "unavailable" error (envelope code 500). */
export async function callStripe<T>(work: (stripe: Stripe) => Promise<T>): Promise<T> {
  try {
    return await work(stripeClient())
  } catch (error) {
    if (error instanceof ApiError) throw error
    const unavailable = new StripeUnavailable(error)
    logger.warn(`stripe call failed: ${unavailable.detail}`)
    throw unavailable
  }
}

export class StripeUnavailable extends ApiError {
  constructor(public readonly reason: unknown) {
    super(500, PAYMENT_SERVICE_UNAVAILABLE)
    this.name = 'StripeUnavailable'
  }

  /** One log line: what Stripe (or the network) said. */
  get detail(): string {
    return this.reason instanceof Error ? `${this.reason.name}: ${this.reason.message}` : String(this.reason)
  }
}
