/** PY1–PY6 (shopper), PY7 (Stripe's webhook) and PY9 (PayPal's webhook), no session for the webhooks. See docs/api.md "Pay". */
import { Hono } from 'hono'
import { type AppEnv, requireUser } from '../http/context'
import { ok } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { jsonBody, orderNoParam, parse } from '../http/validate'
import { payMethods } from './methods'
import { handlePaypalWebhook } from './paypal-webhook'
import { PaymentInput, PaypalReturnInput } from './schemas'
import { badRequest } from '../http/envelope'
import { confirmPaypalReturn, payResult, startPayment, UPI_UNAVAILABLE, WECHAT_UNAVAILABLE } from './service'
import { handleStripeWebhook } from './webhook'

export const paymentRoutes = new Hono<AppEnv>()
  .get('/front/pay/method', async (c) => ok(c, 'GET /api/front/pay/method', await payMethods(c.get('db'), localeOf(c))))
  .post('/front/pay/payment', async (c) => {
    const user = await requireUser(c)
    const input = await jsonBody(c, 'POST /api/front/pay/payment', PaymentInput)
    return ok(c, 'POST /api/front/pay/payment', await startPayment(c.get('db'), user.id, input, c.get('origin')))
  })
  .get('/front/pay/result/:orderNo', async (c) => {
    const user = await requireUser(c)
    const orderNo = parse(orderNoParam, c.req.param('orderNo'))
    return ok(c, 'GET /api/front/pay/result/:orderNo', await payResult(c.get('db'), user.id, orderNo, localeOf(c)))
  })
  .get('/front/pay/query/wechat/pay/result/:orderNo', async (c) => {
    await requireUser(c)
    throw badRequest(WECHAT_UNAVAILABLE)
  })
  .get('/front/pay/query/upi/pay/result/:orderNo', async (c) => {
    await requireUser(c)
    throw badRequest(UPI_UNAVAILABLE)
  })
  .post('/front/pay/paypal/success', async (c) => {
    const user = await requireUser(c)
    const input = await jsonBody(c, 'POST /api/front/pay/paypal/success', PaypalReturnInput)
    return ok(
      c,
      'POST /api/front/pay/paypal/success',
      await confirmPaypalReturn(c.get('db'), user.id, input.token, localeOf(c)),
    )
  })
  .post('/front/pay/paypal/webhook', async (c) => {
    const answer = await handlePaypalWebhook(c.get('db'), await c.req.text(), (name) => c.req.header(name))
    // PayPal reads the HTTP status: non-2xx means "deliver again".
    return c.json({ code: answer.status, message: answer.message, data: null }, answer.status)
  })
  .post('/front/pay/stripe/webhook', async (c) => {
    // The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed first.
    const rawBody = new Uint8Array(await c.req.arrayBuffer())
    const answer = await handleStripeWebhook(c.get('db'), rawBody, c.req.header('stripe-signature'))
    // Unlike the storefront calls, Stripe reads the HTTP status: non-2xx means "deliver again".
    return c.json({ code: answer.status, message: answer.message, data: null }, answer.status)
  })
