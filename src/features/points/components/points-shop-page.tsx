/**
 * /points, the points shop: the shopper's spendable points, the goods (price in points, stock, sold out) sorted by
 * default, price or sales, 12 a page; "Redeem" opens the order confirmation.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { POINTS_SHOP_SORTS } from '~/contract'
import { to } from '~/lib/links'
import { PageFrame } from '~/ui/page-frame'
import { AnchorLink } from '~/ui/router-link'
import { POINTS_SHOP_LIMIT, type PointsShopSort, pointsProductsQuery, pointsSummaryQuery } from '../queries'
import { PointsProductCard } from './points-product-card'
import { ListPager } from '~/ui/list-pager'

export function PointsShopPage({ sort, page }: { sort: PointsShopSort; page: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { data } = useSuspenseQuery(pointsProductsQuery(sort, page))
  const summary = useQuery(pointsSummaryQuery())
  const spendable = summary.data?.integral

  const sortLabels: Record<PointsShopSort, string> = {
    default: t`Recommended`,
    price_asc: t`Price: low to high`,
    price_desc: t`Price: high to low`,
    sales: t`Most redeemed`,
  }
  return (
    <PageFrame title={<Trans>Points shop</Trans>} data-testid="points-shop">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          {spendable === undefined ? (
            <span />
          ) : (
            <Text data-testid="points-shop-balance">
              <Trans>
                You have{' '}
                <b>
                  <Plural value={spendable} one="# point" other="# points" />
                </b>{' '}
                to spend.
              </Trans>{' '}
              <AnchorLink {...to.points()} size="sm">
                <Trans>My points</Trans>
              </AnchorLink>
            </Text>
          )}
          <SegmentedControl
            size="xs"
            value={sort}
            onChange={(next) => void navigate(to.pointsShop({ sort: next as PointsShopSort }))}
            data={POINTS_SHOP_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
            aria-label={t`Sort by`}
            data-testid="points-shop-sort"
          />
        </Group>
        {data.list.length === 0 ? (
          <Text c="dimmed" ta="center" py={60}>
            <Trans>The points shop has nothing on offer right now.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
            {data.list.map((product, i) => (
              <PointsProductCard key={product.id} product={product} balance={spendable} eager={i < 4} />
            ))}
          </SimpleGrid>
        )}
        <ListPager
          total={data.total}
          limit={POINTS_SHOP_LIMIT}
          page={page}
          onPage={(next) => void navigate(to.pointsShop({ sort, page: next }))}
        />
      </Stack>
    </PageFrame>
  )
}
