import { Link } from '@tanstack/react-router'
/** Top products (`/goods/top_one`): the K3 leaderboard as a ranked list, medals for the first three. */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { soldCount } from '~/features/catalog/components/product-card'
import { leaderboardQuery } from '~/features/catalog/queries'
import { to } from '~/lib/links'
import { Price } from '~/ui/price'
import { TrophyIcon } from '~/ui/icons'
import { PageFrame } from '~/ui/page-frame'
import pageBanner from '~/ui/page-banner.module.css'
import classes from './activities.module.css'
import { SquarePicture } from '~/ui/square-picture'

export function TopProductsPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(leaderboardQuery())
  return (
    <PageFrame data-testid="top-products-page">
      <header className={pageBanner.banner}>
        <div className={pageBanner.text}>
          <h1 className={pageBanner.title} style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
            <TrophyIcon size={30} />
            <Trans>Top products</Trans>
          </h1>
          <Text size="sm" c="white" mt={4}>
            <Trans>The best sellers on the marketplace right now.</Trans>
          </Text>
        </div>
      </header>
      <section className={classes.panel}>
        {data.length === 0 ? (
          <Text c="dimmed" ta="center" py={60}>
            <Trans>No ranking yet.</Trans>
          </Text>
        ) : (
          <ol className={classes.rankList} aria-label={t`Best sellers ranking`}>
            {data.map((product, index) => {
              const rank = index + 1
              const sold = soldCount(product)
              return (
                <li key={product.id}>
                  <Link className={classes.rankRow} {...to.product(product.id)} data-testid="top-product">
                    <span className={classes.medal} data-rank={rank} aria-label={t`Rank ${rank}`}>
                      {rank}
                    </span>
                    <SquarePicture src={product.image} alt={product.storeName} size={96} lazy={index >= 6} />
                    <div style={{ minWidth: 0 }}>
                      <div className={classes.rankName}>{product.storeName}</div>
                      <Text size="sm" c="dimmed" mt={4}>
                        <Plural value={sold} one="# sold" other="# sold" />
                      </Text>
                    </div>
                    <Price value={product.price} old={product.otPrice} size="lg" />
                  </Link>
                </li>
              )
            })}
          </ol>
        )}
      </section>
    </PageFrame>
  )
}
