/**
 * A merchant order's state as every screen shows it (`orderStateOf`): the status text, and beside it the refund
 * state while a refund is under way or part of the order was refunded. A fully refunded order reads "Refunded".
 */
import { Badge, Group, Text } from '@mantine/core'
import { type OrderStateInput, orderStateOf, useOrderLabels } from './order-labels'

const COLOUR = { cancelled: 'dimmed', payment: 'red.7', refunded: 'orange.8', status: 'red.7' } as const

export function OrderStateLine({ order, testId = 'order-status' }: { order: OrderStateInput; testId?: string }) {
  const labels = useOrderLabels()
  const state = orderStateOf(order)
  const refund = state.kind === 'status' ? state.refund : 0
  return (
    <Group gap="xs" wrap="nowrap">
      {refund > 0 ? (
        <Badge variant="light" color="orange" tt="none" data-testid="order-refund-status">
          {labels.orderRefund(refund)}
        </Badge>
      ) : null}
      <Text size="sm" c={COLOUR[state.kind]} fw={600} data-testid={testId} data-state={state.kind}>
        {labels.orderState(order)}
      </Text>
    </Group>
  )
}
