import { Trans, useLingui } from '@lingui/react/macro'
import { Button, TextInput } from '@mantine/core'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { ProductGrid } from '~/features/catalog/components/product-grid'
import { type SearchSort, searchPages, searchSort } from '../params'
import { productFilters, searchProductsQuery } from '../screen-queries'
import { canonicalSearch, type SearchParams } from '../schemas'
import { EmptyResults } from './empty-results'
import { LoadMore } from './load-more'
import { nextSearch, SearchLink } from './search-link'
import classes from './search.module.css'

/** The goods tab: sort bar, price range, the grid (5 per row), "Load more" and the empty state. */
export function GoodsResults({ search }: { search: SearchParams }) {
  const { data } = useSuspenseInfiniteQuery(searchProductsQuery(productFilters(search)))
  // The URL decides how many pages show (back/forward may leave more pages in the cache).
  const pages = data.pages.slice(0, searchPages(search))
  const products = pages.flatMap((page) => page.list)
  const total = data.pages[0]?.total ?? 0
  // A capped total (the API stopped counting, "1,000+") may be passed: the last page decides.
  const capped = data.pages[0]?.totalCapped ?? false
  const last = pages.at(-1)
  const hasMore = (capped || products.length < total) && (last?.list.length ?? 0) > 0
  return (
    <>
      <div className={classes.toolbar} style={{ padding: '12px 0' }}>
        <SortBar search={search} />
        <PriceFilter key={`${search.minPrice}-${search.maxPrice}`} search={search} />
      </div>
      {products.length === 0 ? (
        <EmptyResults search={search} />
      ) : (
        <>
          <div data-testid="search-results">
            <ProductGrid products={products} lazy={false} />
          </div>
          <LoadMore search={search} shown={products.length} total={total} capped={capped} hasMore={hasMore} />
        </>
      )}
    </>
  )
}

function SortBar({ search }: { search: SearchParams }) {
  const { t } = useLingui()
  const active = searchSort(search)
  const sorts: { sort: SearchSort; label: string }[] = [
    { sort: 'default', label: t`Default` },
    { sort: 'sales', label: t`Sales` },
    { sort: 'price_asc', label: t`Price ↑` },
    { sort: 'price_desc', label: t`Price ↓` },
    { sort: 'new', label: t`New` },
  ]
  const descriptions: Record<SearchSort, string> = {
    default: t`Sort by relevance`,
    sales: t`Sort by sales, best sellers first`,
    price_asc: t`Sort by price, low to high`,
    price_desc: t`Sort by price, high to low`,
    new: t`Sort by newest`,
  }
  return (
    <nav className={classes.sorts} aria-label={t`Sort`} data-testid="sort-bar">
      {sorts.map(({ sort, label }) => (
        <SearchLink
          key={sort}
          search={nextSearch(search, { sort })}
          active={active === sort}
          className={classes.sort}
          testId={`sort-${sort}`}
          resetScroll={false}
        >
          <span title={descriptions[sort]}>{label}</span>
        </SearchLink>
      ))}
    </nav>
  )
}

/**
 * Price range with an apply button. A plain GET form carrying the other params, so it also works before
 * hydration; with JavaScript it navigates to the canonical URL.
 */
function PriceFilter({ search }: { search: SearchParams }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [min, setMin] = useState(search.minPrice === undefined ? '' : String(search.minPrice))
  const [max, setMax] = useState(search.maxPrice === undefined ? '' : String(search.maxPrice))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void navigate({
      to: '/goods/goods_search',
      search: canonicalSearch({ ...search, page: undefined, minPrice: min.trim(), maxPrice: max.trim() }),
      resetScroll: false,
    })
  }
  const hidden = Object.entries(search).filter(([key]) => key !== 'minPrice' && key !== 'maxPrice' && key !== 'page')
  return (
    <form
      className={classes.priceForm}
      method="get"
      action="/goods/goods_search"
      onSubmit={submit}
      data-testid="price-filter"
    >
      {hidden.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={String(value)} />
      ))}
      <span>
        <Trans>Price</Trans>
      </span>
      <PriceBound name="minPrice" placeholder={t`Min`} label={t`Minimum price`} value={min} onChange={setMin} />
      <span aria-hidden>–</span>
      <PriceBound name="maxPrice" placeholder={t`Max`} label={t`Maximum price`} value={max} onChange={setMax} />
      <Button type="submit" size="xs" variant="light" data-testid="price-apply">
        <Trans>Apply</Trans>
      </Button>
    </form>
  )
}

/** One end of the price range: a decimal text field, submitted with the form under its name. */
function PriceBound(props: {
  name: 'minPrice' | 'maxPrice'
  placeholder: string
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <TextInput
      name={props.name}
      size="xs"
      className={classes.priceInput}
      inputMode="decimal"
      placeholder={props.placeholder}
      aria-label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  )
}
