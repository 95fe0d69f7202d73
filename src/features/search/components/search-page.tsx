import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Breadcrumbs } from '@mantine/core'
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { categoryTreeQuery } from '~/features/catalog/queries'
import { merchantTotal } from '~/features/merchants/queries'
import { searchTab } from '../params'
import { productFilters, searchMerchantsQuery, searchProductsQuery, selectedCategoryPath } from '../screen-queries'
import { canonicalSearch } from '../schemas'
import { CategoryFilter } from './category-filter'
import { GoodsResults } from './goods-results'
import { nextSearch, SearchLink } from './search-link'
import { StoreResults } from './store-results'
import { PageFrame } from '~/ui/page-frame'
import classes from './search.module.css'

const route = getRouteApi('/goods/goods_search')

/**
 * `/goods/goods_search`: search and category listing of goods and stores; every state is the URL
 * (docs/spec.md §2.6 (#spec-2-6)).
 */
export function SearchPage() {
  const { t } = useLingui()
  const search = canonicalSearch(route.useSearch())
  const tab = searchTab(search)
  const { data: tree } = useSuspenseQuery(categoryTreeQuery())
  const { data: products } = useSuspenseInfiniteQuery(searchProductsQuery(productFilters(search)))
  const { data: merchants } = useSuspenseInfiniteQuery(searchMerchantsQuery(search))
  const path = selectedCategoryPath(tree, search)
  const category = path.at(-1)
  const goodsTotal = products.pages[0]?.total ?? 0
  const storeTotal = merchantTotal(merchants.pages[0])
  const tabs = [
    { tab: 'goods', label: <Trans>Goods</Trans>, total: goodsTotal },
    { tab: 'store', label: <Trans>Stores</Trans>, total: storeTotal },
  ] as const

  return (
    <PageFrame data-testid="search-page">
      <div className={classes.panel}>
        <Breadcrumbs className={classes.crumbs} separator="›" separatorMargin={6}>
          <Anchor component={Link} to="/">
            <Trans>Home</Trans>
          </Anchor>
          <SearchLink search={nextSearch(search, { cid: undefined, pid: undefined })}>
            <Trans>All categories</Trans>
          </SearchLink>
          {path.map((node, index) =>
            index === path.length - 1 ? (
              <span key={node.id} className={classes.crumbCurrent}>
                {node.name}
              </span>
            ) : (
              <SearchLink
                key={node.id}
                search={nextSearch(search, {
                  cid: index === 0 ? undefined : node.id,
                  pid: index === 0 ? node.id : undefined,
                })}
              >
                {node.name}
              </SearchLink>
            ),
          )}
        </Breadcrumbs>
        <h1
          className={classes.heading}
          data-testid="search-heading"
          data-query={search.title}
          data-category={category?.id}
        >
          {search.title ? (
            <Trans>Results for “{search.title}”</Trans>
          ) : category ? (
            category.name
          ) : (
            <Trans>All goods</Trans>
          )}
          {search.title && category ? <span className={classes.headingCount}>{category.name}</span> : null}
        </h1>
        <CategoryFilter search={search} tree={tree} path={path} />
      </div>

      <div className={classes.panel}>
        <nav className={classes.tabs} aria-label={t`Goods or stores`} data-testid="search-tabs">
          {tabs.map((entry) => (
            <SearchLink
              key={entry.tab}
              search={nextSearch(search, { tab: entry.tab })}
              active={tab === entry.tab}
              current="page"
              className={classes.tab}
              testId={`tab-${entry.tab}`}
            >
              {entry.label}
              <span className={classes.tabCount}>{entry.total}</span>
            </SearchLink>
          ))}
        </nav>
        {tab === 'goods' ? <GoodsResults search={search} /> : <StoreResults search={search} />}
      </div>
    </PageFrame>
  )
}
