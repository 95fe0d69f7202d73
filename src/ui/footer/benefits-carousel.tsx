/**
 * A small auto-advancing carousel of the shop's promises (text and an icon, no images). Four fixed slides need no
 * carousel library: a track moved by a CSS transform, dots to pick a slide, a pause while pointed at or focused, and
 * no motion for shoppers who asked for less. It is on every page (the footer), so it stays light (decision 23).
 */
import { useLingui } from '@lingui/react/macro'
import { useReducedMotion } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import classes from './footer.module.css'
import { GlobeIcon, LockIcon, ShieldIcon, TagIcon } from '~/ui/icons'

export const BENEFIT_AUTOPLAY_MS = 4000

export function BenefitsCarousel() {
  const { t } = useLingui()
  const slides = [
    { key: 'factory', Icon: TagIcon, title: t`Factory-direct prices` },
    { key: 'shipping', Icon: GlobeIcon, title: t`Worldwide shipping` },
    { key: 'protection', Icon: ShieldIcon, title: t`Buyer protection` },
    { key: 'payment', Icon: LockIcon, title: t`Secure payment` },
  ]
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)
  const reduceMotion = useReducedMotion()

  useEffect(() => {
    if (paused || reduceMotion) return
    const timer = setInterval(() => setActive((index) => (index + 1) % slides.length), BENEFIT_AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [paused, reduceMotion, slides.length])

  return (
    <section
      className={classes.benefits}
      aria-roledescription="carousel"
      aria-label={t`Why shop with us`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
    >
      <div
        className={classes.benefitTrack}
        style={{ transform: `translateX(-${active * 100}%)` }}
        aria-live={paused ? 'polite' : 'off'}
      >
        {slides.map(({ key, Icon, title }, index) => (
          <div
            key={key}
            className={classes.benefit}
            role="group"
            aria-roledescription="slide"
            aria-hidden={index !== active}
          >
            <span className={classes.benefitIcon}>
              <Icon size={22} />
            </span>
            <span className={classes.benefitTitle}>{title}</span>
          </div>
        ))}
      </div>
      <div className={classes.benefitIndicators}>
        {slides.map(({ key, title }, index) => (
          <button
            key={key}
            type="button"
            className={classes.benefitIndicator}
            aria-label={title}
            aria-current={index === active || undefined}
            data-active={index === active || undefined}
            onClick={() => setActive(index)}
          />
        ))}
      </div>
    </section>
  )
}
