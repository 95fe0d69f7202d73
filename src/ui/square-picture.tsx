/**
 * A square catalogue picture (a product's or an activity's) drawn `size` pixels wide: the media server's widths as
 * its srcset, the box reserved before it loads, decoded off the main thread, and lazy unless it is in the first view.
 * A picture with one src only (a shopper's upload, an order line's thumbnail) is a `SquareImage` (`./square-image`).
 */
import { pictureAttrs } from '~/contract'

export function SquarePicture(props: {
  src: string
  alt: string
  size: number
  lazy?: boolean
  /** The srcset's `sizes` when the picture is drawn wider than `size` on some screens. */
  sizes?: string
  className?: string
}) {
  return (
    <img
      className={props.className}
      {...pictureAttrs(props.src, props.sizes ?? `${props.size}px`)}
      alt={props.alt}
      width={props.size}
      height={props.size}
      loading={props.lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  )
}
