/**
 * One bought or chosen product as a line shows it: thumbnail, name (linking to the product when it has an id), spec.
 * Plain elements (plain.module.css): order lists and checkout render a line per product on every request.
 */
import { to } from '~/lib/links'
import { PlainLink } from '~/ui/router-link'
import { SquareImage } from '~/ui/square-image'
import plain from './plain.module.css'

export function ProductLine(props: {
  image: string
  name: string
  sku?: string
  productId?: number
  thumb?: number
  lazy?: boolean
}) {
  const thumb = props.thumb ?? 64
  return (
    <div className={`${plain.group} ${plain.noWrap} ${plain.top} ${plain.gapSm} ${plain.fill}`}>
      <SquareImage src={props.image} alt={props.name} size={thumb} lazy={props.lazy} />
      <div className={`${plain.stack} ${plain.gap2} ${plain.fill}`}>
        {props.productId ? (
          <PlainLink
            link={to.product(props.productId)}
            className={`mantine-focus-auto ${plain.anchor} ${plain.text} ${plain.sm} ${plain.inherit} ${plain.w500} ${plain.clamp2}`}
          >
            {props.name}
          </PlainLink>
        ) : (
          <p className={`${plain.text} ${plain.sm} ${plain.w500} ${plain.clamp2}`}>{props.name}</p>
        )}
        {props.sku ? <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>{props.sku}</p> : null}
      </div>
    </div>
  )
}
