/** One bought or chosen product as a line shows it: thumbnail, name (linking to the product when it has an id), spec. */
import { Group, Stack, Text } from '@mantine/core'
import { to } from '~/lib/links'
import { AnchorLink } from '~/ui/router-link'
import { SquareImage } from '~/ui/square-image'

export function ProductLine(props: {
  image: string
  name: string
  sku?: string
  productId?: number
  thumb?: number
  lazy?: boolean
}) {
  const thumb = props.thumb ?? 64
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
      <SquareImage src={props.image} alt={props.name} size={thumb} lazy={props.lazy} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        {props.productId ? (
          <AnchorLink {...to.product(props.productId)} size="sm" c="inherit" fw={500} lineClamp={2}>
            {props.name}
          </AnchorLink>
        ) : (
          <Text size="sm" fw={500} lineClamp={2}>
            {props.name}
          </Text>
        )}
        {props.sku ? (
          <Text size="xs" c="dimmed">
            {props.sku}
          </Text>
        ) : null}
      </Stack>
    </Group>
  )
}
