/**
 * /order/payment_result: asks PY6 (which reconciles an unpaid Stripe or PayPal order with its provider first) and shows success
 * only when the order is really paid; cash on delivery and a bank transfer awaiting confirmation have their own
 * states; anything else is a failure with the reason. Stripe's `redirect_status=processing` polls a few times.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Center, Group, Loader, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ApiError } from '~/lib/api'
import { to } from '~/lib/links'
import { ButtonLink } from '~/ui/button-link'
import { AnchorLink } from '~/ui/router-link'
import { ApproxTotal } from '~/ui/approx-total'
import { useFormatShopMoney } from '~/ui/currency'
import { type PayResult, payResultQuery } from '../queries'
import { DetailRow } from './detail-row'
import { usePayTypeLabel } from './pay-type-label'
import { CARD_PAGE_WIDTH, PageFrame } from '~/ui/page-frame'

/** How many extra PY6 reads a Stripe payment still "processing" gets, and how far apart. */
export const PROCESSING_POLLS = 5
export const PROCESSING_POLL_MS = 2000

export type ResultState = 'success' | 'cod' | 'awaiting' | 'processing' | 'failure'

export function resultState(result: PayResult, redirectStatus: string, pollsLeft: boolean): ResultState {
  if (result.paid) return 'success'
  if (result.payStatus === 'cod') return 'cod'
  if (result.payStatus === 'awaiting_confirmation') return 'awaiting'
  if (result.payStatus === 'unpaid' && result.payType === 'stripe' && redirectStatus === 'processing' && pollsLeft) {
    return 'processing'
  }
  return 'failure'
}

interface ResultProps {
  orderNo: string
  redirectStatus: string
  /** Back from PayPal's cancel link: the order is unpaid and can be paid again. */
  cancelledAtPaypal?: boolean
}

export function PaymentResultPage(props: ResultProps) {
  if (!props.orderNo) return <MissingParameters />
  return <PaymentResult {...props} />
}

function PaymentResult({ orderNo, redirectStatus, cancelledAtPaypal = false }: ResultProps) {
  const { t } = useLingui()
  // Money is taken here: the amount charged, in the shop's currency (decision 34).
  const formatMoney = useFormatShopMoney()
  const payTypeLabel = usePayTypeLabel()
  const queryClient = useQueryClient()
  const query = useQuery({
    ...payResultQuery(orderNo),
    refetchInterval: (q) => {
      const data = q.state.data
      const waiting =
        data &&
        !data.paid &&
        data.payStatus === 'unpaid' &&
        data.payType === 'stripe' &&
        redirectStatus === 'processing'
      return waiting && q.state.dataUpdateCount <= PROCESSING_POLLS ? PROCESSING_POLL_MS : false
    },
  })

  if (query.isPending) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    )
  }
  if (query.isError) {
    return (
      <ResultFrame state="failure" title={t`Payment result unavailable`} testState="error">
        <Text c="dimmed" ta="center">
          {query.error instanceof ApiError && query.error.serverMessage ? (
            query.error.serverMessage
          ) : (
            <Trans>We could not find this order. Please check your orders.</Trans>
          )}
        </Text>
        <Actions orderNo={orderNo} />
      </ResultFrame>
    )
  }

  const result = query.data
  const updates = queryClient.getQueryState(payResultQuery(orderNo).queryKey)?.dataUpdateCount ?? 0
  const state = resultState(result, redirectStatus, updates <= PROCESSING_POLLS)
  const titles: Record<ResultState, string> = {
    success: t`Payment successful`,
    cod: t`Order placed, pay on delivery`,
    awaiting: t`Transfer proof received, awaiting confirmation`,
    processing: t`Your payment is being processed`,
    failure: t`Payment failed`,
  }
  const failureText =
    result.failureReason ||
    (result.payStatus === 'cancelled'
      ? t`The order was cancelled.`
      : redirectStatus === 'failed'
        ? t`The card payment did not go through.`
        : cancelledAtPaypal && result.payStatus === 'unpaid'
          ? t`You cancelled the payment at PayPal. The order is still waiting for payment, you can pay it again from your orders.`
          : t`The order has not been paid yet.`)

  return (
    <ResultFrame state={state} title={titles[state]} testState={state}>
      {state === 'failure' ? (
        <Text c="red.7" ta="center" data-testid="failure-reason">
          {failureText}
        </Text>
      ) : state === 'cod' ? (
        <Text c="dimmed" ta="center">
          <Trans>Please have the amount ready when the courier delivers your order.</Trans>
        </Text>
      ) : state === 'awaiting' ? (
        <Text c="dimmed" ta="center">
          <Trans>We will ship your order as soon as the transfer is confirmed.</Trans>
        </Text>
      ) : state === 'processing' ? (
        <Group justify="center" gap="xs">
          <Loader size="xs" />
          <Text c="dimmed">
            <Trans>Waiting for the bank's answer…</Trans>
          </Text>
        </Group>
      ) : null}
      <Table withRowBorders={false} verticalSpacing={4} maw={420} mx="auto" data-testid="result-details">
        <Table.Tbody>
          <DetailRow label={t`Order number`} value={<span data-testid="result-order-no">{result.orderNo}</span>} />
          <DetailRow label={t`Time`} value={result.payTime || result.createTime} />
          <DetailRow label={t`Payment method`} value={payTypeLabel(result.payType)} />
          <DetailRow
            label={t`Amount`}
            value={
              <>
                <Text component="span" fw={700} c="red.7">
                  {formatMoney(result.payPrice)}
                </Text>
                <ApproxTotal
                  lines={[result.payPrice]}
                  kept={result.shownCurrency}
                  kind={result.paid ? 'paid' : 'charge'}
                  testId="result-amount-converted"
                />
              </>
            }
          />
        </Table.Tbody>
      </Table>
      <Actions orderNo={orderNo} />
    </ResultFrame>
  )
}

function ResultFrame(props: { state: ResultState; title: string; testState: string; children: ReactNode }) {
  const good = props.state !== 'failure'
  return (
    <PageFrame maxWidth={CARD_PAGE_WIDTH}>
      <Paper withBorder radius="md" p="xl" data-testid="payment-result" data-state={props.testState}>
        <Stack gap="md" align="stretch">
          <Center>
            <ThemeIcon
              size={64}
              radius={64}
              color={good ? (props.state === 'success' ? 'green' : 'blue') : 'red'}
              variant="light"
            >
              <Text fz={32} fw={700} aria-hidden>
                {good ? '✓' : '!'}
              </Text>
            </ThemeIcon>
          </Center>
          <Title order={1} fz="h2" ta="center">
            {props.title}
          </Title>
          {props.children}
        </Stack>
      </Paper>
    </PageFrame>
  )
}

function Actions({ orderNo }: { orderNo: string }) {
  return (
    <Group justify="center" gap="sm" mt="sm">
      <ButtonLink {...to.orderDetail(orderNo)} variant="light" data-testid="view-order">
        <Trans>View order</Trans>
      </ButtonLink>
      <Button component={Link} to="/">
        <Trans>Continue shopping</Trans>
      </Button>
    </Group>
  )
}

function MissingParameters() {
  return (
    <PageFrame maxWidth={CARD_PAGE_WIDTH}>
      <Paper withBorder radius="md" p="xl" data-testid="payment-result" data-state="missing">
        <Stack gap="md" align="center">
          <Title order={1} fz="h2" ta="center">
            <Trans>Missing parameters</Trans>
          </Title>
          <Text c="dimmed" ta="center">
            <Trans>This page needs an order number. Open the payment result from your orders.</Trans>
          </Text>
          <Group gap="sm">
            <AnchorLink {...to.orders()}>
              <Trans>My orders</Trans>
            </AnchorLink>
            <Anchor component={Link} to="/">
              <Trans>Home page</Trans>
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  )
}
