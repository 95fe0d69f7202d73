/**
 * /order/points_order_detail?orderNo: a points order's state, the good, the points spent, the delivery address
 * and, once shipped, the courier and tracking number; a shipped order can be confirmed as received.
 */
import { Plural, Trans } from '@lingui/react/macro'
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { to } from '~/lib/links'
import { PageFrame } from '~/ui/page-frame'
import { AnchorLink } from '~/ui/router-link'
import { takePointsOrderMutation } from '../mutations'
import { type PointsOrder, pointsOrderQuery } from '../queries'
import { useApiTime } from '~/ui/api-time'
import { useFormatNumber } from '~/ui/number'
import { PointsOrderStatusBadge } from './points-order-status'
import { SquareImage } from '~/ui/square-image'

export function PointsOrderDetailPage({ orderNo }: { orderNo?: string }) {
  const query = useQuery({ ...pointsOrderQuery(orderNo ?? ''), enabled: Boolean(orderNo) })
  return (
    <PageFrame
      title={<Trans>Points order details</Trans>}
      maxWidth={900}
      actions={
        <AnchorLink {...to.pointsOrders()} size="sm">
          <Trans>Back to my points orders</Trans>
        </AnchorLink>
      }
      data-testid="points-order-detail"
    >
      {!orderNo || query.isError ? (
        <Alert color="yellow" data-testid="points-order-missing">
          {orderNo ? (
            <Trans>We could not find points order {orderNo}.</Trans>
          ) : (
            <Trans>No points order was chosen.</Trans>
          )}
        </Alert>
      ) : query.data ? (
        <Detail order={query.data} />
      ) : (
        <Text c="dimmed">
          <Trans>Loading…</Trans>
        </Text>
      )}
    </PageFrame>
  )
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {/* Intl's words (month and country names) keep the server's text on hydration (decision 75). */}
      <Text size="sm" component="div" suppressHydrationWarning>
        {children}
      </Text>
    </Group>
  )
}

function Detail({ order }: { order: PointsOrder }) {
  const time = useApiTime().dateTime
  const formatNumber = useFormatNumber()
  const queryClient = useQueryClient()
  const take = useMutation(takePointsOrderMutation(queryClient))
  const num = order.num
  const price = order.price
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between">
          <PointsOrderStatusBadge status={order.status} />
          {order.status === 1 ? (
            <Button
              size="xs"
              loading={take.isPending}
              onClick={() => take.mutate(order.orderNo)}
              data-testid="points-order-take"
            >
              <Trans>Confirm receipt</Trans>
            </Button>
          ) : null}
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Group wrap="nowrap" gap="md">
          <SquareImage src={order.image} alt={order.productName} size={88} />
          <Stack gap={4} style={{ flex: 1 }}>
            <Text fw={600}>{order.productName}</Text>
            <Text size="sm" c="dimmed">
              <Trans>
                {num} × <Plural value={price} one="# point" other="# points" />
              </Trans>
            </Text>
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Row label={<Trans>Order number</Trans>}>{order.orderNo}</Row>
          <Row label={<Trans>Order time</Trans>}>{time(order.createTime)}</Row>
          <Row label={<Trans>Points spent</Trans>}>
            <Text span fw={700} c="red.7" data-testid="points-order-spent">
              {formatNumber(order.totalPoints)}
            </Text>
          </Row>
          <Row label={<Trans>Receiver</Trans>}>
            {order.realName}, {order.userPhone}
          </Row>
          <Row label={<Trans>Delivery address</Trans>}>{order.userAddress}</Row>
          {order.shipTime ? (
            <Row label={<Trans>Shipped</Trans>}>{`${time(order.shipTime)} · ${order.expName} ${order.expNo}`}</Row>
          ) : null}
          {order.receiveTime ? <Row label={<Trans>Received at</Trans>}>{time(order.receiveTime)}</Row> : null}
        </Stack>
      </Paper>
    </Stack>
  )
}
