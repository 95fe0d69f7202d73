/**
 * The floating side bar (spec §2 Floating widgets): customer service (hover card with a QR code, the hotline
 * and a chat button), merchant inquiry and scroll-to-top. Fixed at the right middle, hidden at 500 px or
 * narrower. Presentational: the container supplies the callbacks.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { HoverCard, Tooltip, Transition } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { QrCode } from '~/ui/footer/qr-code'
import classes from './floating-bar.module.css'
import { ArrowUpIcon, HeadsetIcon, PhoneIcon, StoreChatIcon } from '~/ui/icons'

/** The scroll-to-top button shows once the page is scrolled this far. */
export const SCROLL_TOP_THRESHOLD_PX = 400

export interface FloatingBarProps {
  /** Customer service (and the hover card's chat button). */
  onService: () => void
  /** Merchant inquiry. */
  onInquiry: () => void
  /** Hotline shown in the hover card. */
  phone?: string
  /** What the hover card's QR code encodes; null shows a placeholder. */
  qrValue: string | null
}

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return past
}

export function FloatingBar({ onService, onInquiry, phone, qrValue }: FloatingBarProps) {
  const { t } = useLingui()
  const showTop = useScrolledPast(SCROLL_TOP_THRESHOLD_PX)
  const reduceMotion = useReducedMotion()
  const serviceLabel = t`Customer service`
  const inquiryLabel = t`Merchant inquiry`
  const topLabel = t`Back to top`

  return (
    <aside className={classes.bar} aria-label={t`Quick help`} data-testid="floating-bar">
      <HoverCard position="left" offset={12} shadow="md" openDelay={80} closeDelay={150} withArrow>
        <HoverCard.Target>
          <button type="button" className={classes.button} aria-label={serviceLabel} onClick={onService}>
            <HeadsetIcon />
            <span className={classes.caption}>
              <Trans>Service</Trans>
            </span>
          </button>
        </HoverCard.Target>
        <HoverCard.Dropdown className={classes.card}>
          <p className={classes.cardTitle}>{serviceLabel}</p>
          <div className={classes.qr}>
            <QrCode value={qrValue} size={120} label={t`QR code for customer service`} />
          </div>
          <p className={classes.cardHint}>
            <Trans>Scan with your phone</Trans>
          </p>
          {phone ? (
            <p className={classes.phone}>
              <PhoneIcon size={16} />
              <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
            </p>
          ) : null}
          <button type="button" className={classes.chatButton} onClick={onService}>
            <Trans>Chat with us</Trans>
          </button>
        </HoverCard.Dropdown>
      </HoverCard>

      <Tooltip label={inquiryLabel} position="left" withArrow>
        <button type="button" className={classes.button} aria-label={inquiryLabel} onClick={onInquiry}>
          <StoreChatIcon />
          <span className={classes.caption}>
            <Trans>Inquiry</Trans>
          </span>
        </button>
      </Tooltip>

      <Transition mounted={showTop} transition="fade" duration={150}>
        {(style) => (
          <Tooltip label={topLabel} position="left" withArrow>
            <button
              type="button"
              style={style}
              className={classes.button}
              aria-label={topLabel}
              onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
            >
              <ArrowUpIcon />
              <span className={classes.caption}>
                <Trans>Top</Trans>
              </span>
            </button>
          </Tooltip>
        )}
      </Transition>
    </aside>
  )
}
