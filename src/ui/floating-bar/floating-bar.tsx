/**
 * The floating side bar (docs/spec.md §2.56 (#spec-2-56) Floating widgets): customer service (hover card with a QR
 * code, the hotline and a chat button), merchant inquiry and scroll-to-top. Fixed at the right middle, hidden at 500 px
 * or narrower. Presentational: the container supplies the callbacks.
 */
import { useLingui } from '@lingui/react/macro'
import { Transition } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import {
  type ComponentPropsWithRef,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react'
import classes from './floating-bar.module.css'
import { ArrowUpIcon, HeadsetIcon, StoreChatIcon } from '~/ui/icons'

// The hover card and tooltips (floating-ui) load once the browser is idle after the page, not with it (decision 31).
const ServiceCard = lazy(() => import('./floating-bar-hovers').then((m) => ({ default: m.ServiceCard })))
const Hint = lazy(() => import('./floating-bar-hovers').then((m) => ({ default: m.Hint })))

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

/** True once the browser has been idle after the page loaded (the floating version of the bar renders then). */
function useIdleAfterLoad() {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200)
      return () => clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }, [])
  return idle
}

/** `plain` until the floating version is wanted, then `floating` (lazy) with `plain` in place while it loads. */
function Later({ ready, plain, floating }: { ready: boolean; plain: ReactElement; floating: () => ReactNode }) {
  if (!ready) return plain
  return <Suspense fallback={plain}>{floating()}</Suspense>
}

export function FloatingBar({ onService, onInquiry, phone, qrValue }: FloatingBarProps) {
  const { t } = useLingui()
  const showTop = useScrolledPast(SCROLL_TOP_THRESHOLD_PX)
  const reduceMotion = useReducedMotion()
  const serviceLabel = t`Customer service`
  const inquiryLabel = t`Merchant inquiry`
  const topLabel = t`Back to top`
  const ready = useIdleAfterLoad()

  const serviceButton = (
    <BarButton label={serviceLabel} icon={<HeadsetIcon />} caption={t`Service`} onClick={onService} />
  )
  const inquiryButton = (
    <BarButton label={inquiryLabel} icon={<StoreChatIcon />} caption={t`Inquiry`} onClick={onInquiry} />
  )

  return (
    <aside className={classes.bar} aria-label={t`Quick help`} data-testid="floating-bar">
      <Later
        ready={ready}
        plain={serviceButton}
        floating={() => (
          <ServiceCard
            title={serviceLabel}
            phone={phone}
            qrValue={qrValue}
            onService={onService}
            trigger={serviceButton}
          />
        )}
      />
      <Later
        ready={ready}
        plain={inquiryButton}
        floating={() => <Hint label={inquiryLabel} trigger={inquiryButton} />}
      />

      <Transition mounted={showTop} transition="fade" duration={150}>
        {(style) => {
          const topButton = (
            <BarButton
              style={style}
              label={topLabel}
              icon={<ArrowUpIcon />}
              caption={t`Top`}
              onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
            />
          )
          return (
            <Later ready={ready} plain={topButton} floating={() => <Hint label={topLabel} trigger={topButton} />} />
          )
        }}
      </Transition>
    </aside>
  )
}

/**
 * One of the bar's buttons: an icon over a short caption, named in full for screen readers. The hover card and the
 * tooltips put their ref and handlers on it, so it passes every button prop through.
 */
function BarButton({
  label,
  icon,
  caption,
  ...button
}: ComponentPropsWithRef<'button'> & { label: string; icon: ReactNode; caption: ReactNode }) {
  return (
    <button type="button" {...button} className={classes.button} aria-label={label}>
      {icon}
      <span className={classes.caption}>{caption}</span>
    </button>
  )
}
