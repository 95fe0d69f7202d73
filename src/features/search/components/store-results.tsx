import { Link } from '@tanstack/react-router'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Badge, Group, Rating } from '@mantine/core'
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { merchantCategoriesQuery, merchantTypesQuery } from '~/features/merchants/queries'
import { useCurrencySymbol } from '~/features/shell'
import { to } from '~/lib/links'
import { formatMoney } from '~/lib/money'
import { searchPages } from '../params'
import { type MerchantSearchCard, merchantFilters, merchantTotal, searchMerchantsQuery } from '../queries'
import type { SearchParams } from '../schemas'
import { EmptyResults } from './empty-results'
import { LoadMore } from './load-more'
import { nextSearch, SearchLink } from './search-link'
import classes from './search.module.css'

/** The store tab: merchant type (M6) and classification (M7) chips, then the matching stores (M2). */
export function StoreResults({ search }: { search: SearchParams }) {
  const { data } = useSuspenseInfiniteQuery(searchMerchantsQuery(merchantFilters(search)))
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
            <SearchLink search={nextSearch(search, { typeId: undefined })} active={!search.typeId} className={classes.chip}>
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
            {categories.map((category) => (
              <SearchLink
                key={category.id}
                search={nextSearch(search, { categoryId: category.id })}
                active={search.categoryId === category.id}
                className={classes.chip}
                testId="merchant-category-chip"
              >
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
          <div className={classes.merchants} data-testid="merchant-results">
            {merchants.map((merchant) => (
              <MerchantResult key={merchant.id} merchant={merchant} typeName={types.find((type) => type.id === merchant.typeId)?.name} />
            ))}
          </div>
          <LoadMore search={search} shown={merchants.length} total={total} hasMore={hasMore} />
        </>
      )}
    </>
  )
}

function MerchantResult({ merchant, typeName }: { merchant: MerchantSearchCard; typeName?: string }) {
  const { t } = useLingui()
  const symbol = useCurrencySymbol()
  const stars = Number(merchant.starLevel) || 0
  const followers = Number(merchant.followerCount) || 0
  return (
    <Link className={classes.merchantCard} {...to.merchant(merchant.id)} data-testid="merchant-result">
      <div className={classes.merchantHead}>
        <Avatar
          src={merchant.avatar || null}
          alt=""
          name={merchant.name}
          size={60}
          radius="md"
          color="red"
          imageProps={{ loading: 'lazy', width: 60, height: 60 }}
        />
        <div style={{ minWidth: 0 }}>
          <div className={classes.merchantName}>{merchant.name}</div>
          <Group gap={6} mt={4} wrap="wrap">
            <span role="img" aria-label={t`Rated ${stars} out of 5`} style={{ display: 'inline-flex' }}>
              <Rating value={stars} readOnly fractions={2} size="xs" color="orange" />
            </span>
            {merchant.isSelf ? (
              <Badge size="xs" color="red" variant="filled" radius="sm">
                <Trans>Self-operated</Trans>
              </Badge>
            ) : null}
            {typeName ? (
              <Badge size="xs" color="gray" variant="light" radius="sm">
                {typeName}
              </Badge>
            ) : null}
          </Group>
          <div className={classes.merchantMeta} style={{ marginTop: 4 }}>
            <Plural value={followers} one="# follower" other="# followers" />
          </div>
        </div>
      </div>
      {merchant.proList.length > 0 ? (
        <div className={classes.thumbs}>
          {merchant.proList.slice(0, 3).map((product) => (
            <span key={product.id} className={classes.thumb}>
              <img src={product.image} alt={product.storeName} width={110} height={110} loading="lazy" decoding="async" />
              <span className={classes.thumbPrice}>{formatMoney(product.price, symbol)}</span>
            </span>
          ))}
        </div>
      ) : null}
    </Link>
  )
}
