/**
 * /order/order_detail?orderNo&orderStatus: the master order (O8, orderStatus 0) or one merchant order (O9).
 * Step bar (front-api §4.1), order and payment facts, receiver, goods per merchant, the money breakdown, the
 * bank-transfer proof, the cancel reason, and Pay / Cancel while the order awaits payment.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Divider, Group, Image, Loader, Center, Paper, SimpleGrid, Stack, Stepper, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useCurrencySymbol } from '~/features/site'
import { to } from '~/lib/links'
import { formatMoney, toMoney } from '~/lib/money'
import { AnchorLink } from '~/ui/router-link'
import { type OrderDetail, orderDetailQuery, type OrderTab } from '../queries'
import { MasterOrderActions } from './master-order-actions'
import { MasterStatus } from './master-status'
import { OrderGoods } from './order-goods'
import { orderStep, useOrderLabels } from './order-labels'
import { PageFrame } from '~/ui/page-frame'

export function OrderDetailPage({ orderNo, orderStatus }: { orderNo?: string; orderStatus: OrderTab }) {
  return (
    <PageFrame
      title={<Trans>Order details</Trans>}
      actions={
        <AnchorLink {...to.orders({ orderStatus })} size="sm">
          <Trans>Back to my orders</Trans>
        </AnchorLink>
      }
    >
      {orderNo ? (
        <DetailLoader orderNo={orderNo} master={orderStatus === 0} />
      ) : (
        <Notice>
          <Trans>No order was chosen. Open an order from your order list.</Trans>
        </Notice>
      )}
    </PageFrame>
  )
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="order-detail-notice">
      <Stack align="center" gap="sm" py="xl">
        <Text fw={600}>{children}</Text>
        <AnchorLink {...to.orders({ orderStatus: 0 })}>
          <Trans>Go to my orders</Trans>
        </AnchorLink>
      </Stack>
    </Paper>
  )
}

function DetailLoader({ orderNo, master }: { orderNo: string; master: boolean }) {
  const query = useQuery(orderDetailQuery(orderNo, master))
  if (query.data) return <Detail order={query.data} master={master} />
  if (query.isError) {
    return (
      <Notice>
        <Trans>We could not find order {orderNo}.</Trans>
      </Notice>
    )
  }
  return (
    <Center py={80}>
      <Loader />
    </Center>
  )
}

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid={testId}>
      <Text size="sm" c="dimmed" miw={130}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  )
}

function Detail({ order, master }: { order: OrderDetail; master: boolean }) {
  const { t } = useLingui()
  const labels = useOrderLabels()
  const symbol = useCurrencySymbol()
  const cancelled = order.payStatus === 'cancelled'
  const step = orderStep(order, master)
  const groups = master
    ? (order.orderList ?? [])
    : [{ id: order.id, orderNo: order.orderNo, merId: order.merId ?? 0, merName: order.merName ?? '', orderInfoList: order.orderInfoList ?? [] }]
  const useIntegral = order.useIntegral
  const awaitingPayment = master && (order.payStatus === 'unpaid' || order.payStatus === 'awaiting_confirmation')

  return (
    <Stack gap="md" data-testid="order-detail" data-order-no={order.orderNo}>
      {cancelled ? (
        <Alert color="gray" title={t`This order was cancelled`} data-testid="order-cancelled">
          {order.cancelReason ? <Trans>Reason: {order.cancelReason}</Trans> : null}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Stepper active={step === 4 && order.status === 3 ? 4 : step - 1} size="sm" allowNextStepsSelect={false} data-testid="order-steps" data-step={step}>
            <Stepper.Step label={t`Place order`} description={t`To pay`} />
            <Stepper.Step label={t`Paid`} description={t`To ship`} />
            <Stepper.Step label={t`Shipped`} description={t`To receive`} />
            <Stepper.Step label={t`Completed`} />
          </Stepper>
        </Paper>
      )}

      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          {cancelled ? null : (
            <>
              <Group justify="space-between" wrap="wrap">
                {master ? (
                  <MasterStatus payStatus={order.payStatus} payType={order.payType} expireTime={order.expireTime} />
                ) : (
                  <Text size="sm" c="red.7" fw={600} data-testid="order-status">
                    {labels.status(order.status)}
                  </Text>
                )}
                {awaitingPayment ? (
                  <MasterOrderActions orderNo={order.orderNo} payPrice={order.payPrice} payStatus={order.payStatus} size="sm" />
                ) : null}
              </Group>
              <Divider />
            </>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap={6}>
              <Title order={2} fz="h5">
                <Trans>Order information</Trans>
              </Title>
              <Row label={t`Order number`} testId="detail-order-no">
                {order.orderNo}
              </Row>
              <Row label={t`Created`}>{order.createTime}</Row>
              {order.payTime ? <Row label={t`Paid at`}>{order.payTime}</Row> : null}
              {order.refundTime ? <Row label={t`Refunded at`}>{order.refundTime}</Row> : null}
              <Row label={t`Payment method`} testId="detail-pay-type">
                {labels.payType(order.payType)}
              </Row>
              <Row label={t`Payment status`} testId="detail-pay-status">
                {labels.payStatus(order.payStatus)}
              </Row>
              {order.userRemark ? <Row label={t`Remark`}>{order.userRemark}</Row> : null}
            </Stack>
            <Stack gap={6}>
              <Title order={2} fz="h5">
                <Trans>Receiver</Trans>
              </Title>
              <Row label={t`Name`}>{order.realName}</Row>
              <Row label={t`Phone`}>{order.userPhone}</Row>
              {order.userEmail ? <Row label={t`E-mail`}>{order.userEmail}</Row> : null}
              <Row label={t`Address`}>{order.userAddress}</Row>
            </Stack>
          </SimpleGrid>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={2} fz="h5">
            <Trans>Goods</Trans>
          </Title>
          {groups.map((group) => (
            <Stack key={group.id} gap="xs" data-testid="detail-merchant">
              <Divider label={group.merName} labelPosition="left" />
              <OrderGoods items={group.orderInfoList} />
            </Stack>
          ))}
          <Divider />
          <Stack gap={4} ml="auto" miw={260} data-testid="detail-totals">
            <Amount label={t`Goods total`} testId="detail-goods-total">
              {formatMoney(order.proTotalPrice, symbol)}
            </Amount>
            {toMoney(order.payPostage).gt(0) ? (
              <Amount label={t`Shipping`} testId="detail-freight">
                {formatMoney(order.payPostage, symbol)}
              </Amount>
            ) : null}
            {toMoney(order.couponPrice).gt(0) ? (
              <Amount label={t`Coupon deduction`} testId="detail-coupon">
                −{formatMoney(order.couponPrice, symbol)}
              </Amount>
            ) : null}
            {toMoney(order.integralPrice).gt(0) || useIntegral > 0 ? (
              <Amount label={<Trans>Points deduction ({useIntegral} points)</Trans>} testId="detail-points">
                −{formatMoney(order.integralPrice, symbol)}
              </Amount>
            ) : null}
            <Amount label={order.paid ? t`Amount paid` : t`Amount payable`} strong testId="detail-pay-price">
              {formatMoney(order.payPrice, symbol)}
            </Amount>
          </Stack>
        </Stack>
      </Paper>

      {order.payVoucher ? (
        <Paper withBorder radius="md" p="lg" data-testid="detail-voucher">
          <Stack gap="sm">
            <Title order={2} fz="h5">
              <Trans>Payment screenshot</Trans>
            </Title>
            <Anchor href={order.payVoucher} target="_blank" rel="noopener noreferrer" w="fit-content" aria-label={t`Open the payment screenshot`}>
              <Image src={order.payVoucher} alt={t`Payment screenshot`} w={200} h={200} width={200} height={200} fit="contain" radius="sm" />
            </Anchor>
            {order.payVoucherNote ? (
              <Text size="sm">
                <Trans>Note: {order.payVoucherNote}</Trans>
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  )
}

function Amount({ label, children, strong, testId }: { label: ReactNode; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" gap="lg" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} c={strong ? 'red.7' : undefined}>
        {children}
      </Text>
    </Group>
  )
}
