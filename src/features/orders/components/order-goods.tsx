/**
 * The goods of one merchant order: thumbnail, name (linking to the product), specification, price × quantity.
 * Once the order is received (`reviewOrderNo` set), each line shows "Evaluate" or that it is evaluated; a line
 * whose every unit was refunded shows that instead (it cannot be reviewed).
 */
import { Trans } from '@lingui/react/macro'
import { Badge, Group, Stack, Text } from '@mantine/core'
import { Price } from '~/ui/price'
import { ProductLine } from '~/ui/product-line'
import { ButtonLink } from '~/ui/router-link'
import type { OrderItem } from '../queries'
import { isItemRefunded } from './order-labels'

export function OrderGoods({ items, reviewOrderNo }: { items: OrderItem[]; reviewOrderNo?: string }) {
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Group key={item.id} gap="md" wrap="nowrap" align="flex-start" data-testid="order-item">
          <ProductLine image={item.image} name={item.productName} sku={item.sku} productId={item.productId} lazy />
          <Group gap={6} wrap="nowrap" align="baseline">
            <Price value={item.price} size="sm" />
            <Text size="sm" c="dimmed" data-testid="order-item-qty">
              <Trans>× {item.payNum}</Trans>
            </Text>
          </Group>
          {reviewOrderNo ? <ReviewState item={item} orderNo={reviewOrderNo} /> : null}
        </Group>
      ))}
    </Stack>
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
