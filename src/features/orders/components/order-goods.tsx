/**
 * The goods of one merchant order: thumbnail, name (linking to the product), specification, price × quantity.
 * Once the order is received (`reviewOrderNo` set), each line shows "Evaluate" or that it is evaluated; a line
 * whose every unit was refunded shows that instead (it cannot be reviewed).
 */
import { Trans } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import plain from '~/ui/plain.module.css'
import { Price } from '~/ui/price'
import { ProductLine } from '~/ui/product-line'
import { ButtonLink } from '~/ui/button-link'
import type { OrderItem } from '../queries'
import { isItemRefunded } from './order-labels'

export function OrderGoods({ items, reviewOrderNo }: { items: OrderItem[]; reviewOrderNo?: string }) {
  return (
    // Plain elements (~/ui/plain.module.css): a line per product on every order list render.
    <div className={`${plain.stack} ${plain.gapSm}`}>
      {items.map((item) => (
        <div key={item.id} className={`${plain.group} ${plain.noWrap} ${plain.top}`} data-testid="order-item">
          <ProductLine image={item.image} name={item.productName} sku={item.sku} productId={item.productId} lazy />
          <div className={`${plain.group} ${plain.noWrap} ${plain.baseline} ${plain.gap6}`}>
            <Price value={item.price} size="sm" />
            <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`} data-testid="order-item-qty">
              <Trans>× {item.payNum}</Trans>
            </p>
          </div>
          {reviewOrderNo ? <ReviewState item={item} orderNo={reviewOrderNo} /> : null}
        </div>
      ))}
    </div>
  )
}

function ReviewState({ item, orderNo }: { item: OrderItem; orderNo: string }) {
  if (isItemRefunded(item) && !item.isReplied) {
    return (
      <Badge variant="light" color="orange" tt="none" data-testid="item-refunded">
        <Trans>Refunded</Trans>
      </Badge>
    )
  }
  if (item.isReplied) {
    return (
      <Badge variant="light" color="gray" tt="none" data-testid="item-evaluated">
        <Trans>Evaluated</Trans>
      </Badge>
    )
  }
  return (
    <ButtonLink
      to="/users/evaluation_confirm"
      search={{ orderNo, orderInfoId: item.id }}
      size="xs"
      variant="outline"
      data-testid="evaluate-item"
    >
      <Trans>Evaluate</Trans>
    </ButtonLink>
  )
}
