/**
 * Merchants of a merchant category (M2): type chips (M6), category chips (M7), a keyword search and pages.
 * All filters live in the URL.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Chip, Group, Text, TextInput } from '@mantine/core'
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { SEARCH_KEYWORD_MAX_LENGTH } from '~/contract'
import { SearchIcon } from '~/ui/icons'
import { MerchantCategoryIcon } from './merchant-category-icon'
import {
  MERCHANT_MORE_LIMIT,
  merchantCategoriesQuery,
  merchantMoreQuery,
  merchantTotal,
  merchantTypesQuery,
} from '../queries'
import { MerchantRows } from './merchant-rows'
import { PageFrame } from '~/ui/page-frame'
import pageBanner from '~/ui/page-banner.module.css'
import classes from './merchant-list.module.css'

export interface MerchantsOfCategorySearch {
  categoryId?: number
  typeId?: number
  keywords?: string
  page?: number
}

export function MerchantsOfCategoryPage(props: { search: MerchantsOfCategorySearch }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { categoryId, typeId, keywords } = props.search
  const page = props.search.page ?? 1
  const { data: types } = useSuspenseQuery(merchantTypesQuery())
  const { data: categories } = useSuspenseQuery(merchantCategoriesQuery())
  const { data: pagesOfStores } = useSuspenseInfiniteQuery(merchantMoreQuery({ categoryId, typeId, keywords, page }))
  const data = pagesOfStores.pages[0]
  const total = merchantTotal(data)
  const pages = Math.max(1, Math.ceil(total / MERCHANT_MORE_LIMIT))
  const go = (next: MerchantsOfCategorySearch) =>
    void navigate({ to: '/merchant/merchant_more', search: { categoryId, typeId, keywords, ...next } })
  const current = categories.find((category) => category.id === categoryId)
  const [text, setText] = useState(keywords ?? '')
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    go({ keywords: text.trim() || undefined, page: undefined })
  }
  return (
    <PageFrame data-testid="merchant-more-page">
      <header className={pageBanner.banner}>
        <div className={pageBanner.text}>
          <h1 className={pageBanner.title}>{current ? current.name : <Trans>All stores</Trans>}</h1>
          <Text size="sm" c="white">
            <Trans>Find stores by type, category or name.</Trans>
          </Text>
        </div>
      </header>
      <section className={classes.filters} aria-label={t`Store filters`}>
        <div className={classes.filterRow}>
          <span className={classes.filterLabel}>
            <Trans>Store type</Trans>
          </span>
          <Chip.Group
            value={String(typeId ?? '')}
            onChange={(value) => go({ typeId: Number(value) || undefined, page: undefined })}
          >
            <Group gap={8}>
              <Chip value="" size="sm" data-testid="type-chip">
                <Trans>All</Trans>
              </Chip>
              {types.map((type) => (
                <Chip key={type.id} value={String(type.id)} size="sm" data-testid="type-chip">
                  {type.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <div className={classes.filterRow}>
          <span className={classes.filterLabel}>
            <Trans>Category</Trans>
          </span>
          <Chip.Group
            value={String(categoryId ?? '')}
            onChange={(value) => go({ categoryId: Number(value) || undefined, page: undefined })}
          >
            <Group gap={8}>
              <Chip value="" size="sm">
                <Trans>All</Trans>
              </Chip>
              {categories.map((category, position) => (
                <Chip key={category.id} value={String(category.id)} size="sm" data-testid="category-chip">
                  <MerchantCategoryIcon position={position} />
                  {category.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <form className={classes.filterRow} role="search" onSubmit={onSubmit}>
          <span className={classes.filterLabel}>
            <Trans>Store name</Trans>
          </span>
          <Group gap={8}>
            <TextInput
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              placeholder={t`Search stores`}
              aria-label={t`Search stores`}
              size="sm"
              w={280}
              maxLength={SEARCH_KEYWORD_MAX_LENGTH}
            />
            <Button type="submit" size="sm" leftSection={<SearchIcon size={16} />}>
              <Trans>Search</Trans>
            </Button>
          </Group>
        </form>
      </section>
      <MerchantRows
        merchants={data.list}
        empty={<Trans>No stores match these filters.</Trans>}
        page={page}
        pages={pages}
        onPage={(next) => go({ page: next })}
        emptyTestId="merchants-empty"
      />
    </PageFrame>
  )
}
