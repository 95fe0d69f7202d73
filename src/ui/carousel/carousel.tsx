/**
 * The carousel every feature uses (`./carousel-body`: Mantine's Carousel in the shopper's language), hydrated when its
 * own chunk arrives (ui/hydrate-later). Embla and Mantine's carousel are about 12 KB of gzip JS that nothing needs
 * before a shopper swipes, so they are not in the first load of the pages that show a carousel (decision 56): the
 * server renders the carousel whole, and in the browser React keeps that HTML, styled by the route's stylesheets (the
 * slides' and the carousel's, imported here), until the chunk has loaded, then hydrates it; a click on it meanwhile is
 * replayed. In the browser a carousel always waits for the chunk, after a client-side navigation too (the first render
 * of a loaded lazy component is the only wait).
 * Features import `Carousel` from here, never from @mantine/carousel (lint: no-restricted-imports).
 */
import { type CarouselProps, CarouselSlide } from '@mantine/carousel'
import { hydrateLater } from '~/ui/hydrate-later'
import './carousel.module.css'

export const Carousel = Object.assign(
  hydrateLater<CarouselProps>(() => import('./carousel-body').then((loaded) => loaded.Carousel)),
  { Slide: CarouselSlide },
)
