import { MerchantCategoryIcon } from '~/features/merchants/components/merchant-category-icon'
import { MerchantTile, merchantTileClasses } from '~/features/merchants/components/merchant-tile'
import { Trans } from '@lingui/react/macro'
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { merchantCategoriesQuery, merchantTotal, merchantTypesQuery } from '~/features/merchants/queries'
import { searchPages } from '../params'
import { searchMerchantsQuery } from '../queries'
import type { SearchParams } from '../schemas'
import { EmptyResults } from './empty-results'
import { LoadMore } from './load-more'
import { nextSearch, SearchLink } from './search-link'
import classes from './search.module.css'

/** The store tab: merchant type (M6) and classification (M7) chips, then the matching stores (M2). */
export function StoreResults({ search }: { search: SearchParams }) {
  const { data } = useSuspenseInfiniteQuery(searchMerchantsQuery(search))
  const { data: types } = useSuspenseQuery(merchantTypesQuery())
  const { data: categories } = useSuspenseQuery(merchantCategoriesQuery())
  const pages = data.pages.slice(0, searchPages(search))
  const merchants = pages.flatMap((page) => page.list)
  const total = merchantTotal(data.pages[0])
  const hasMore = merchants.length < total && (pages.at(-1)?.list.length ?? 0) > 0
  return (
    <>
      <div style={{ padding: '8px 0 12px' }}>
        <div className={classes.filterRow} data-testid="merchant-type-filter">
          <span className={classes.filterLabel}>
            <Trans>Store type</Trans>
          </span>
          <div className={classes.chips}>
            <SearchLink
              search={nextSearch(search, { typeId: undefined })}
              active={!search.typeId}
              className={classes.chip}
            >
              <Trans>All</Trans>
            </SearchLink>
            {types.map((type) => (
              <SearchLink
                key={type.id}
                search={nextSearch(search, { typeId: type.id })}
                active={search.typeId === type.id}
                className={classes.chip}
                testId="merchant-type-chip"
              >
                {type.name}
              </SearchLink>
            ))}
          </div>
        </div>
        <div className={classes.filterRow} data-testid="merchant-category-filter">
          <span className={classes.filterLabel}>
            <Trans>Classification</Trans>
          </span>
          <div className={classes.chips}>
            <SearchLink
              search={nextSearch(search, { categoryId: undefined })}
              active={!search.categoryId}
              className={classes.chip}
            >
              <Trans>All</Trans>
            </SearchLink>
            {categories.map((category, position) => (
              <SearchLink
                key={category.id}
                search={nextSearch(search, { categoryId: category.id })}
                active={search.categoryId === category.id}
                className={classes.chip}
                testId="merchant-category-chip"
              >
                <MerchantCategoryIcon position={position} />
                {category.name}
              </SearchLink>
            ))}
          </div>
        </div>
      </div>
      {merchants.length === 0 ? (
        <EmptyResults search={search} stores />
      ) : (
        <>
          <div className={merchantTileClasses.merchants} data-testid="merchant-results">
            {merchants.map((merchant) => (
              <MerchantTile
                key={merchant.id}
                merchant={merchant}
                typeName={types.find((type) => type.id === merchant.typeId)?.name}
                testId="merchant-result"
              />
            ))}
          </div>
          <LoadMore search={search} shown={merchants.length} total={total} hasMore={hasMore} />
        </>
      )}
    </>
  )
}
