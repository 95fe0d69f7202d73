import { PlainLink } from '~/ui/router-link'
/**
 * The shared product tile (docs/api.md §5.3 (#ref-5-3)): square image, title clamped to two lines, sale and old price,
 * a "% OFF" badge, the sold count (sales + ficti) and a sold-out overlay. The whole tile links to the product. An
 * uploaded picture comes at the width the tile shows (`srcset` of its 320 and 640 px copies, ~/contract/media.ts).
 */
import { Plural, Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SquarePicture } from '~/ui/square-picture'
import { to } from '~/lib/links'
import { discountPercent } from '~/lib/money'
import { Price } from '~/ui/price'
import type { ProductCard } from '../types'
import classes from './product-card.module.css'

/** What a tile needs; activity items and merchant thumbnails lack the sales and stock fields. */
export type ProductTileData = Pick<ProductCard, 'id' | 'image' | 'storeName' | 'price'> &
  Partial<Pick<ProductCard, 'otPrice' | 'sales' | 'ficti' | 'stock'>>

/**
 * How wide a tile's picture is shown: half the screen on phones (two tiles a row), at most 240 px from there on
 * (three to five a row, or a section's four); `srcset` then takes the 320 px copy at 1×, the 640 px one from 2×.
 */
const TILE_SIZES = '(max-width: 36em) 50vw, 240px'

/** "Sold" = floor(sales) + floor(ficti) (docs/api.md §5.3 (#ref-5-3)). */
export function soldCount(product: Pick<ProductTileData, 'sales' | 'ficti'>): number {
  return Math.max(0, Math.floor(Number(product.sales) || 0) + Math.floor(Number(product.ficti) || 0))
}

export function ProductTile(props: {
  product: ProductTileData
  /** Below the fold: let the browser defer the image. */
  lazy?: boolean
  /** Extra badge in the image's top-right corner (a rank medal, …). */
  corner?: ReactNode
}) {
  const { product } = props
  const off = discountPercent(product.price, product.otPrice)
  const hasSales = product.sales !== undefined || product.ficti !== undefined
  const sold = soldCount(product)
  const soldOut = product.stock === 0
  return (
    <PlainLink
      link={to.product(product.id)}
      className={classes.card}
      data-testid="product-card"
      data-sold-out={soldOut || undefined}
    >
      <div className={classes.media}>
        <SquarePicture
          className={classes.image}
          src={product.image}
          alt={product.storeName}
          size={240}
          sizes={TILE_SIZES}
          lazy={props.lazy}
        />
        {off > 0 ? (
          <span className={classes.off}>
            <Trans>{off}% OFF</Trans>
          </span>
        ) : null}
        {props.corner ? <span className={classes.corner}>{props.corner}</span> : null}
        {soldOut ? (
          <div className={classes.soldOut}>
            <span className={classes.soldOutLabel}>
              <Trans>Sold out</Trans>
            </span>
          </div>
        ) : null}
      </div>
      <div className={classes.body}>
        <div className={classes.title} title={product.storeName}>
          {product.storeName}
        </div>
        <div className={classes.footer}>
          <Price value={product.price} old={product.otPrice} />
          {hasSales ? (
            <span className={classes.sold}>
              <Plural value={sold} one="# sold" other="# sold" />
            </span>
          ) : null}
        </div>
      </div>
    </PlainLink>
  )
}
