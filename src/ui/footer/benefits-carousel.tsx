/** A small auto-advancing carousel of the shop's promises (text and an icon, no images). */
import { useLingui } from '@lingui/react/macro'
import { Carousel } from '@mantine/carousel'
import { useReducedMotion } from '@mantine/hooks'
import type { EmblaCarouselType } from 'embla-carousel'
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
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  const [paused, setPaused] = useState(false)
  const reduceMotion = useReducedMotion()

  useEffect(() => {
    if (!embla || paused || reduceMotion) return
    const timer = setInterval(() => embla.scrollNext(), BENEFIT_AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [embla, paused, reduceMotion])

  return (
    <Carousel
      className={classes.benefits}
      classNames={{ indicators: classes.benefitIndicators, indicator: classes.benefitIndicator }}
      aria-roledescription="carousel"
      aria-label={t`Why shop with us`}
      withControls={false}
      withIndicators
      emblaOptions={{ loop: true }}
      getEmblaApi={setEmbla}
      getIndicatorProps={(index) => ({ 'aria-label': slides[index]?.title })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
    >
      {slides.map(({ key, Icon, title }) => (
        <Carousel.Slide key={key} aria-roledescription="slide">
          <div className={classes.benefit}>
            <span className={classes.benefitIcon}>
              <Icon size={22} />
            </span>
            <span className={classes.benefitTitle}>{title}</span>
          </div>
        </Carousel.Slide>
      ))}
    </Carousel>
  )
}
