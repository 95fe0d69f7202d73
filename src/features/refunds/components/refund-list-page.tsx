/** /users/refund_list: the shopper's refund requests (R4), 10 a page, each with its state and a link to its page. */
import { Trans } from '@lingui/react/macro'
import { Card, Divider, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { OrderGoods } from '~/features/orders/components/order-goods'
import { ApproxTotal } from '~/ui/approx-total'
import { useFormatShopMoney } from '~/ui/currency'
import { to } from '~/lib/links'
import { CardButtonLink } from '~/ui/button-link'
import { REFUND_LIST_LIMIT, type RefundOrder, refundListQuery } from '../queries'
import { RefundStatus } from './refund-status'
import { ApiTime } from '~/ui/api-time'
import { ListPager } from '~/ui/list-pager'
import { PageFrame } from '~/ui/page-frame'

export function RefundListPage({ page }: { page: number }) {
  const navigate = useNavigate()
  const { data } = useSuspenseQuery(refundListQuery(page))
  return (
    <PageFrame title={<Trans>Returns and refunds</Trans>} card>
      {data.list.length === 0 ? (
        <Stack align="center" gap="xs" py={60} data-testid="refunds-empty">
          <Text fw={600}>
            <Trans>You have not asked for any refund.</Trans>
          </Text>
        </Stack>
      ) : (
        data.list.map((refund) => <RefundCard key={refund.id} refund={refund} />)
      )}
      <ListPager
        total={data.total}
        limit={REFUND_LIST_LIMIT}
        page={page}
        onPage={(next) => void navigate({ to: '/users/refund_list', search: { page: next > 1 ? next : undefined } })}
        data-testid="refunds-pagination"
      />
    </PageFrame>
  )
}

function RefundCard({ refund }: { refund: RefundOrder }) {
  // Money given back: in the shop's currency, with "≈" the shopper's (decision 34).
  const formatMoney = useFormatShopMoney()
  return (
    <Card withBorder radius="md" padding="md" data-testid="refund-card" data-refund-no={refund.refundOrderNo}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="md">
            <Text size="sm" fw={600}>
              <Trans>Refund {refund.refundOrderNo}</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <ApiTime value={refund.createTime} />
            </Text>
          </Group>
          <RefundStatus status={refund.refundStatus} />
        </Group>
        <Divider />
        <OrderGoods items={refund.orderInfoList} />
        <Group justify="space-between">
          <Stack gap={0}>
            <Text size="sm" data-testid="refund-card-amount">
              <Trans>Refund amount: {formatMoney(refund.refundPrice)}</Trans>
            </Text>
            <ApproxTotal lines={[refund.refundPrice]} kept={refund.shownCurrency} kind="refund" />
          </Stack>
          <CardButtonLink link={to.refundDetail(refund.refundOrderNo)} testId="refund-details">
            <Trans>View details</Trans>
          </CardButtonLink>
        </Group>
      </Stack>
    </Card>
  )
}
