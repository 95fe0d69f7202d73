/**
 * Mantine's Carousel in the shopper's language. Mantine writes some of its screen-reader words in English and
 * offers no prop for two of them (the "Slide 1 of 4" announcement and the indicator list's name). This wrapper:
 * - names the controls, the indicators and every slide through Lingui;
 * - replaces the announcement with its own (Mantine's is hidden by carousel.module.css);
 * - lets a slide be as narrow as its share (`min-width: 0`): a slide no longer grows to its content's width, which
 *   made tiles of unequal size and pushed the last one under the next arrow;
 * - names the indicator list whenever Mantine draws it (React never rewrites an attribute whose value did not change),
 *   and draws the indicators only once mounted: Mantine's list says "Slides" in English, and the server's HTML must
 *   not (the indicators are an overlay, so nothing moves when they appear).
 * Features import `Carousel` from `./carousel` (hydrated when its chunk arrives), never from here or from
 * @mantine/carousel (lint: no-restricted-imports).
 */
import { useLingui } from '@lingui/react/macro'
import { Carousel as MantineCarousel, type CarouselProps } from '@mantine/carousel'
import { VisuallyHidden } from '@mantine/core'
import type { EmblaCarouselType } from 'embla-carousel'
import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import classes from './carousel.module.css'

type SlideElement = ReactElement<{ 'aria-label'?: string }>

export function Carousel({
  children,
  getEmblaApi,
  previousControlProps,
  nextControlProps,
  getIndicatorProps,
  onSlideChange,
  className,
  withIndicators,
  classNames,
  ...props
}: CarouselProps) {
  const { t } = useLingui()
  const root = useRef<HTMLDivElement>(null)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const [selected, setSelected] = useState(0)
  const [snaps, setSnaps] = useState(0)
  const slides = Children.toArray(children).filter(isValidElement) as SlideElement[]
  const total = slides.length

  const onEmbla = useCallback(
    (embla: EmblaCarouselType) => {
      const count = () => setSnaps(embla.scrollSnapList().length)
      count()
      embla.on('reInit', count)
      getEmblaApi?.(embla)
    },
    [getEmblaApi],
  )
  const listName = t`Slides`
  useLayoutEffect(() => {
    const wrapper = root.current
    if (!wrapper) return
    // Mantine draws the indicator list when it likes (after its own state changes): name it whenever it appears.
    const name = () => {
      for (const list of wrapper.querySelectorAll('[role="tablist"]'))
        if (list.getAttribute('aria-label') !== listName) list.setAttribute('aria-label', listName)
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(wrapper, { childList: true, subtree: true, attributeFilter: ['aria-label'] })
    return () => observer.disconnect()
  }, [listName])

  // The wrapper has no box of its own (display: contents): the carousel lays out as if it were not there. It says
  // when the carousel has hydrated (`data-interactive`, as a page frame does): until its chunk arrives it is the
  // server's HTML, which nothing may change (tests/e2e/page-tour.ts `visit` waits for it).
  return (
    <div ref={root} className={classes.wrapper} data-carousel="" data-interactive={mounted ? 'true' : undefined}>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {snaps > 1 ? t`Slide ${selected + 1} of ${snaps}` : ''}
      </VisuallyHidden>
      <MantineCarousel
        className={className ? `${classes.root} ${className}` : classes.root}
        getEmblaApi={onEmbla}
        onSlideChange={(index) => {
          setSelected(index)
          onSlideChange?.(index)
        }}
        previousControlProps={{ 'aria-label': t`Previous slide`, ...previousControlProps }}
        nextControlProps={{ 'aria-label': t`Next slide`, ...nextControlProps }}
        withIndicators={withIndicators === true && mounted}
        getIndicatorProps={(index) => ({ 'aria-label': t`Go to slide ${index + 1}`, ...getIndicatorProps?.(index) })}
        classNames={
          typeof classNames === 'function'
            ? classNames
            : { ...classNames, slide: [classes.slide, classNames?.slide].filter(Boolean).join(' ') }
        }
        {...props}
      >
        {slides.map((slide, index) =>
          cloneElement(slide, { 'aria-label': slide.props['aria-label'] ?? t`Slide ${index + 1} of ${total}` }),
        )}
      </MantineCarousel>
    </div>
  )
}

Carousel.Slide = MantineCarousel.Slide
