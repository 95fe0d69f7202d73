/**
 * The store's home tab: its banner carousel (M3 `pcBanner`, each banner's words drawn over its picture, decision 51)
 * and product sections (K8, 8 each).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Carousel } from '~/ui/carousel/carousel'
import { Anchor, Group, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ProductGrid } from '~/features/catalog/components/product-grid'
import { PictureWords } from '~/ui/picture-words'
import { merchantIndexQuery, parseBanners, STORE_HOME_LIMIT, type StoreSort, storeProductsQuery } from '../queries'
import classes from './store.module.css'

export function StoreHome(props: { merId: number }) {
  const { t } = useLingui()
  const { data: store } = useSuspenseQuery(merchantIndexQuery(props.merId))
  const banners = parseBanners(store.pcBanner)
  return (
    <>
      {banners.length > 0 ? (
        <Carousel
          withIndicators={banners.length > 1}
          withControls={banners.length > 1}
          emblaOptions={{ loop: true }}
          previousControlProps={{ 'aria-label': t`Previous banner` }}
          nextControlProps={{ 'aria-label': t`Next banner` }}
          data-testid="store-banners"
        >
          {banners.map((banner, index) => (
            <Carousel.Slide key={banner.url + index} className={classes.slideBox}>
              <img
                className={classes.slide}
                src={banner.url}
                alt={t`${store.name} banner ${index + 1}`}
                width={1168}
                height={320}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
              <PictureWords variant="banner" headline={banner.headline} subline={banner.subline} cta={banner.cta} />
            </Carousel.Slide>
          ))}
        </Carousel>
      ) : null}
      {store.intro ? (
        <section className={classes.panel} aria-label={t`About the store`}>
          <Text size="sm" c="gray.7">
            {store.intro}
          </Text>
        </section>
      ) : null}
      <ProductSection merId={props.merId} sort="sales-desc" title={<Trans>Best sellers</Trans>} />
      <ProductSection merId={props.merId} sort="default" title={<Trans>All products</Trans>} lazy />
    </>
  )
}

function ProductSection(props: { merId: number; sort: StoreSort; title: ReactNode; lazy?: boolean }) {
  const { data } = useSuspenseQuery(
    storeProductsQuery({ merId: props.merId, sort: props.sort, page: 1, limit: STORE_HOME_LIMIT }),
  )
  return (
    <section className={classes.panel} data-testid="store-home-section">
      <Group justify="space-between" mb={12}>
        <h2 className={classes.panelTitle} style={{ margin: 0 }}>
          {props.title}
        </h2>
        <Anchor
          renderRoot={(rootProps) => (
            <Link
              to="/merchant/merchant/category"
              search={{ id: props.merId, sort: props.sort === 'default' ? undefined : props.sort }}
              {...rootProps}
            />
          )}
          size="sm"
          c="dimmed"
        >
          <Trans>View all</Trans>
        </Anchor>
      </Group>
      {data.list.length > 0 ? (
        <ProductGrid products={data.list} cols={4} lazy={props.lazy} />
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          <Trans>This store has no products yet.</Trans>
        </Text>
      )}
    </section>
  )
}
