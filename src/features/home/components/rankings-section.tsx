import { PlainLink } from '~/ui/router-link'
/**
 * "Rankings" (the leaderboard's top three with 1-2-3 medals) beside a "Hot sellers" strip of the next items
 * (K3). Both lead to the top-products page.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Carousel } from '~/ui/carousel/carousel'
import { useSuspenseQuery } from '@tanstack/react-query'
import { leaderboardQuery } from '~/features/catalog'
import { ProductTile, soldCount } from '~/features/catalog/components/product-card'
import { to } from '~/lib/links'
import { Price } from '~/ui/price'
import { SectionHeader } from './section-header'
import { TileSlider } from './tile-slider'
import classes from './home.module.css'
import { SquarePicture } from '~/ui/square-picture'

const PODIUM = 3
const HOT_SELLERS = 12

export function Medal(props: { rank: number; className?: string }) {
  const { t } = useLingui()
  return (
    <span
      className={`${classes.medal} ${props.className ?? ''}`}
      data-rank={props.rank}
      role="img"
      aria-label={t`Rank ${props.rank}`}
    >
      {props.rank}
    </span>
  )
}

export function RankingsSection() {
  const { t } = useLingui()
  const { data: leaderboard } = useSuspenseQuery(leaderboardQuery())
  if (leaderboard.length === 0) return null
  const podium = leaderboard.slice(0, PODIUM)
  const hot = leaderboard.slice(PODIUM, PODIUM + HOT_SELLERS)
  return (
    <div className={classes.rankRow}>
      <section className={`${classes.section} ${classes.rankings}`} data-testid="home-rankings">
        <SectionHeader title={t`Rankings`} subtitle={t`Top products`} more={to.topProducts()} />
        <ol className={classes.rankList}>
          {podium.map((product, index) => (
            <li key={product.id}>
              <PlainLink className={classes.rankItem} link={to.product(product.id)}>
                <span className={classes.rankMedia}>
                  <SquarePicture src={product.image} alt={product.storeName} size={84} lazy />
                  <Medal rank={index + 1} className={classes.medalOverlay} />
                </span>
                <span className={classes.rankInfo}>
                  <span className={classes.rankName}>{product.storeName}</span>
                  <Price value={product.price} old={product.otPrice} />
                  <span className={classes.rankSold}>
                    <Plural value={soldCount(product)} one="# sold" other="# sold" />
                  </span>
                </span>
              </PlainLink>
            </li>
          ))}
        </ol>
      </section>
      {hot.length > 0 ? (
        <section className={classes.section} data-testid="home-hot-sellers">
          <SectionHeader title={t`Hot sellers`} subtitle={t`Best-selling goods right now`} more={to.topProducts()} />
          <TileSlider
            slideSize={{ base: '50%', sm: '33.333%', lg: '25%' }}
            previousLabel={t`Previous hot sellers`}
            nextLabel={t`Next hot sellers`}
          >
            {hot.map((product, index) => {
              const rank = PODIUM + index + 1
              return (
                <Carousel.Slide key={product.id}>
                  <ProductTile
                    product={product}
                    lazy
                    corner={
                      <span className={classes.hotRank}>
                        <Trans>#{rank}</Trans>
                      </span>
                    }
                  />
                </Carousel.Slide>
              )
            })}
          </TileSlider>
        </section>
      ) : null}
    </div>
  )
}
