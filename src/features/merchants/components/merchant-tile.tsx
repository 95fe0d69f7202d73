/** A store as one clickable tile: identity, rating, badges, followers and three product thumbnails. */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { to } from '~/lib/links'
import { useFormatMoney } from '~/ui/currency'
import { StarMeter } from '~/ui/star-meter'
import { MerchantAvatar } from './merchant-avatar'
import classes from './merchant-tile.module.css'
import { SquarePicture } from '~/ui/square-picture'

export interface MerchantTileData {
  id: number
  name: string
  avatar: string
  starLevel: number | string
  isSelf: boolean
  followerCount?: number
  proList: { id: number; image: string; storeName: string; price: string }[]
}

export { classes as merchantTileClasses }

export function MerchantTile(props: { merchant: MerchantTileData; typeName?: string; testId?: string }) {
  const { merchant } = props
  const { t } = useLingui()
  const formatMoney = useFormatMoney()
  const stars = Number(merchant.starLevel) || 0
  return (
    <Link className={classes.merchantCard} {...to.merchant(merchant.id)} data-testid={props.testId ?? 'merchant-card'}>
      <div className={classes.merchantHead}>
        <MerchantAvatar merchant={merchant} size={56} lazy />
        <div style={{ minWidth: 0 }}>
          <div className={classes.merchantName} title={merchant.name}>
            {merchant.name}
          </div>
          <Group gap={6} mt={4} wrap="wrap">
            <StarMeter value={stars} size={12} label={t`Rated ${stars} out of 5`} />
            {merchant.isSelf ? (
              <Badge size="xs" color="red" variant="filled" radius="sm">
                <Trans>Self-operated</Trans>
              </Badge>
            ) : null}
            {/* One badge says "self-operated" (the store shell does the same). */}
            {props.typeName && !merchant.isSelf ? (
              <Badge size="xs" color="gray" variant="light" radius="sm">
                {props.typeName}
              </Badge>
            ) : null}
          </Group>
          {merchant.followerCount !== undefined ? (
            <div className={classes.merchantMeta} style={{ marginTop: 4 }}>
              <Plural value={Number(merchant.followerCount) || 0} one="# follower" other="# followers" />
            </div>
          ) : null}
        </div>
      </div>
      {merchant.proList.length > 0 ? (
        <div className={classes.thumbs}>
          {merchant.proList.slice(0, 3).map((product) => (
            <span key={product.id} className={classes.thumb}>
              <SquarePicture src={product.image} alt={product.storeName} size={110} lazy />
              <span className={classes.thumbPrice}>{formatMoney(product.price)}</span>
            </span>
          ))}
        </div>
      ) : null}
    </Link>
  )
}
