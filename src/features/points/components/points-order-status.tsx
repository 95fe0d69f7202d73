/** A points order's state: awaiting shipment, shipped, received. */
import { Trans } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import type { PointsOrderStatus } from '~/contract'

export function PointsOrderStatusBadge({ status }: { status: PointsOrderStatus }) {
  const color = status === 0 ? 'orange' : status === 1 ? 'blue' : 'green'
  return (
    <Badge color={color} variant="light" data-testid="points-order-status" data-status={status}>
      {status === 0 ? (
        <Trans>Awaiting shipment</Trans>
      ) : status === 1 ? (
        <Trans>Shipped</Trans>
      ) : (
        <Trans context="order status">Received</Trans>
      )}
    </Badge>
  )
}
