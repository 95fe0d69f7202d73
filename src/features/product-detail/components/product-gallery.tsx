/**
 * The gallery: a square stage with hover zoom (the image magnified under the pointer, via background-position)
 * and a thumbnail strip from `sliderImage`. A selected SKU's own image takes the stage until a thumbnail is
 * chosen. The stage is a button: a click (or Enter) opens the pictures full size in the lightbox, which loads on
 * first opening. The thumbnails are one tab stop; the arrow keys, Home and End move between them.
 *
 * An uploaded photo comes at the size each place shows it (~/contract/media.ts): the stage (the page's LCP image)
 * by `srcset` over its 320 and 640 px copies and the whole photo, for the stage's width in the page's layout; the
 * thumbnails as the 320 px copy; the hover zoom and the lightbox, which magnify it, as the whole photo.
 */
import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react'
import { pictureAttrs } from '~/contract'
import { useOpenedOnce } from '~/ui/opened-once'
import classes from './product-detail.module.css'

/** How wide the stage is shown: product-detail.module.css's `.top` grid (440 px, 380 px, then the page's width). */
const STAGE_SIZES = '(max-width: 760px) 100vw, (max-width: 1100px) 380px, 440px'
/** A thumbnail is 64 px: the 320 px copy covers it at any density. */
const THUMB_SIZES = '64px'

const ProductLightbox = lazy(() => import('./product-lightbox').then((m) => ({ default: m.ProductLightbox })))

export function ProductGallery(props: { images: string[]; skuImage?: string; name: string }) {
  const { t } = useLingui()
  const [active, setActive] = useState<string | null>(null)
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null)
  const [lightbox, setLightbox] = useState<number | null>(null)
  const lightboxLoaded = useOpenedOnce(lightbox !== null)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])

  // A newly selected SKU with its own picture shows it.
  useEffect(() => {
    setActive(null)
  }, [props.skuImage])

  const shown = active ?? props.skuImage ?? props.images[0] ?? ''
  // The lightbox walks the gallery plus a SKU picture that is not in it.
  const all = shown && !props.images.includes(shown) ? [shown, ...props.images] : props.images
  const shownIndex = Math.max(0, all.indexOf(shown))
  const focusIndex = Math.max(0, props.images.indexOf(shown))

  const onMove = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100))
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100))
    setZoom({ x, y })
  }

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = props.images.length - 1
    const next = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: last }[
      event.key
    ]
    if (next === undefined) return
    event.preventDefault()
    const target = Math.min(last, Math.max(0, next))
    setActive(props.images[target])
    thumbs.current[target]?.focus()
  }

  return (
    <div className={classes.gallery} data-testid="product-gallery">
      <button
        type="button"
        className={classes.stage}
        onMouseMove={onMove}
        onMouseEnter={onMove}
        onMouseLeave={() => setZoom(null)}
        onClick={() => {
          setZoom(null)
          setLightbox(shownIndex)
        }}
        aria-label={t`Open picture ${shownIndex + 1} of ${all.length} full size`}
        aria-haspopup="dialog"
        data-zooming={zoom ? 'true' : undefined}
        data-testid="gallery-stage"
      >
        <img
          className={classes.stageImage}
          {...pictureAttrs(shown, STAGE_SIZES, { whole: true })}
          alt={props.name}
          width={440}
          height={440}
          loading="eager"
          fetchPriority="high"
          data-testid="gallery-main"
        />
        {zoom && shown ? (
          <div
            className={classes.zoom}
            aria-hidden
            data-testid="gallery-zoom"
            style={{ backgroundImage: `url("${shown}")`, backgroundPosition: `${zoom.x}% ${zoom.y}%` }}
          />
        ) : null}
      </button>
      {props.images.length > 1 || (props.skuImage && !props.images.includes(props.skuImage)) ? (
        <div className={classes.thumbs} role="group" aria-label={t`Product pictures`}>
          {props.images.map((src, i) => (
            <button
              key={src}
              ref={(element) => {
                thumbs.current[i] = element
              }}
              type="button"
              className={classes.thumb}
              data-active={src === shown || undefined}
              aria-label={t`Picture ${i + 1}`}
              aria-current={src === shown || undefined}
              tabIndex={i === focusIndex ? 0 : -1}
              onMouseEnter={() => setActive(src)}
              onFocus={() => setActive(src)}
              onClick={() => setActive(src)}
              onKeyDown={(event) => onThumbKey(event, i)}
              data-testid="gallery-thumb"
            >
              <img
                {...pictureAttrs(src, THUMB_SIZES, { widths: [320] })}
                alt=""
                width={64}
                height={64}
                loading="lazy"
              />
            </button>
          ))}
        </div>
      ) : null}
      {lightboxLoaded ? (
        <Suspense fallback={null}>
          <ProductLightbox
            images={all}
            name={props.name}
            index={lightbox}
            onIndex={(i) => {
              setLightbox(i)
              // Closing on a picture leaves it on the stage.
              if (all[i] && props.images.includes(all[i])) setActive(all[i])
            }}
            onClose={() => setLightbox(null)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
