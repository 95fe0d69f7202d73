/** The cart with no line at all, valid or expired: where to go next, and best sellers to start from. */
import { Trans } from '@lingui/react/macro'
import { Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { ProductGrid } from '~/features/catalog/components/product-grid'
import { leaderboardQuery } from '~/features/catalog/queries'
import { to } from '~/lib/links'
import { CartIcon } from '~/ui/icons'
import { ButtonLink } from '~/ui/button-link'
import { PageFrame } from '~/ui/page-frame'
import { EMPTY_CART_RECOMMENDED } from '../queries'
import classes from './cart.module.css'

export function EmptyCart() {
  const recommended = (useQuery(leaderboardQuery()).data ?? []).slice(0, EMPTY_CART_RECOMMENDED)
  return (
    <PageFrame data-testid="cart-page">
      <Stack className={classes.card} align="center" gap="sm" py={60} data-testid="cart-empty">
        <CartIcon size={48} aria-hidden />
        <Text fw={700}>
          <Trans>Your cart is empty</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Find something you like and add it to the cart.</Trans>
        </Text>
        <Group gap="sm">
          <ButtonLink {...to.home()}>
            <Trans>Go shopping</Trans>
          </ButtonLink>
          <ButtonLink {...to.search()} variant="default">
            <Trans>Search goods</Trans>
          </ButtonLink>
        </Group>
      </Stack>
      {recommended.length > 0 ? (
        <section className={classes.card} aria-labelledby="cart-recommended" data-testid="cart-recommended">
          <Title order={2} fz="h4" mb="sm" id="cart-recommended">
            <Trans>Recommended for you</Trans>
          </Title>
          <ProductGrid products={recommended} lazy />
        </section>
      ) : null}
    </PageFrame>
  )
}
