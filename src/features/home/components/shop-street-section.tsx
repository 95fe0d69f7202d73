import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Badge, Group, Rating } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useCurrencySymbol } from '~/features/shell'
import type { MerchantCard } from '~/features/merchants'
import { to } from '~/lib/links'
import { formatMoney } from '~/lib/money'
import { homeMerchantStreetQuery } from '../queries'
import { SectionHeader } from './section-header'
import classes from './home.module.css'

/** "Shop street": the first merchants with their rating and three products (M1). */
export function ShopStreetSection() {
  const { data } = useSuspenseQuery(homeMerchantStreetQuery())
  if (data.list.length === 0) return null
  return (
    <section className={classes.section} data-testid="home-shop-street">
      <SectionHeader
        title={<Trans>Shop street</Trans>}
        subtitle={<Trans>Top-rated stores and factories</Trans>}
        more={to.shopStreet()}
      />
      <div className={classes.merchants}>
        {data.list.map((merchant) => (
          <MerchantTile key={merchant.id} merchant={merchant} />
        ))}
      </div>
    </section>
  )
}

function MerchantTile({ merchant }: { merchant: MerchantCard }) {
  const { t } = useLingui()
  const symbol = useCurrencySymbol()
  const stars = Number(merchant.starLevel) || 0
  const thumbs = merchant.proList.slice(0, 3)
  return (
    <Link className={classes.merchantCard} {...to.merchant(merchant.id)} data-testid="merchant-card">
      <div className={classes.merchantHead}>
        <Avatar
          src={merchant.avatar || null}
          alt=""
          name={merchant.name}
          size={52}
          radius="md"
          color="red"
          imageProps={{ loading: 'lazy', width: 52, height: 52 }}
        />
        <div style={{ minWidth: 0 }}>
          <div className={classes.merchantName}>{merchant.name}</div>
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
        </div>
      </div>
      {thumbs.length > 0 ? (
        <div className={classes.merchantThumbs}>
          {thumbs.map((product) => (
            <span key={product.id} className={classes.merchantThumb}>
              <img src={product.image} alt={product.storeName} width={110} height={110} loading="lazy" decoding="async" />
              <span className={classes.merchantThumbPrice}>{formatMoney(product.price, symbol)}</span>
            </span>
          ))}
        </div>
      ) : null}
    </Link>
  )
}
