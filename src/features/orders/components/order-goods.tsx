/**
 * The goods of one merchant order: thumbnail, name (linking to the product), specification, price × quantity.
 * Once the order is received (`reviewOrderNo` set), each line shows "Evaluate" or that it is evaluated.
 */
import { Trans } from '@lingui/react/macro'
import { Badge, Group, Image, Stack, Text } from '@mantine/core'
import { to } from '~/lib/links'
import { Price } from '~/ui/price'
import { AnchorLink, ButtonLink } from '~/ui/router-link'
import type { OrderItem } from '../queries'

export function OrderGoods({ items, reviewOrderNo }: { items: OrderItem[]; reviewOrderNo?: string }) {
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Group key={item.id} gap="md" wrap="nowrap" align="flex-start" data-testid="order-item">
          <Image src={item.image} alt={item.productName} w={64} h={64} width={64} height={64} radius="sm" fit="cover" loading="lazy" />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <AnchorLink {...to.product(item.productId)} c="inherit" fw={500} lineClamp={2}>
              {item.productName}
            </AnchorLink>
            {item.sku ? (
              <Text size="xs" c="dimmed">
                {item.sku}
              </Text>
            ) : null}
          </Stack>
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
  if (item.isReplied) {
    return (
      <Badge variant="light" color="gray" tt="none" data-testid="item-evaluated">
        <Trans>Evaluated</Trans>
      </Badge>
    )
  }
  return (
    <ButtonLink to="/users/evaluation_confirm" search={{ orderNo, orderInfoId: item.id }} size="xs" variant="outline" data-testid="evaluate-item">
      <Trans>Evaluate</Trans>
    </ButtonLink>
  )
}
