/** The store's coupons tab: merchant-wide (useType 1) and goods (useType 2) coupons to claim (CP1, CP3). */
import { Trans, useLingui } from '@lingui/react/macro'
import { SimpleGrid, Tabs, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { STORE_COUPON_LIMIT, storeCouponsQuery } from '../queries'
import { useReceiveCoupon } from '../use-receive-coupon'
import { CouponCard } from './coupon-card'
import { ListPager } from '~/ui/list-pager'

export function StoreCoupons(props: { merId: number; useType: 1 | 2; page: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const go = (useType: 1 | 2, page: number) =>
    void navigate({
      to: '/merchant/merchant/coupon',
      search: { id: props.merId, type: useType === 1 ? undefined : useType, page: page > 1 ? page : undefined },
      resetScroll: false,
    })
  return (
    <section
      style={{ background: 'var(--mantine-color-white)', borderRadius: 'var(--mantine-radius-md)', padding: 16 }}
    >
      <Tabs value={String(props.useType)} onChange={(value) => go(value === '2' ? 2 : 1, 1)} keepMounted={false}>
        <Tabs.List aria-label={t`Coupon types`} mb="md">
          <Tabs.Tab value="1" data-testid="coupon-tab-store">
            <Trans>Store-wide coupons</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="2" data-testid="coupon-tab-goods">
            <Trans>Goods coupons</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={String(props.useType)}>
          <CouponList
            merId={props.merId}
            useType={props.useType}
            page={props.page}
            onPage={(p) => go(props.useType, p)}
          />
        </Tabs.Panel>
      </Tabs>
    </section>
  )
}

function CouponList(props: { merId: number; useType: 1 | 2; page: number; onPage: (page: number) => void }) {
  const { data } = useSuspenseQuery(
    storeCouponsQuery({ merId: props.merId, useType: props.useType, page: props.page, limit: STORE_COUPON_LIMIT }),
  )
  const { onGet, pendingId } = useReceiveCoupon()
  if (data.list.length === 0) {
    return (
      <Text c="dimmed" ta="center" py={60} data-testid="coupons-empty">
        <Trans>No coupons to collect right now.</Trans>
      </Text>
    )
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={12}>
        {data.list.map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} onGet={onGet} pending={pendingId === coupon.id} />
        ))}
      </SimpleGrid>
      <ListPager total={data.total} limit={STORE_COUPON_LIMIT} page={props.page} onPage={props.onPage} mt="lg" />
    </>
  )
}
