/** A store row in lists (shop street, merchants of a category): identity on the left, products on the right. */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Rating, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { to } from '~/lib/links'
import { useFormatMoney } from '~/ui/currency'
import type { MerchantSearchCard } from '~/contract'
import { MerchantAvatar } from './merchant-avatar'
import classes from './merchant-list.module.css'
import { SquarePicture } from '~/ui/square-picture'

export function MerchantListCard(props: { merchant: MerchantSearchCard; lazy?: boolean }) {
  const { merchant } = props
  const { t } = useLingui()
  const formatMoney = useFormatMoney()
  const stars = Number(merchant.starLevel) || 0
  const thumbs = (merchant.proList ?? []).slice(0, 4)
  return (
    <article className={classes.card} data-testid="merchant-row">
      <div className={classes.info}>
        <MerchantAvatar merchant={merchant} size={64} lazy={props.lazy} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Link to="/merchant/merchant/home" search={{ id: merchant.id }} className={classes.name}>
            {merchant.name}
          </Link>
          <Group gap={6} mt={4} wrap="nowrap">
            <span role="img" aria-label={t`Rated ${stars} out of 5`} style={{ display: 'inline-flex' }}>
              <Rating value={stars} readOnly fractions={2} size="xs" color="orange" />
            </span>
            {merchant.isSelf ? (
              <Badge size="xs" color="red" variant="filled" radius="sm">
                <Trans>Self-operated</Trans>
              </Badge>
            ) : null}
          </Group>
          {merchant.followerCount !== undefined ? (
            <Text size="xs" c="dimmed" mt={4}>
              <Plural value={merchant.followerCount} one="# follower" other="# followers" />
            </Text>
          ) : null}
          <Button
            renderRoot={(rootProps) => (
              <Link to="/merchant/merchant/home" search={{ id: merchant.id }} {...rootProps} />
            )}
            size="xs"
            radius="xl"
            variant="light"
            mt={8}
            aria-label={t`Enter store ${merchant.name}`}
          >
            <Trans>Enter store</Trans>
          </Button>
        </div>
      </div>
      {thumbs.length > 0 ? (
        <div className={classes.thumbs}>
          {thumbs.map((product) => (
            <Link key={product.id} className={classes.thumb} {...to.product(product.id)} title={product.storeName}>
              <SquarePicture src={product.image} alt={product.storeName} size={160} lazy={props.lazy} />
              <span className={classes.thumbPrice}>{formatMoney(product.price)}</span>
            </Link>
          ))}
        </div>
      ) : (
        <Text c="dimmed" size="sm">
          <Trans>No products yet.</Trans>
        </Text>
      )}
    </article>
  )
}
