/** The floating bar's hover card and tooltips, loaded once the browser is idle after the page (floating-bar.tsx). */
import { Trans, useLingui } from '@lingui/react/macro'
import { HoverCard, Tooltip } from '@mantine/core'
import type { ReactElement } from 'react'
import { QrCode } from '~/ui/footer/qr-code'
import { PhoneIcon } from '~/ui/icons'
import classes from './floating-bar.module.css'

/** Customer service: a hover card with a QR code, the hotline and a chat button. */
export function ServiceCard(props: {
  title: string
  phone?: string
  qrValue: string | null
  onService: () => void
  trigger: ReactElement
}) {
  const { t } = useLingui()
  return (
    <HoverCard position="left" offset={12} shadow="md" openDelay={80} closeDelay={150} withArrow>
      <HoverCard.Target>{props.trigger}</HoverCard.Target>
      <HoverCard.Dropdown className={classes.card}>
        <p className={classes.cardTitle}>{props.title}</p>
        <div className={classes.qr}>
          <QrCode value={props.qrValue} size={120} label={t`QR code for customer service`} />
        </div>
        <p className={classes.cardHint}>
          <Trans>Scan with your phone</Trans>
        </p>
        {props.phone ? (
          <p className={classes.phone}>
            <PhoneIcon size={16} />
            <a href={`tel:${props.phone.replace(/\s+/g, '')}`}>{props.phone}</a>
          </p>
        ) : null}
        <button type="button" className={classes.chatButton} onClick={props.onService}>
          <Trans>Chat with us</Trans>
        </button>
      </HoverCard.Dropdown>
    </HoverCard>
  )
}

/** A button's name on hover, to its left. */
export function Hint({ label, trigger }: { label: string; trigger: ReactElement }) {
  return (
    <Tooltip label={label} position="left" withArrow>
      {trigger}
    </Tooltip>
  )
}
