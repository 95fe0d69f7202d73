/** A refund's state as a badge (docs/api.md §4.3 (#ref-4-3)); refused is red, refunded green. */
import { Badge } from '@mantine/core'
import { useOrderLabels } from '~/features/orders/components/order-labels'

const COLOURS = ['orange', 'red', 'blue', 'green']

export function RefundStatus({ status }: { status: number }) {
  const labels = useOrderLabels()
  return (
    <Badge variant="light" color={COLOURS[status] ?? 'gray'} tt="none" data-testid="refund-status" data-status={status}>
      {labels.refundStatus(status)}
    </Badge>
  )
}
