import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ProductGrid } from '~/features/catalog/components/product-grid'
import { leaderboardQuery } from '~/features/catalog/queries'
import { SearchIcon } from '~/ui/icons'
import { hotKeywordsQuery } from '../queries'
import type { SearchParams } from '../schemas'
import { SearchLink } from './search-link'
import classes from './search.module.css'

export const RECOMMENDED_COUNT = 10

/** Nothing matches: say so, offer the hot searches and "recommended for you" (K3). */
export function EmptyResults({ search, stores = false }: { search: SearchParams; stores?: boolean }) {
  const { data: keywords } = useSuspenseQuery(hotKeywordsQuery())
  const { data: leaderboard } = useSuspenseQuery(leaderboardQuery())
  const recommended = leaderboard.slice(0, RECOMMENDED_COUNT)
  return (
    <div data-testid="search-empty">
      <div className={classes.empty}>
        <span className={classes.emptyIcon} aria-hidden>
          <SearchIcon size={30} />
        </span>
        <h2 className={classes.emptyTitle}>
          {stores ? (
            search.title ? (
              <Trans>No stores match “{search.title}”</Trans>
            ) : (
              <Trans>No stores match these filters</Trans>
            )
          ) : search.title ? (
            <Trans>No goods match “{search.title}”</Trans>
          ) : (
            <Trans>No goods match these filters</Trans>
          )}
        </h2>
        <span className={classes.moreText}>
          <Trans>Check the spelling, try a more general word or remove some filters.</Trans>
        </span>
        {keywords.length > 0 ? (
          <div className={classes.chips} style={{ justifyContent: 'center', marginTop: 8 }} data-testid="hot-searches">
            <span className={classes.filterLabel}>
              <Trans>Hot searches</Trans>
            </span>
            {keywords.map((keyword) => (
              <SearchLink key={keyword.id} search={{ title: keyword.title }} className={classes.chip}>
                {keyword.title}
              </SearchLink>
            ))}
          </div>
        ) : null}
      </div>
      {recommended.length > 0 ? (
        <section aria-labelledby="search-recommended" data-testid="search-recommended">
          <h2 className={classes.sectionTitle} id="search-recommended">
            <Trans>Recommended for you</Trans>
          </h2>
          <ProductGrid products={recommended} lazy />
        </section>
      ) : null}
    </div>
  )
}
