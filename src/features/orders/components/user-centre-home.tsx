/**
 * /users, the user centre's landing: order-status shortcuts with their counts (O5 `order/data`), then every
 * user-centre entry as a tile (the same list as the sidebar and the user dropdown).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Indicator } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { CSSProperties, ReactNode } from 'react'
import { centreEntries, userMenuQuery } from '~/features/account'
import { hrefOf, to } from '~/lib/links'
import plain from '~/ui/plain.module.css'
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
    // Plain elements (~/ui/plain.module.css) but the counters' indicators: the landing renders per request.
    <div className={`${plain.stack} ${plain.gapLg}`}>
      <TileSection title={<Trans>My orders</Trans>} columns={5}>
        {shortcuts.map((shortcut) => (
          <CentreTile key={shortcut.key} href={shortcut.href} testId={`order-shortcut-${shortcut.key}`}>
            <Indicator label={shortcut.count} size={18} disabled={!shortcut.count} color="red" inline>
              <p className={`${plain.text} ${plain.fzXl} ${plain.w700}`}>{shortcut.count ?? 0}</p>
            </Indicator>
            <p className={`${plain.text} ${plain.sm}`}>{shortcut.label}</p>
          </CentreTile>
        ))}
      </TileSection>
      <TileSection title={<Trans>My services</Trans>} columns={4}>
        {centreEntries(serverEntries).map((entry) => (
          <CentreTile key={entry.key} href={entry.href} testId={`centre-tile-${entry.key}`}>
            <p className={`${plain.text} ${plain.sm}`}>
              {typeof entry.label === 'string' ? entry.label : i18n._(entry.label)}
            </p>
          </CentreTile>
        ))}
      </TileSection>
    </div>
  )
}

/** A card of the landing: its title over a grid of tiles, two a row on a phone. */
function TileSection(props: { title: ReactNode; columns: number; children: ReactNode }) {
  return (
    <div className={plain.paperXl}>
      <div className={plain.stack}>
        <h2 className={plain.heading3}>{props.title}</h2>
        <div className={plain.tileGrid} style={{ '--tile-cols': props.columns } as CSSProperties}>
          {props.children}
        </div>
      </div>
    </div>
  )
}

/** One tile: a centred link to a user-centre path (a route of the app opens client-side). */
function CentreTile(props: { href: string; testId: string; children: ReactNode }) {
  const pathLink = usePathLink()
  return (
    <a {...pathLink(props.href)} className={`mantine-focus-auto ${plain.tile}`} data-testid={props.testId}>
      {props.children}
    </a>
  )
}
