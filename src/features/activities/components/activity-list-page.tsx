/** An activity's landing page (`/goods/activity_list?id&type&name`): P4 header, AC2 products with working pages. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Carousel } from '~/ui/carousel/carousel'
import { Center, Text } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ProductGrid } from '~/features/catalog/components/product-grid'
import { ACTIVITY_PAGE_LIMIT, activityBanners, activityDetailQuery, activityProductsQuery } from '../queries'
import { PageFrame } from '~/ui/page-frame'
import pageBanner from '~/ui/page-banner.module.css'
import classes from './activities.module.css'
import { Pager } from '~/ui/pager'

export interface ActivitySearch {
  id: number
  type?: number
  name?: string
  page?: number
}

export function ActivityListPage(props: { search: ActivitySearch }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { id, type, name } = props.search
  const page = props.search.page ?? 1
  const detail = useQuery(activityDetailQuery(id, type)).data
  const { data } = useSuspenseQuery(activityProductsQuery(id, page))
  const banners = activityBanners(detail)
  const title = detail?.name || name || t`Promotion`
  const pages = Math.max(1, Math.ceil(data.total / ACTIVITY_PAGE_LIMIT))
  const products = data.list.map((item) => ({
    id: item.proId,
    image: item.image,
    storeName: item.storeName || item.title || '',
    price: item.price,
    otPrice: item.otPrice,
  }))
  return (
    <PageFrame data-testid="activity-page">
      <header className={pageBanner.banner}>
        {banners[0] ? <img className={pageBanner.image} src={banners[0]} alt="" width={1168} height={140} /> : null}
        <div className={pageBanner.text}>
          <h1 className={pageBanner.title} data-testid="activity-title">
            {title}
          </h1>
          {detail?.instruction ? (
            <Text size="sm" c="white" mt={4}>
              {detail.instruction}
            </Text>
          ) : null}
        </div>
      </header>
      {banners.length > 1 ? (
        <Carousel
          withIndicators
          emblaOptions={{ loop: true }}
          previousControlProps={{ 'aria-label': t`Previous banner` }}
          nextControlProps={{ 'aria-label': t`Next banner` }}
        >
          {banners.slice(1).map((url, index) => (
            <Carousel.Slide key={url + index}>
              <img
                src={url}
                alt={t`${title} banner ${index + 2}`}
                width={1168}
                height={300}
                loading="lazy"
                style={{ width: '100%', height: 300, objectFit: 'cover', borderRadius: 8, display: 'block' }}
              />
            </Carousel.Slide>
          ))}
        </Carousel>
      ) : null}
      <section className={classes.panel} aria-label={t`Products`}>
        {products.length === 0 ? (
          <Text c="dimmed" ta="center" py={60}>
            <Trans>No products in this promotion yet.</Trans>
          </Text>
        ) : (
          <ProductGrid products={products} cols={5} />
        )}
        {pages > 1 ? (
          <Center mt="lg">
            <Pager
              total={pages}
              value={Math.min(page, pages)}
              onChange={(next) =>
                void navigate({
                  to: '/goods/activity_list',
                  search: { id, type, name, page: next > 1 ? next : undefined },
                })
              }
              data-testid="activity-pagination"
            />
          </Center>
        ) : null}
      </section>
    </PageFrame>
  )
}
