/**
 * The carousel every feature uses (`./carousel-body`: Mantine's Carousel in the shopper's language), hydrated when its
 * own chunk arrives. Embla and Mantine's carousel are about 12 KB of gzip JS that nothing needs before a shopper
 * swipes, so they are not in the first load of the pages that show a carousel (decision 56): the server renders the
 * carousel whole, and in the browser React keeps that HTML, styled by the route's stylesheets (the slides' and
 * the carousel's, imported here), until the chunk has loaded, then hydrates it; a click on it meanwhile is replayed.
 * In the browser a carousel always waits for the chunk, after a client-side navigation too (the first render of a
 * loaded lazy component is the only wait).
 * Features import `Carousel` from here, never from @mantine/carousel (lint: no-restricted-imports).
 */
import { type CarouselProps, CarouselSlide } from '@mantine/carousel'
import { lazy, Suspense, useState } from 'react'
import './carousel.module.css'

type Body = typeof import('./carousel-body')
const load = () => import('./carousel-body')
let body: Body | undefined
const LazyBody = lazy(() => load().then((loaded) => ({ default: loaded.Carousel })))

// The server renders every carousel in one pass: its module is loaded before the first page.
if (import.meta.env.SSR) void load().then((loaded) => (body = loaded))

export function Carousel(props: CarouselProps) {
  // Always inside a Suspense boundary, on the server too, so the browser can hydrate the boundary later. Which
  // component renders it is fixed per carousel (the loaded one on the server once its module is in, else the lazy
  // one): a switch would remount the carousel.
  const [Body] = useState(() => body?.Carousel ?? LazyBody)
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  )
}

Carousel.Slide = CarouselSlide
