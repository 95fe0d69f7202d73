/** /users/points_order: the shopper's points shop orders, 10 a page, newest first, each opening its detail. */
import { Plural, Trans } from '@lingui/react/macro'
import { Card, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { to } from '~/lib/links'
import { PageFrame } from '~/ui/page-frame'
import { ButtonLink, CardButtonLink } from '~/ui/button-link'
import { POINTS_ORDERS_LIMIT, type PointsOrder, pointsOrdersQuery } from '../queries'
import { useApiTime } from '~/ui/api-time'
import { PointsOrderStatusBadge } from './points-order-status'
import { ListPager } from '~/ui/list-pager'
import { SquareImage } from '~/ui/square-image'

export function PointsOrdersPage({ page }: { page: number }) {
  const navigate = useNavigate()
  const { data } = useSuspenseQuery(pointsOrdersQuery(page))
  return (
    <PageFrame card title={<Trans>Points orders</Trans>} data-testid="points-orders">
      <Stack gap="md">
        {data.list.length === 0 ? (
          <Stack align="center" gap="sm" py={60} data-testid="points-orders-empty">
            <Text fw={600}>
              <Trans>You have not redeemed any points yet.</Trans>
            </Text>
            <ButtonLink {...to.pointsShop()} variant="light">
              <Trans>Go to the points shop</Trans>
            </ButtonLink>
          </Stack>
        ) : (
          data.list.map((order) => <PointsOrderCard key={order.orderNo} order={order} />)
        )}
        <ListPager
          total={data.total}
          limit={POINTS_ORDERS_LIMIT}
          page={page}
          onPage={(next) => void navigate(to.pointsOrders({ page: next }))}
        />
      </Stack>
    </PageFrame>
  )
}

function PointsOrderCard({ order }: { order: PointsOrder }) {
  const time = useApiTime().dateTime
  const orderNo = order.orderNo
  const num = order.num
  const total = order.totalPoints
  return (
    <Card withBorder radius="md" padding="md" data-testid="points-order-card" data-order-no={order.orderNo}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="md">
            <Text size="sm" fw={600}>
              <Trans>Order {orderNo}</Trans>
            </Text>
            {/* Intl's words (month and country names) keep the server's text on hydration (decision 75). */}
            <Text size="sm" c="dimmed" suppressHydrationWarning>
              {time(order.createTime)}
            </Text>
          </Group>
          <PointsOrderStatusBadge status={order.status} />
        </Group>
        <Group wrap="nowrap" gap="md">
          <SquareImage src={order.image} alt={order.productName} size={64} lazy />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" lineClamp={2}>
              {order.productName}
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>Quantity: {num}</Trans>
            </Text>
          </Stack>
          <Text fw={700} c="red.7">
            <Plural value={total} one="# point" other="# points" />
          </Text>
        </Group>
        <Group justify="flex-end">
          <CardButtonLink link={to.pointsOrderDetail(order.orderNo)} testId="points-order-details">
            <Trans>View details</Trans>
          </CardButtonLink>
        </Group>
      </Stack>
    </Card>
  )
}
