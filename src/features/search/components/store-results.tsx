import { MerchantCategoryIcon } from '~/features/merchants/components/merchant-category-icon'
import { MerchantTile, merchantTileClasses } from '~/features/merchants/components/merchant-tile'
import { Trans } from '@lingui/react/macro'
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { merchantCategoriesQuery, merchantTotal, merchantTypesQuery } from '~/features/merchants/queries'
import { searchPages } from '../params'
import { searchMerchantsQuery } from '../screen-queries'
import type { SearchParams } from '../schemas'
import { EmptyResults } from './empty-results'
import { LoadMore } from './load-more'
import { ChipFilter } from './chip-filter'
import { nextSearch } from './search-link'

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
        <ChipFilter
          label={<Trans>Store type</Trans>}
          testId="merchant-type-filter"
          all={{ search: nextSearch(search, { typeId: undefined }), active: !search.typeId }}
          choices={types}
          searchOf={(type) => nextSearch(search, { typeId: type.id })}
          isActive={(type) => search.typeId === type.id}
          chipTestId="merchant-type-chip"
        />
        <ChipFilter
          label={<Trans>Classification</Trans>}
          testId="merchant-category-filter"
          all={{ search: nextSearch(search, { categoryId: undefined }), active: !search.categoryId }}
          choices={categories}
          searchOf={(category) => nextSearch(search, { categoryId: category.id })}
          isActive={(category) => search.categoryId === category.id}
          chipTestId="merchant-category-chip"
          render={(category, position) => (
            <>
              <MerchantCategoryIcon position={position} />
              {category.name}
            </>
          )}
        />
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
