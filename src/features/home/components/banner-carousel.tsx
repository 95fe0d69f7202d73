import { Trans, useLingui } from '@lingui/react/macro'
import { Carousel } from '~/ui/carousel/carousel'
import { useReducedMotion } from '@mantine/hooks'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useState } from 'react'
import { homeIndexQuery } from '~/features/site/queries'
import { PictureWords } from '~/ui/picture-words'
import { usePathLink } from '~/ui/router-link'
import classes from './home.module.css'

const AUTOPLAY_MS = 5000

/**
 * The home banner carousel (P1 `banner[]`): loops, autoplays unless hovered, focused or reduced motion. A slide's
 * words are drawn over its picture (decision 51).
 */
export function BannerCarousel() {
  const { t } = useLingui()
  const pathLink = usePathLink()
  const { data: home } = useSuspenseQuery(homeIndexQuery())
  const banners = home.banner ?? []
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  const [paused, setPaused] = useState(false)
  const reduceMotion = useReducedMotion()

  useEffect(() => {
    if (!embla || paused || reduceMotion || banners.length < 2) return
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') embla.scrollNext()
    }, AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [embla, paused, reduceMotion, banners.length])

  if (banners.length === 0) {
    return (
      <div className={classes.banner}>
        <div className={classes.bannerEmpty}>
          <strong style={{ fontSize: 32 }}>{home.siteName}</strong>
          <span>
            <Trans>Buy directly from factories at factory prices</Trans>
          </span>
        </div>
      </div>
    )
  }

  return (
    <section
      className={classes.banner}
      aria-roledescription="carousel"
      aria-label={t`Featured offers`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="home-banner"
    >
      <Carousel
        height="100%"
        h="100%"
        emblaOptions={{ loop: true }}
        withIndicators={banners.length > 1}
        withControls={banners.length > 1}
        getEmblaApi={setEmbla}
        classNames={{ indicator: classes.bannerIndicator, control: classes.bannerControl }}
        previousControlProps={{ 'aria-label': t`Previous banner` }}
        nextControlProps={{ 'aria-label': t`Next banner` }}
      >
        {banners.map((banner, index) => {
          const image = (
            <>
              <img
                className={classes.bannerImage}
                src={banner.pic}
                alt={t`Banner ${index + 1} of ${banners.length}`}
                width={1200}
                height={400}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
              />
              <PictureWords variant="banner" headline={banner.headline} subline={banner.subline} cta={banner.cta} />
            </>
          )
          return (
            <Carousel.Slide key={banner.id}>
              {banner.link ? (
                <a className={classes.bannerSlide} {...pathLink(banner.link)}>
                  {image}
                </a>
              ) : (
                <div className={classes.bannerSlide}>{image}</div>
              )}
            </Carousel.Slide>
          )
        })}
      </Carousel>
    </section>
  )
}
