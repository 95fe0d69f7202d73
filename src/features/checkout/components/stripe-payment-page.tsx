/**
 * /order/stripe_payment: the card payment screen for one order. Stripe's code loads only here (lazy chunk); the
 * publishable key comes from the public config. Without a key, a client secret or an order number there is nothing
 * to pay, and the page says so.
 */
import { Trans } from '@lingui/react/macro'
import { Alert, Center, Group, Loader, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useShell } from '~/features/site'
import { to } from '~/lib/links'
import { AnchorLink } from '~/ui/router-link'
import { useFormatShopMoney } from '~/ui/currency'
import { payResultQuery } from '../queries'
import { CARD_PAGE_WIDTH, PageFrame } from '~/ui/page-frame'

const StripeCheckout = lazy(() => import('./stripe-checkout'))

export function StripePaymentPage({ clientSecret, orderNo }: { clientSecret: string; orderNo: string }) {
  const { publicConfig } = useShell()
  // Money is taken here: the amount charged, in the shop's currency (decision 34).
  const formatMoney = useFormatShopMoney()
  const publishableKey = publicConfig.stripePublishableKey
  const order = useQuery({ ...payResultQuery(orderNo), enabled: Boolean(orderNo) })
  const amount = order.data ? formatMoney(order.data.payPrice) : ''

  let body
  if (!clientSecret || !orderNo) {
    body = (
      <Alert color="red" data-testid="stripe-missing">
        <Trans>This page needs an order to pay. Open it from your orders.</Trans>
      </Alert>
    )
  } else if (!publishableKey) {
    body = (
      <Alert color="red" data-testid="stripe-unconfigured">
        <Trans>Card payments are not configured on this shop. Please choose another payment method.</Trans>
      </Alert>
    )
  } else if (order.data?.paid) {
    body = (
      <Alert color="green" data-testid="stripe-already-paid">
        <Trans>This order has already been paid.</Trans>{' '}
        <AnchorLink {...to.paymentResult(orderNo)}>
          <Trans>See the payment result</Trans>
        </AnchorLink>
      </Alert>
    )
  } else {
    body = (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        <StripeCheckout publishableKey={publishableKey} clientSecret={clientSecret} orderNo={orderNo} amount={amount} />
      </Suspense>
    )
  }

  return (
    <PageFrame title={<Trans>Card payment</Trans>} card maxWidth={CARD_PAGE_WIDTH} data-testid="stripe-payment">
      {orderNo ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            <Trans>Order number: {orderNo}</Trans>
          </Text>
          {amount ? (
            <Text fw={700} c="red.7" data-testid="stripe-amount">
              {amount}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {body}
      <Group gap="md">
        <AnchorLink {...to.orders()} size="sm">
          <Trans>My orders</Trans>
        </AnchorLink>
      </Group>
    </PageFrame>
  )
}
