/** The shop street (M1, 10 a page): a header image from P1 and paginated store rows; the page is in the URL. */
import { Trans } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { homeIndexQuery } from '~/features/site/queries'
import { merchantStreetQuery, SHOP_STREET_LIMIT } from '../queries'
import { MerchantRows } from './merchant-rows'
import { PageFrame } from '~/ui/page-frame'
import pageBanner from '~/ui/page-banner.module.css'

export function ShopStreetPage(props: { page: number }) {
  const navigate = useNavigate()
  const header = useQuery(homeIndexQuery()).data?.shopStreetHeaderImag
  const { data } = useSuspenseQuery(merchantStreetQuery({ page: props.page, limit: SHOP_STREET_LIMIT }))
  const pages = Math.max(1, Math.ceil(data.total / SHOP_STREET_LIMIT))
  return (
    <PageFrame data-testid="shop-street-page">
      <header className={pageBanner.banner}>
        {header ? <img className={pageBanner.image} src={header} alt="" width={1168} height={140} /> : null}
        <div className={pageBanner.text}>
          <h1 className={pageBanner.title}>
            <Trans>Shop street</Trans>
          </h1>
          <Text size="sm" c="white">
            <Trans>Top-rated stores and factories, selling direct.</Trans>
          </Text>
        </div>
      </header>
      <MerchantRows
        merchants={data.list}
        empty={<Trans>No stores yet.</Trans>}
        page={props.page}
        pages={pages}
        onPage={(page) => void navigate({ to: '/merchant/merchant_street', search: { page } })}
        pagerTestId="street-pagination"
      />
    </PageFrame>
  )
}
