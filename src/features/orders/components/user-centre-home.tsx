/**
 * /users, the user centre's landing: order-status shortcuts with their counts (O5 `order/data`), then every
 * user-centre entry as a tile (the same list as the sidebar and the user dropdown).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Indicator, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { centreEntries, userMenuQuery } from '~/features/account'
import { hrefOf, to } from '~/lib/links'
import { usePathLink } from '~/ui/router-link'
import { orderCountsQuery } from '../queries'

export function UserCentreHome() {
  const { t, i18n } = useLingui()
  const { data: counts } = useQuery(orderCountsQuery())
  const { data: serverEntries = [] } = useQuery(userMenuQuery())
  const shortcuts = [
    { key: 'to-pay', href: hrefOf(to.orders({ orderStatus: 0 })), label: t`To pay`, count: counts?.unPaidCount },
    { key: 'to-ship', href: hrefOf(to.orders({ orderStatus: 1 })), label: t`To ship`, count: counts?.unShippedCount },
    {
      key: 'to-receive',
      href: hrefOf(to.orders({ orderStatus: 2 })),
      label: t`To receive`,
      count: counts?.receivedCount,
    },
    {
      key: 'to-evaluate',
      href: hrefOf(to.orders({ orderStatus: 4 })),
      label: t`To evaluate`,
      count: counts?.toEvaluateCount,
    },
    { key: 'refunds', href: hrefOf(to.refunds()), label: t`Refunds`, count: counts?.refundCount },
  ]

  return (
    <Stack gap="lg">
      <TileSection title={<Trans>My orders</Trans>} columns={5}>
        {shortcuts.map((shortcut) => (
          <CentreTile key={shortcut.key} href={shortcut.href} testId={`order-shortcut-${shortcut.key}`}>
            <Indicator label={shortcut.count} size={18} disabled={!shortcut.count} color="red" inline>
              <Text fw={700} fz="xl">
                {shortcut.count ?? 0}
              </Text>
            </Indicator>
            <Text size="sm">{shortcut.label}</Text>
          </CentreTile>
        ))}
      </TileSection>
      <TileSection title={<Trans>My services</Trans>} columns={4}>
        {centreEntries(serverEntries).map((entry) => (
          <CentreTile key={entry.key} href={entry.href} testId={`centre-tile-${entry.key}`}>
            <Text size="sm">{typeof entry.label === 'string' ? entry.label : i18n._(entry.label)}</Text>
          </CentreTile>
        ))}
      </TileSection>
    </Stack>
  )
}

/** A card of the landing: its title over a grid of tiles, two a row on a phone. */
function TileSection(props: { title: ReactNode; columns: number; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="md">
        <Title order={2} fz="h3">
          {props.title}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: props.columns }}>{props.children}</SimpleGrid>
      </Stack>
    </Paper>
  )
}

/** One tile: a centred link to a user-centre path (a route of the app opens client-side). */
function CentreTile(props: { href: string; testId: string; children: ReactNode }) {
  const pathLink = usePathLink()
  return (
    <UnstyledButton component="a" {...pathLink(props.href)} ta="center" p="sm" data-testid={props.testId}>
      {props.children}
    </UnstyledButton>
  )
}
