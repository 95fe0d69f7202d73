/**
 * A merchant order's state as every screen shows it (`orderStateOf`): the status text, and beside it the refund
 * state while a refund is under way or part of the order was refunded. A fully refunded order reads "Refunded".
 */
import { Badge } from '@mantine/core'
import plain from '~/ui/plain.module.css'
import { type OrderStateInput, orderStateOf, useOrderLabels } from './order-labels'

const COLOUR = { cancelled: plain.dimmed, payment: plain.red, refunded: plain.orange, status: plain.red } as const

export function OrderStateLine({ order, testId = 'order-status' }: { order: OrderStateInput; testId?: string }) {
  const labels = useOrderLabels()
  const state = orderStateOf(order)
  const refund = state.kind === 'status' ? state.refund : 0
  return (
    <div className={`${plain.group} ${plain.noWrap} ${plain.gapXs}`}>
      {refund > 0 ? (
        <Badge variant="light" color="orange" tt="none" data-testid="order-refund-status">
          {labels.orderRefund(refund)}
        </Badge>
      ) : null}
      <p
        className={`${plain.text} ${plain.sm} ${COLOUR[state.kind]} ${plain.w600}`}
        data-testid={testId}
        data-state={state.kind}
      >
        {labels.orderState(order)}
      </p>
    </div>
  )
}
