/** The cart with no line at all, valid or expired. */
import { Trans } from '@lingui/react/macro'
import { Group, Stack, Text } from '@mantine/core'
import { to } from '~/lib/links'
import { CartIcon } from '~/ui/icons'
import { ButtonLink } from '~/ui/router-link'
import { PageFrame } from '~/ui/page-frame'
import classes from './cart.module.css'

export function EmptyCart() {
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
    </PageFrame>
  )
}
