/**
 * /users/order_list: tabs all, to pay (O6 master orders), to ship, to receive, to evaluate, return/refund,
 * completed and cancelled (O7 merchant orders by `type`), each with its O5 counter; 10 orders a page, the tab and
 * page in the URL (docs/api.md §4.2 (#ref-4-2)). Each merchant order offers the actions of its state.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Divider } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { linkOptions, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ApproxTotal } from '~/ui/approx-total'
import { useFormatShopMoney } from '~/ui/currency'
import { CardButtonLink } from '~/ui/button-link'
import {
  awaitPayOrdersQuery,
  type MasterOrder,
  type MerchantOrder,
  merchantOrdersQuery,
  ORDER_LIST_LIMIT,
  type OrderCounts,
  orderCountsQuery,
  type OrderTab,
} from '../queries'
import { MasterOrderActions } from './master-order-actions'
import { OrderActions } from './order-actions'
import { MasterStatus } from './master-status'
import { OrderGoods } from './order-goods'
import { offersReviews, useOrderLabels } from './order-labels'
import { OrderStateLine } from './order-state'
import { OrderTabs } from './order-tabs'
import { PointsBalance } from './points-balance'
import { PageFrame } from '~/ui/page-frame'
import { ApiTime } from '~/ui/api-time'
import { ListPager } from '~/ui/list-pager'
import plain from '~/ui/plain.module.css'

const COUNTER: Record<OrderTab, keyof OrderCounts> = {
  0: 'unPaidCount',
  1: 'unShippedCount',
  2: 'receivedCount',
  3: 'completedCount',
  4: 'toEvaluateCount',
  5: 'refundCount',
  6: 'cancelledCount',
  7: 'allCount',
}

export function OrderListPage({ orderStatus, page }: { orderStatus: OrderTab; page: number }) {
  const { t } = useLingui()
  const labels = useOrderLabels()
  const navigate = useNavigate()
  const { data: counts } = useQuery(orderCountsQuery())
  const go = (search: { orderStatus: OrderTab; page?: number }) =>
    void navigate({
      to: '/users/order_list',
      search: { orderStatus: search.orderStatus, page: search.page && search.page > 1 ? search.page : undefined },
      resetScroll: false,
    })

  return (
    <PageFrame title={<Trans>My orders</Trans>} actions={<PointsBalance />} card>
      <OrderTabs
        active={orderStatus}
        onChange={(tab) => go({ orderStatus: tab })}
        label={labels.tab}
        badge={(tab) => {
          const count = counts?.[COUNTER[tab]] ?? (tab === 3 ? counts?.completeCount : undefined) ?? 0
          return count > 0 ? (
            <Badge
              size="sm"
              circle={count < 10}
              color="red"
              variant="filled"
              data-testid={`order-count-${tab}`}
              aria-label={t`${count} orders`}
            >
              {count > 99 ? '99+' : count}
            </Badge>
          ) : null
        }}
      />
      {orderStatus === 0 ? (
        <MasterOrderList page={page} onPage={(next) => go({ orderStatus, page: next })} />
      ) : (
        <MerchantOrderList type={orderStatus} page={page} onPage={(next) => go({ orderStatus, page: next })} />
      )}
    </PageFrame>
  )
}

function Empty({ tab }: { tab: OrderTab }) {
  const messages = {
    0: <Trans>No orders are waiting for payment.</Trans>,
    1: <Trans>No orders are waiting to be shipped.</Trans>,
    2: <Trans>No orders are on their way to you.</Trans>,
    3: <Trans>No completed orders yet.</Trans>,
    4: <Trans>Nothing is waiting for your review.</Trans>,
    5: <Trans>No returns or refunds.</Trans>,
    6: <Trans>No cancelled orders.</Trans>,
    7: <Trans>You have no orders yet.</Trans>,
  }
  return (
    <div className={`${plain.stack} ${plain.centre} ${plain.gapXs} ${plain.emptyPad}`} data-testid="orders-empty">
      <p className={`${plain.text} ${plain.w600}`}>{messages[tab]}</p>
      <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>
        <Trans>Orders you place appear here.</Trans>
      </p>
    </div>
  )
}

function OrderHeader(props: { orderNo: string; createTime: string; right: ReactNode }) {
  return (
    <div className={`${plain.group} ${plain.spread} ${plain.gapXs}`}>
      <div className={plain.group}>
        <p className={`${plain.text} ${plain.sm} ${plain.w600}`} data-testid="order-no">
          <Trans>Order {props.orderNo}</Trans>
        </p>
        <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>
          <ApiTime value={props.createTime} />
        </p>
      </div>
      {props.right}
    </div>
  )
}

/**
 * The order's total is money taken (or to be taken): written in the shop's currency, with "≈" the amount in the
 * shopper's currency when they read prices in another (decision 34), as at checkout.
 */
function OrderFooter(props: {
  order: Pick<MasterOrder | MerchantOrder, 'totalNum' | 'payPrice' | 'shownCurrency' | 'paid' | 'orderNo'>
  tab: OrderTab
  actions?: ReactNode
}) {
  const formatMoney = useFormatShopMoney()
  const order = props.order
  return (
    <div className={`${plain.group} ${plain.spread} ${plain.gapSm}`}>
      <div className={`${plain.stack} ${plain.gap0}`}>
        <div className={`${plain.group} ${plain.baseline} ${plain.gap6}`}>
          <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>
            <Plural value={order.totalNum} one="# item, total" other="# items, total" />
          </p>
          <p className={`${plain.text} ${plain.w700} ${plain.red}`} data-testid="order-total">
            {formatMoney(order.payPrice)}
          </p>
        </div>
        <ApproxTotal
          lines={[order.payPrice]}
          kept={order.shownCurrency}
          kind={order.paid ? 'paid' : 'charge'}
          testId="order-total-converted"
        />
      </div>
      <div className={`${plain.group} ${plain.gapXs}`}>
        {props.actions}
        <CardButtonLink
          link={linkOptions({ to: '/order/order_detail', search: { orderNo: order.orderNo, orderStatus: props.tab } })}
          testId="order-details"
        >
          <Trans>View details</Trans>
        </CardButtonLink>
      </div>
    </div>
  )
}

/** A page of order cards and the pager under them. */
function OrderCards(props: { total: number; page: number; onPage: (page: number) => void; children: ReactNode }) {
  return (
    <div className={plain.stack}>
      {props.children}
      <ListPager
        total={props.total}
        limit={ORDER_LIST_LIMIT}
        page={props.page}
        onPage={props.onPage}
        data-testid="orders-pagination"
      />
    </div>
  )
}

function MasterOrderList(props: { page: number; onPage: (page: number) => void }) {
  const { data } = useSuspenseQuery(awaitPayOrdersQuery(props.page))
  if (data.list.length === 0 && data.total === 0) return <Empty tab={0} />
  return (
    <OrderCards total={data.total} page={props.page} onPage={props.onPage}>
      {data.list.map((order) => (
        <MasterOrderCard key={order.id} order={order} />
      ))}
    </OrderCards>
  )
}

function MasterOrderCard({ order }: { order: MasterOrder }) {
  return (
    <div className={plain.card} data-testid="order-card" data-order-no={order.orderNo}>
      <div className={`${plain.stack} ${plain.gapSm}`}>
        <OrderHeader
          orderNo={order.orderNo}
          createTime={order.createTime}
          right={<MasterStatus payStatus={order.payStatus} payType={order.payType} expireTime={order.expireTime} />}
        />
        {order.orderList.map((group) => (
          <div key={group.id} className={`${plain.stack} ${plain.gapXs}`}>
            <Divider label={group.merName} labelPosition="left" />
            <OrderGoods items={group.orderInfoList} />
          </div>
        ))}
        <Divider />
        <OrderFooter order={order} tab={0} actions={<MasterOrderActions order={order} />} />
      </div>
    </div>
  )
}

function MerchantOrderList(props: { type: Exclude<OrderTab, 0>; page: number; onPage: (page: number) => void }) {
  const { data } = useSuspenseQuery(merchantOrdersQuery(props.type, props.page))
  if (data.list.length === 0 && data.total === 0) return <Empty tab={props.type} />
  return (
    <OrderCards total={data.total} page={props.page} onPage={props.onPage}>
      {data.list.map((order) => (
        <MerchantOrderCard key={order.id} order={order} tab={props.type} />
      ))}
    </OrderCards>
  )
}

function MerchantOrderCard({ order, tab }: { order: MerchantOrder; tab: Exclude<OrderTab, 0> }) {
  return (
    <div className={plain.card} data-testid="order-card" data-order-no={order.orderNo}>
      <div className={`${plain.stack} ${plain.gapSm}`}>
        <OrderHeader orderNo={order.orderNo} createTime={order.createTime} right={<OrderStateLine order={order} />} />
        <Divider label={order.merName} labelPosition="left" />
        <OrderGoods items={order.orderInfoList} reviewOrderNo={offersReviews(order) ? order.orderNo : undefined} />
        <Divider />
        <OrderFooter order={order} tab={tab} actions={<OrderActions order={order} />} />
      </div>
    </div>
  )
}
