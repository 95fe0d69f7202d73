/**
 * The store's category tab: its own category tree (K9) on the left, the products (K8, 20 a page) with keyword,
 * sort and "load more" on the right. Everything lives in the URL (`cid`, `keyword`, `sort`).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Center, CloseButton, Group, Loader, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { stripChineseParentheses } from '~/features/catalog'
import { ProductGrid } from '~/features/catalog/components/product-grid'
import { STORE_CATEGORY_LIMIT, type StoreSort, storeCategoriesQuery, storeProductsInfiniteQuery } from '../queries'
import classes from './store.module.css'

export interface StoreCategorySearch {
  id: number
  cid?: number
  keyword?: string
  sort?: Exclude<StoreSort, 'default'>
}

export function StoreCategory(props: { search: StoreCategorySearch }) {
  const { id, cid, keyword, sort } = props.search
  const { t } = useLingui()
  const { data: tree } = useSuspenseQuery(storeCategoriesQuery(id))
  return (
    <div className={classes.categoryLayout}>
      <nav className={classes.categoryNav} aria-label={t`Store categories`} data-testid="store-categories">
        <Link
          to="/merchant/merchant/category"
          search={{ id, keyword, sort }}
          className={classes.categoryItem}
          data-active={cid === undefined}
        >
          <Trans>All products</Trans>
        </Link>
        {tree.map((parent) => (
          <div key={parent.id} className={classes.categoryGroup}>
            <Link
              to="/merchant/merchant/category"
              search={{ id, cid: parent.id, keyword, sort }}
              className={classes.categoryItem}
              data-active={cid === parent.id}
              style={{ fontWeight: 700 }}
            >
              {stripChineseParentheses(parent.name)}
            </Link>
            {(parent.childList ?? []).map((child) => (
              <Link
                key={child.id}
                to="/merchant/merchant/category"
                search={{ id, cid: child.id, keyword, sort }}
                className={`${classes.categoryItem} ${classes.categoryChild}`}
                data-active={cid === child.id}
                data-testid="store-category-leaf"
              >
                {stripChineseParentheses(child.name)}
              </Link>
            ))}
          </div>
        ))}
      </nav>
      <section className={classes.panel} aria-label={t`Products`}>
        <Toolbar search={props.search} />
        <Products search={props.search} />
      </section>
    </div>
  )
}

function Toolbar(props: { search: StoreCategorySearch }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { id, cid, keyword } = props.search
  const sort = props.search.sort ?? 'default'
  const sortGroup = sort.startsWith('price') ? 'price' : sort.startsWith('sales') ? 'sales' : 'default'
  const setSort = (next: StoreSort) =>
    void navigate({
      to: '/merchant/merchant/category',
      search: { id, cid, keyword, sort: next === 'default' ? undefined : next },
      resetScroll: false,
    })
  const onGroup = (group: string) => {
    if (group === 'price') setSort(sort === 'price-asc' ? 'price-desc' : 'price-asc')
    else if (group === 'sales') setSort(sort === 'sales-desc' ? 'sales-asc' : 'sales-desc')
    else setSort('default')
  }
  const arrow = (group: 'price' | 'sales') => (sortGroup !== group ? '' : sort.endsWith('asc') ? ' ↑' : ' ↓')
  return (
    <Group justify="space-between" mb={12} wrap="wrap">
      <Group gap={8}>
        <Text size="sm" c="dimmed">
          <Trans>Sort by</Trans>
        </Text>
        <SortButton active={sortGroup === 'default'} onClick={() => onGroup('default')} testId="sort-default">
          {t`Default`}
        </SortButton>
        <SortButton active={sortGroup === 'sales'} onClick={() => onGroup('sales')} testId="sort-sales">
          {t`Sales` + arrow('sales')}
        </SortButton>
        <SortButton active={sortGroup === 'price'} onClick={() => onGroup('price')} testId="sort-price">
          {t`Price` + arrow('price')}
        </SortButton>
      </Group>
      {keyword ? (
        <Group gap={4} data-testid="store-keyword">
          <Text size="sm">
            <Trans>Results for “{keyword}”</Trans>
          </Text>
          <CloseButton
            size="sm"
            aria-label={t`Clear search`}
            onClick={() =>
              void navigate({ to: '/merchant/merchant/category', search: { id, cid, sort: props.search.sort } })
            }
          />
        </Group>
      ) : null}
    </Group>
  )
}

function SortButton(props: { active: boolean; onClick: () => void; children: ReactNode; testId: string }) {
  return (
    <Button
      size="xs"
      radius="xl"
      variant={props.active ? 'filled' : 'default'}
      aria-pressed={props.active}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.children}
    </Button>
  )
}

function Products(props: { search: StoreCategorySearch }) {
  const { id, cid, keyword, sort } = props.search
  const query = useSuspenseInfiniteQuery(
    storeProductsInfiniteQuery({ merId: id, cid, keyword, sort, limit: STORE_CATEGORY_LIMIT }),
  )
  const products = query.data.pages.flatMap((page) => page.list)
  const total = query.data.pages[0]?.total ?? 0
  if (products.length === 0) {
    return (
      <Text c="dimmed" ta="center" py={60} data-testid="store-products-empty">
        <Trans>No products found in this store.</Trans>
      </Text>
    )
  }
  return (
    <>
      <ProductGrid products={products} cols={4} />
      <Center mt="lg">
        {query.hasNextPage ? (
          <Button
            variant="default"
            radius="xl"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            <Trans>Load more</Trans>
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>All {total} products shown</Trans>
          </Text>
        )}
      </Center>
      {query.isFetching && !query.isFetchingNextPage ? (
        <Center mt="sm">
          <Loader size="sm" />
        </Center>
      ) : null}
    </>
  )
}
