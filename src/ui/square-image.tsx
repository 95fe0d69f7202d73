/**
 * Any picture shown square: cropped to fill its box, with rounded corners, whatever its own shape (a shopper's
 * uploads: review, voucher and proof images; an order line's product thumbnail, `ProductLine`). One plain src: for a
 * catalogue picture the media server serves in several widths, `SquarePicture` (`./square-picture`) adds the srcset.
 */
import { Image } from '@mantine/core'

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
  return (
    <Image
      w={size}
      h={size}
      width={size}
      height={size}
      fit="cover"
      radius="sm"
      loading={lazy ? 'lazy' : undefined}
      {...image}
    />
  )
}
