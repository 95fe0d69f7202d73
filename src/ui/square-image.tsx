/**
 * Any picture shown square: cropped to fill its box, with rounded corners, whatever its own shape (a shopper's
 * uploads: review, voucher and proof images; an order line's product thumbnail, `ProductLine`). One plain src: for a
 * catalogue picture the media server serves in several widths, `SquarePicture` (`./square-picture`) adds the srcset.
 * A plain img with Mantine Image's values (cover, radius sm): order lines render it on every request.
 */
import plain from './plain.module.css'

export function SquareImage({
  size,
  lazy,
  ...image
}: {
  src: string
  alt: string
  /** Width and height in pixels (also the img's own width and height, so the page does not shift as it loads). */
  size: number
  /** Below the fold: the browser loads it when it comes near. */
  lazy?: boolean
  'data-testid'?: string
}) {
  const side = `calc(${size / 16}rem * var(--mantine-scale))`
  return (
    // eslint-disable-next-line jsx-a11y/alt-text -- the alt is a required prop, spread with the src
    <img
      className={plain.image}
      style={{ width: side, height: side }}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      {...image}
    />
  )
}
