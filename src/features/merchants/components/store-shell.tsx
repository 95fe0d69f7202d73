/**
 * The store shell around every store tab (docs/spec.md §2.93 (#spec-2-93) store pages): banner, store card (avatar,
 * name, rating, self-operated, type, followers, opening hours), follow, contact seller, in-store search and the tab
 * bar.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Badge, Button, Group, Rating, TextInput } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useState } from 'react'
import { SEARCH_KEYWORD_MAX_LENGTH } from '~/contract'
import { SearchIcon } from '~/ui/icons'
import { merchantIndexQuery } from '../queries'
import { ContactSeller } from './contact-seller'
import { FollowButton } from './follow-button'
import { PageFrame } from '~/ui/page-frame'
import classes from './store.module.css'

export function StoreShell(props: { merId: number; children: ReactNode }) {
  const { t } = useLingui()
  const { data: store } = useSuspenseQuery(merchantIndexQuery(props.merId))
  const stars = Number(store.starLevel) || 0
  const search = { id: props.merId }
  const storeTabs = [
    { to: '/merchant/merchant/home', testId: 'store-tab-home', label: <Trans>Home</Trans> },
    { to: '/merchant/merchant/category', testId: 'store-tab-category', label: <Trans>Category</Trans> },
    { to: '/merchant/merchant/coupon', testId: 'store-tab-coupon', label: <Trans>Coupons</Trans> },
    { to: '/merchant/merchant/qualification', testId: 'store-tab-qualification', label: <Trans>Qualification</Trans> },
  ] as const
  return (
    <PageFrame data-testid="store-page">
      <header className={classes.banner}>
        <div className={classes.bannerMedia}>
          {store.pcBackImage ? (
            <img className={classes.bannerImage} src={store.pcBackImage} alt="" width={1168} height={160} />
          ) : null}
        </div>
        <div className={classes.storeCard}>
          <Avatar
            src={store.avatar || null}
            alt={store.name}
            name={store.name}
            size={80}
            radius="md"
            color="red"
            style={{ border: '3px solid white', background: 'white' }}
            imageProps={{ width: 80, height: 80 }}
          />
          <div style={{ minWidth: 0 }}>
            <Group gap={8} wrap="wrap">
              <h1 className={classes.storeName} data-testid="store-name">
                {store.name}
              </h1>
              {store.isSelf ? (
                <Badge color="red" variant="filled" radius="sm">
                  <Trans>Self-operated</Trans>
                </Badge>
              ) : null}
              {/* One badge says "self-operated": the platform's own stores are of that store type too. */}
              {store.typeName && !store.isSelf ? (
                <Badge color="gray" variant="light" radius="sm">
                  {store.typeName}
                </Badge>
              ) : null}
              {store.categoryName ? (
                <Badge color="blue" variant="light" radius="sm" data-testid="store-category">
                  {store.categoryName}
                </Badge>
              ) : null}
            </Group>
            <Group gap={12} mt={6} className={classes.storeMeta} wrap="wrap">
              <span role="img" aria-label={t`Rated ${stars} out of 5`} style={{ display: 'inline-flex' }}>
                <Rating value={stars} readOnly fractions={2} size="sm" color="yellow" />
              </span>
              <span data-testid="store-followers" data-count={store.followerCount}>
                <Plural value={store.followerCount} one="# follower" other="# followers" />
              </span>
              {store.productCount ? (
                <span>
                  <Plural value={store.productCount} one="# product" other="# products" />
                </span>
              ) : null}
              {store.openingHours ? (
                <span>
                  <Trans>Opening hours: {store.openingHours}</Trans>
                </span>
              ) : null}
            </Group>
          </div>
          <div className={classes.storeActions}>
            <FollowButton merId={store.id} following={Boolean(store.isCollect)} />
            <ContactSeller merId={store.id} />
          </div>
        </div>
      </header>
      <nav className={classes.tabBar} aria-label={t`Store sections`}>
        <div className={classes.tabs}>
          {storeTabs.map((tab) => (
            <Link key={tab.to} to={tab.to} search={search} className={classes.tab} data-testid={tab.testId}>
              {tab.label}
            </Link>
          ))}
        </div>
        <StoreSearch merId={store.id} />
      </nav>
      {props.children}
    </PageFrame>
  )
}

/** Search this store: goes to the category tab with the keyword. */
function StoreSearch(props: { merId: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [keyword, setKeyword] = useState('')
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void navigate({
      to: '/merchant/merchant/category',
      search: { id: props.merId, keyword: keyword.trim() || undefined },
    })
  }
  return (
    <form className={classes.search} role="search" onSubmit={onSubmit}>
      <TextInput
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        placeholder={t`Search this store`}
        aria-label={t`Search this store`}
        radius="xl"
        size="sm"
        w={240}
        maxLength={SEARCH_KEYWORD_MAX_LENGTH}
      />
      <Button type="submit" radius="xl" size="sm" leftSection={<SearchIcon size={16} />}>
        <Trans>Search</Trans>
      </Button>
    </form>
  )
}
