/**
 * PY7: Stripe webhook. The signature is checked on the raw body (`STRIPE_WEBHOOK_SECRET`, 5-minute tolerance);
 * each event id is recorded in `payment_events` in the same transaction that applies it, so a replayed or
 * retried delivery is acknowledged without being applied twice, and a failed one is rolled back whole (Stripe
 * delivers it again).
 */
import Stripe from 'stripe'
import { config } from '../../../app.config'
import type { Db } from '../db/client'
import { paymentEvents } from '../db/schema'
import { logger } from '../logger'
import { applyIntent, type IntentOutcome } from './apply-intent'
import { type PaymentIntent, StripeUnavailable } from './stripe-client'

export const WEBHOOK_TOLERANCE_SECONDS = 300

/** The outcome each handled event type stands for; other types are acknowledged and ignored. */
const OUTCOMES: Record<string, IntentOutcome> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.processing': 'processing',
  'payment_intent.canceled': 'cancelled',
}

export interface WebhookAnswer {
  /** The HTTP status Stripe sees: 2xx acknowledges, anything else makes Stripe deliver again later. */
  status: 200 | 400 | 500
  message: string
}

export async function handleStripeWebhook(
  db: Db,
  rawBody: Uint8Array,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  const secret = config().stripe.webhookSecret
  if (!secret) return { status: 400, message: 'Stripe webhooks are not configured' }
  let event: Stripe.Event
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret, WEBHOOK_TOLERANCE_SECONDS)
  } catch (error) {
    logger.warn(`stripe webhook refused: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`)
    return { status: 400, message: 'Invalid signature' }
  }
  const outcome = OUTCOMES[event.type]
  const intent = outcome ? (event.data.object as PaymentIntent) : null
  try {
    const result = await db.transaction(async (tx) => {
      const recorded = await tx
        .insert(paymentEvents)
        .values({ eventId: event.id, provider: 'stripe', type: event.type, orderNo: intent?.metadata?.orderNo ?? '' })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId })
      if (recorded.length === 0) return 'duplicate'
      return intent && outcome ? applyIntent(tx, intent, outcome) : 'ignored'
    })
    logger.info(`stripe webhook ${event.id} ${event.type}: ${result}`)
    return { status: 200, message: result === 'duplicate' ? 'Already processed' : 'success' }
  } catch (error) {
    const detail = error instanceof StripeUnavailable ? `Stripe unavailable (${error.detail})` : error
    logger.error(`stripe webhook ${event.id} ${event.type} failed; Stripe will deliver it again`, detail)
    return { status: 500, message: 'The event could not be applied, please retry' }
  }
}
