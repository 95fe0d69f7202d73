/**
 * PY9: PayPal's webhook. Each delivery is verified with PayPal's own verify-webhook-signature call (the webhook id
 * `PAYPAL_WEBHOOK_ID` and the transmission headers); a refused one answers 400. The event id is recorded in
 * `payment_events` in the transaction that applies it, so a repeated delivery changes nothing, and a failure
 * answers 500 so PayPal delivers it again.
 *   CHECKOUT.ORDER.APPROVED: the shopper approved; the order is captured here too (the return may never come).
 *   PAYMENT.CAPTURE.COMPLETED / PENDING / DENIED / DECLINED: the capture's state, applied as PY5 applies it.
 */
import { config } from '../../../app.config'
import type { Db } from '../db/client'
import { paymentEvents, payments } from '../db/schema'
import { and, eq } from 'drizzle-orm'
import { logger } from '../logger'
import { applyPaypalCapture, capturePaypalOrder } from './paypal'
import { type PaypalCapture, type PaypalOrder, PaypalUnavailable, paypalOk } from './paypal-client'
import type { WebhookAnswer } from './webhook'

const CAPTURE_EVENTS = new Set([
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
])

interface PaypalEvent {
  id: string
  event_type: string
  resource: unknown
}

/** PayPal's verdict on a delivery's signature. */
async function verified(event: unknown, header: (name: string) => string | undefined): Promise<boolean> {
  const webhookId = config().paypal.webhookId
  const fields = {
    auth_algo: header('paypal-auth-algo'),
    cert_url: header('paypal-cert-url'),
    transmission_id: header('paypal-transmission-id'),
    transmission_sig: header('paypal-transmission-sig'),
    transmission_time: header('paypal-transmission-time'),
  }
  if (Object.values(fields).some((value) => !value)) return false
  const answer = await paypalOk<{ verification_status?: string }>(
    'POST',
    '/v1/notifications/verify-webhook-signature',
    {
      body: { ...fields, webhook_id: webhookId, webhook_event: event },
    },
  )
  return answer.verification_status === 'SUCCESS'
}

export async function handlePaypalWebhook(
  db: Db,
  rawBody: string,
  header: (name: string) => string | undefined,
): Promise<WebhookAnswer> {
  if (!config().paypal.webhookId) return { status: 400, message: 'PayPal webhooks are not configured' }
  let event: PaypalEvent
  try {
    event = JSON.parse(rawBody) as PaypalEvent
    if (typeof event?.id !== 'string' || typeof event.event_type !== 'string') throw new Error('not an event')
  } catch {
    return { status: 400, message: 'Invalid event' }
  }
  try {
    if (!(await verified(event, header))) {
      logger.warn(`paypal webhook ${event.id} refused: signature not verified`)
      return { status: 400, message: 'Invalid signature' }
    }
    const result = await applyEvent(db, event)
    logger.info(`paypal webhook ${event.id} ${event.event_type}: ${result}`)
    return { status: 200, message: result === 'duplicate' ? 'Already processed' : 'success' }
  } catch (error) {
    const detail = error instanceof PaypalUnavailable ? `PayPal unavailable (${error.detail})` : error
    logger.error(`paypal webhook ${event.id} ${event.event_type} failed; PayPal will deliver it again`, detail)
    return { status: 500, message: 'The event could not be applied, please retry' }
  }
}

async function applyEvent(db: Db, event: PaypalEvent): Promise<string> {
  const record = (orderNo: string) =>
    db
      .insert(paymentEvents)
      .values({ eventId: event.id, provider: 'paypal', type: event.event_type, orderNo })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId })

  if (event.event_type === 'CHECKOUT.ORDER.APPROVED') {
    const order = event.resource as PaypalOrder
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, 'paypal'), eq(payments.providerRef, order.id)))
    if (!row) return 'ignored'
    // Capturing twice is harmless (PayPal-Request-Id, settled rows never change); the event is recorded after it.
    const result = await capturePaypalOrder(db, row)
    return (await record(row.orderNo)).length === 0 ? 'duplicate' : result
  }
  if (!CAPTURE_EVENTS.has(event.event_type)) {
    return (await record('')).length === 0 ? 'duplicate' : 'ignored'
  }
  const capture = event.resource as PaypalCapture
  const paypalOrderId = capture.supplementary_data?.related_ids?.order_id ?? ''
  const orderNo = capture.custom_id ?? ''
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, provider: 'paypal', type: event.event_type, orderNo })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId })
    if (recorded.length === 0) return 'duplicate'
    if (!paypalOrderId || !orderNo) return 'ignored'
    // A DENIED capture arrives with status DECLINED; the event type decides.
    const status =
      event.event_type === 'PAYMENT.CAPTURE.COMPLETED'
        ? 'COMPLETED'
        : event.event_type === 'PAYMENT.CAPTURE.PENDING'
          ? 'PENDING'
          : 'DECLINED'
    return applyPaypalCapture(tx, orderNo, paypalOrderId, { ...capture, status })
  })
}
