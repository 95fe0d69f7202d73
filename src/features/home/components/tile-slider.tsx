import { Carousel } from '~/ui/carousel/carousel'
import type { ReactNode } from 'react'
import classes from './home.module.css'

/** The home page's sliders of product tiles (activities, hot sellers): a page of tiles a step, arrows at the sides. */
export function TileSlider(props: {
  slideSize: Record<string, string>
  /** The arrows' names, saying what they scroll. */
  previousLabel: string
  nextLabel: string
  children: ReactNode
}) {
  return (
    <Carousel
      slideSize={props.slideSize}
      slideGap={12}
      emblaOptions={{ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' }}
      controlsOffset={-4}
      controlSize={32}
      className={classes.tileSlider}
      classNames={{ control: classes.sliderControl, controls: classes.tileControls }}
      previousControlProps={{ 'aria-label': props.previousLabel }}
      nextControlProps={{ 'aria-label': props.nextLabel }}
    >
      {props.children}
    </Carousel>
  )
}
