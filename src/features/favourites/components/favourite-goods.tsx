/** The goods tab of /users/collection_list (F5): each product opens its page or leaves the list at once (F2). */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { to } from '~/lib/links'
import { Price } from '~/ui/price'
import { UnstyledLink } from '~/ui/router-link'
import { favouriteProductMutation } from '../mutations'
import { FAVOURITES_LIMIT, favouriteProductsQuery } from '../queries'
import { ListPager } from '~/ui/list-pager'

export function FavouriteGoods(props: { page: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(favouriteProductsQuery(props.page))
  const cancel = useMutation(favouriteProductMutation(queryClient, { removed: t`Removed from favourites` }))
  if (data.list.length === 0) {
    return (
      <Text c="dimmed" ta="center" py={60} data-testid="favourites-empty">
        <Trans>No favourite goods yet.</Trans>
      </Text>
    )
  }
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={12}>
        {data.list.map((product) => (
          <Card
            key={product.productId}
            withBorder
            radius="md"
            padding="sm"
            data-testid="favourite-product"
            data-product-id={product.productId}
          >
            <Stack gap={6}>
              <UnstyledLink {...to.product(product.productId)} data-testid="favourite-product-link">
                <Image
                  src={product.image}
                  alt={product.storeName}
                  width={200}
                  height={200}
                  radius="sm"
                  loading="lazy"
                  fit="cover"
                  h={160}
                />
                <Text size="sm" lineClamp={2} mt={6}>
                  {product.storeName}
                </Text>
              </UnstyledLink>
              <Group justify="space-between" wrap="nowrap">
                <Price value={product.price} />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  loading={cancel.isPending && cancel.variables.productId === product.productId}
                  onClick={() => cancel.mutate({ productId: product.productId, favourited: true })}
                  data-testid="favourite-cancel"
                >
                  <Trans>Remove</Trans>
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <ListPager total={data.total} limit={FAVOURITES_LIMIT} page={props.page} onPage={props.onPage} />
    </>
  )
}
