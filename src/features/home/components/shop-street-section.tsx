import { MerchantTile, merchantTileClasses } from '~/features/merchants/components/merchant-tile'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { to } from '~/lib/links'
import { homeMerchantStreetQuery } from '../queries'
import { SectionHeader } from './section-header'
import classes from './home.module.css'

/** "Shop street": the first merchants with their rating and three products (M1). */
export function ShopStreetSection() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(homeMerchantStreetQuery())
  if (data.list.length === 0) return null
  return (
    <section className={classes.section} data-testid="home-shop-street">
      <SectionHeader title={t`Shop street`} subtitle={t`Top-rated stores and factories`} more={to.shopStreet()} />
      <div className={merchantTileClasses.merchants}>
        {data.list.map((merchant) => (
          <MerchantTile key={merchant.id} merchant={merchant} />
        ))}
      </div>
    </section>
  )
}
