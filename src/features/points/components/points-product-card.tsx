/** One good of the points shop: picture, name, price in points, stock, and "Redeem" (or sold out / not enough points). */
import { Plural, Trans } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core'
import { to } from '~/lib/links'
import { ButtonLink } from '~/ui/button-link'
import type { PointsProduct } from '../queries'
import { useFormatNumber } from '~/ui/number'

export function PointsProductCard({
  product,
  balance,
  eager,
}: {
  product: PointsProduct
  balance?: number
  eager?: boolean
}) {
  const soldOut = product.stock === 0
  const short = balance !== undefined && balance < product.price
  const formatNumber = useFormatNumber()
  const stock = formatNumber(product.stock)
  return (
    <Card withBorder radius="md" padding="sm" data-testid="points-product" data-product-id={product.id}>
      <Card.Section>
        <Image
          src={product.image}
          alt={product.name}
          h={180}
          w="100%"
          fit="cover"
          loading={eager ? 'eager' : 'lazy'}
          width={240}
          height={180}
        />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text size="sm" fw={600} lineClamp={2} mih={40}>
          {product.name}
        </Text>
        <Group justify="space-between" gap={4}>
          <Text fw={700} c="red.7" data-testid="points-product-price">
            <Plural value={product.price} one="# point" other="# points" />
          </Text>
          {soldOut ? (
            <Badge color="gray" variant="light">
              <Trans>Sold out</Trans>
            </Badge>
          ) : (
            <Text size="xs" c="dimmed">
              <Trans>{stock} in stock</Trans>
            </Text>
          )}
        </Group>
        {soldOut ? (
          <Button size="xs" disabled fullWidth>
            <Trans>Sold out</Trans>
          </Button>
        ) : (
          <ButtonLink
            {...to.pointsOrderConfirm(product.id)}
            size="xs"
            fullWidth
            variant={short ? 'light' : 'filled'}
            data-testid="points-redeem"
          >
            {short ? <Trans>Redeem (not enough points yet)</Trans> : <Trans>Redeem</Trans>}
          </ButtonLink>
        )}
      </Stack>
    </Card>
  )
}
