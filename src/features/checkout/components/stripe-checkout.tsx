/**
 * Stripe Elements for one PaymentIntent (lazily imported by the card payment page, so Stripe's code stays in its own
 * chunk). "Pay" confirms the payment; Stripe then sends the browser to the payment result page, or the error
 * message it gives is shown here and the shopper can try again.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Center, Loader, Stack } from '@mantine/core'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { type FormEvent, useEffect, useState } from 'react'
import { hrefOf, to } from '~/lib/links'

export interface StripeCheckoutProps {
  publishableKey: string
  clientSecret: string
  orderNo: string
  /** The formatted amount for the button ("$12.90"); empty when unknown. */
  amount: string
}

export default function StripeCheckout(props: StripeCheckoutProps) {
  const [stripe, setStripe] = useState<Stripe | null | 'failed'>(null)
  useEffect(() => {
    let alive = true
    loadStripe(props.publishableKey)
      .then((loaded) => alive && setStripe(loaded ?? 'failed'))
      .catch(() => alive && setStripe('failed'))
    return () => {
      alive = false
    }
  }, [props.publishableKey])

  if (stripe === 'failed') {
    return (
      <Alert color="red" data-testid="stripe-error">
        <Trans>The card payment form could not be loaded. Please check your connection and reload the page.</Trans>
      </Alert>
    )
  }
  if (!stripe) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    )
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe' } }}>
      <PayForm {...props} />
    </Elements>
  )
}

function PayForm({ orderNo, amount }: StripeCheckoutProps) {
  const { t } = useLingui()
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements || busy) return
    setBusy(true)
    setError('')
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${hrefOf(to.paymentResult(orderNo))}` },
    })
    // Only reached when the payment could not be confirmed (otherwise Stripe redirects).
    setError(result.error?.message || t`The payment could not be completed. Please try again.`)
    setBusy(false)
  }

  return (
    <form onSubmit={submit} data-testid="stripe-form">
      <Stack gap="md">
        <PaymentElement onReady={() => setReady(true)} />
        {error ? (
          <Alert color="red" data-testid="stripe-error" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button
          type="submit"
          size="md"
          loading={busy}
          disabled={!stripe || !elements || !ready}
          data-testid="stripe-pay"
        >
          {amount ? <Trans>Pay {amount}</Trans> : <Trans>Pay</Trans>}
        </Button>
      </Stack>
    </form>
  )
}
