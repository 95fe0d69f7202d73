/** The shop street (M1, 10 a page): a header image from P1 and paginated store rows; the page is in the URL. */
import { Trans } from '@lingui/react/macro'
import { Center, Text } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { homeIndexQuery } from '~/features/site/queries'
import { merchantStreetQuery, SHOP_STREET_LIMIT } from '../queries'
import { MerchantListCard } from './merchant-list-card'
import { PageFrame } from '~/ui/page-frame'
import classes from './merchant-list.module.css'
import { Pager } from '~/ui/pager'

export function ShopStreetPage(props: { page: number }) {
  const navigate = useNavigate()
  const header = useQuery(homeIndexQuery()).data?.shopStreetHeaderImag
  const { data } = useSuspenseQuery(merchantStreetQuery({ page: props.page, limit: SHOP_STREET_LIMIT }))
  const pages = Math.max(1, Math.ceil(data.total / SHOP_STREET_LIMIT))
  return (
    <PageFrame data-testid="shop-street-page">
      <header className={classes.header}>
        {header ? <img className={classes.headerImage} src={header} alt="" width={1168} height={140} /> : null}
        <div className={classes.headerText}>
          <h1 className={classes.headerTitle}>
            <Trans>Shop street</Trans>
          </h1>
          <Text size="sm" c="white">
            <Trans>Top-rated stores and factories, selling direct.</Trans>
          </Text>
        </div>
      </header>
      {data.list.length === 0 ? (
        <Text c="dimmed" ta="center" py={60}>
          <Trans>No stores yet.</Trans>
        </Text>
      ) : (
        <div className={classes.list}>
          {data.list.map((merchant, index) => (
            <MerchantListCard key={merchant.id} merchant={merchant} lazy={index > 2} />
          ))}
        </div>
      )}
      {pages > 1 ? (
        <Center>
          <Pager
            total={pages}
            value={Math.min(props.page, pages)}
            onChange={(page) =>
              void navigate({ to: '/merchant/merchant_street', search: { page: page > 1 ? page : undefined } })
            }
            data-testid="street-pagination"
          />
        </Center>
      ) : null}
    </PageFrame>
  )
}
