/** PY1, PY2, PY6 (shopper) and PY7 (Stripe's webhook, no session). See docs/api.md "Pay". */
import { Hono } from 'hono'
import { type AppEnv, requireUser } from '../http/context'
import { ok } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { parse } from '../http/validate'
import { shopperJsonBody } from '../profile/input'
import { payMethods } from './methods'
import { OrderNoParam, PaymentInput } from './schemas'
import { payResult, startPayment } from './service'
import { handleStripeWebhook } from './webhook'

export const paymentRoutes = new Hono<AppEnv>()
  .get('/front/pay/method', async (c) => ok(c, await payMethods(c.get('db'), localeOf(c))))
  .post('/front/pay/payment', async (c) => {
    const user = await requireUser(c)
    const input = await shopperJsonBody(c, PaymentInput)
    return ok(c, await startPayment(c.get('db'), user.id, input, c.get('origin')))
  })
  .get('/front/pay/result/:orderNo', async (c) => {
    const user = await requireUser(c)
    const orderNo = parse(OrderNoParam, c.req.param('orderNo'))
    return ok(c, await payResult(c.get('db'), user.id, orderNo))
  })
  .post('/front/pay/stripe/webhook', async (c) => {
    // The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed first.
    const rawBody = new Uint8Array(await c.req.arrayBuffer())
    const answer = await handleStripeWebhook(c.get('db'), rawBody, c.req.header('stripe-signature'))
    // Unlike the storefront calls, Stripe reads the HTTP status: non-2xx means "deliver again".
    return c.json({ code: answer.status, message: answer.message, data: null }, answer.status)
  })
