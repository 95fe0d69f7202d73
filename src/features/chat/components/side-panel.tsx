/** The chat's right-hand panel (hidden at 800 px or narrower): the store talked to, or the shopper's shortcuts. */
import { Trans } from '@lingui/react/macro'
import { Avatar, Stack, Text } from '@mantine/core'
import type { ChatConversation } from '~/contract'
import { to } from '~/lib/links'
import { AnchorLink } from '~/ui/router-link'
import { StoreIcon } from '~/ui/icons'
import classes from './chat.module.css'

export function SidePanel({ conversation }: { conversation: ChatConversation | null }) {
  const store = conversation && conversation.merId > 0 ? conversation : null
  return (
    <aside className={classes.side} data-testid="chat-side-panel">
      {store ? (
        <Stack gap="xs" align="center">
          <Avatar src={store.merAvatar || null} alt={store.merName} size={56} radius="md">
            <StoreIcon size={24} aria-hidden />
          </Avatar>
          <Text fw={600} ta="center">
            {store.merName}
          </Text>
          <AnchorLink {...to.merchant(store.merId)} size="sm">
            <Trans>Visit store</Trans>
          </AnchorLink>
        </Stack>
      ) : (
        <Text fw={600}>
          <Trans>Quick links</Trans>
        </Text>
      )}
      <Stack gap={6}>
        <AnchorLink {...to.orders()} size="sm">
          <Trans>My orders</Trans>
        </AnchorLink>
        <AnchorLink {...to.refunds()} size="sm">
          <Trans>Returns and refunds</Trans>
        </AnchorLink>
        <AnchorLink {...to.addresses()} size="sm">
          <Trans>Shipping addresses</Trans>
        </AnchorLink>
      </Stack>
      <Text size="xs" c="dimmed">
        <Trans>Our team answers every day from 9:00 to 21:00. Messages sent later are answered the next morning.</Trans>
      </Text>
    </aside>
  )
}
