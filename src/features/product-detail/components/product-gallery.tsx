/**
 * The gallery: a square stage with hover zoom (the image magnified under the pointer, via background-position)
 * and a thumbnail strip from `sliderImage`. A selected SKU's own image takes the stage until a thumbnail is
 * chosen.
 */
import { useLingui } from '@lingui/react/macro'
import { type MouseEvent, useEffect, useState } from 'react'
import classes from './product-detail.module.css'

export function ProductGallery(props: { images: string[]; skuImage?: string; name: string }) {
  const { t } = useLingui()
  const [active, setActive] = useState<string | null>(null)
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null)

  // A newly selected SKU with its own picture shows it.
  useEffect(() => {
    setActive(null)
  }, [props.skuImage])

  const shown = active ?? props.skuImage ?? props.images[0] ?? ''

  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100))
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100))
    setZoom({ x, y })
  }

  return (
    <div className={classes.gallery} data-testid="product-gallery">
      <div
        className={classes.stage}
        onMouseMove={onMove}
        onMouseEnter={onMove}
        onMouseLeave={() => setZoom(null)}
        data-zooming={zoom ? 'true' : undefined}
      >
        <img
          className={classes.stageImage}
          src={shown}
          alt={props.name}
          width={440}
          height={440}
          loading="eager"
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
      </div>
      {props.images.length > 1 || (props.skuImage && !props.images.includes(props.skuImage)) ? (
        <div className={classes.thumbs} role="group" aria-label={t`Product pictures`}>
          {props.images.map((src, i) => (
            <button
              key={src}
              type="button"
              className={classes.thumb}
              data-active={src === shown || undefined}
              aria-label={t`Picture ${i + 1}`}
              aria-current={src === shown || undefined}
              onMouseEnter={() => setActive(src)}
              onClick={() => setActive(src)}
            >
              <img src={src} alt="" width={64} height={64} loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
