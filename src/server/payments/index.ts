/** The payments domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { paypalOk, toPaypalValue } from './paypal-client'
export { callStripe, stripeCurrency, toMinorUnits } from './stripe-client'
export { startPayment } from './service'
