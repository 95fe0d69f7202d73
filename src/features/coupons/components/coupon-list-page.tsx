/**
 * /users/coupon_list: the shopper's coupons (CP4) by scope (merchant-wide or platform, goods, category) and state
 * (unused, used or expired), 9 a page. Both tabs are search params; defaults stay out of the URL.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { SegmentedControl, SimpleGrid, Stack, Tabs, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { OWNED_COUPON_LIMIT } from '~/contract'
import { PageFrame } from '~/ui/page-frame'
import { ownedCouponsQuery } from '../queries'
import { COUPON_SCOPE_TABS, COUPON_STATE_TABS, type CouponScopeTab, type CouponStateTab, ownedParams } from '../schemas'
import { OwnedCouponCard } from './owned-coupon-card'
import { ListPager } from '~/ui/list-pager'

export function CouponListPage(props: { scope: CouponScopeTab; state: CouponStateTab; page: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const go = (search: { scope?: CouponScopeTab; state?: CouponStateTab; page?: number }) =>
    void navigate({
      to: '/users/coupon_list',
      search: { scope: props.scope, state: props.state, page: undefined, ...search },
    })
  const scopeLabels: Record<CouponScopeTab, string> = {
    merchant: t`Store and platform`,
    goods: t`Goods`,
    category: t`Category`,
  }
  const stateLabels: Record<CouponStateTab, string> = { unused: t`Unused`, used: t`Used or expired` }
  return (
    <PageFrame title={t`My coupons`} card>
      <Stack gap="md">
        <Tabs value={props.scope} onChange={(value) => value && go({ scope: value as CouponScopeTab })}>
          <Tabs.List aria-label={t`Coupon scope`}>
            {COUPON_SCOPE_TABS.map((scope) => (
              <Tabs.Tab key={scope} value={scope} data-testid={`coupon-scope-${scope}`}>
                {scopeLabels[scope]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <SegmentedControl
          w="fit-content"
          value={props.state}
          onChange={(value) => go({ state: value as CouponStateTab })}
          data={COUPON_STATE_TABS.map((state) => ({ value: state, label: stateLabels[state] }))}
          aria-label={t`Coupon state`}
          data-testid="coupon-state-tabs"
        />
        <OwnedCoupons {...props} onPage={(page) => go({ page: page > 1 ? page : undefined })} />
      </Stack>
    </PageFrame>
  )
}

function OwnedCoupons(props: {
  scope: CouponScopeTab
  state: CouponStateTab
  page: number
  onPage: (page: number) => void
}) {
  const { data } = useSuspenseQuery(ownedCouponsQuery(ownedParams(props.scope, props.state, props.page)))
  if (data.list.length === 0) {
    return (
      <Text c="dimmed" ta="center" py={60} data-testid="owned-coupons-empty">
        {props.state === 'unused' ? (
          <Trans>You have no coupons to use here.</Trans>
        ) : (
          <Trans>No used or expired coupons.</Trans>
        )}
      </Text>
    )
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={12} data-testid="owned-coupons">
        {data.list.map((coupon) => (
          <OwnedCouponCard key={coupon.id} coupon={coupon} />
        ))}
      </SimpleGrid>
      <ListPager total={data.total} limit={OWNED_COUPON_LIMIT} page={props.page} onPage={props.onPage} />
    </>
  )
}
