/**
 * /order/order_detail?orderNo: the order from its number alone — the master order (O8) or one merchant order (O9).
 * Step bar by pay type (docs/api.md §4.1 (#ref-4-1); cash on delivery is never "Paid" before delivery), order and payment facts,
 * receiver, delivery and sender, goods, the money breakdown, the refund, the bank-transfer proof, the actions of
 * its state, and the logistics timeline newest first (O10). Once paid, a checkout (master order) has no state of
 * its own: a checkout of one merchant order opens that order, one of several lists each with its own state.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Alert, Center, Divider, Loader, Stepper } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { to } from '~/lib/links'
import { toMoney } from '~/lib/money'
import { totalLines } from '~/features/checkout'
import { AnchorLink } from '~/ui/router-link'
import { ApproxTotal } from '~/ui/approx-total'
import { useFormatShopMoney } from '~/ui/currency'
import { type OrderDetail, orderDetailQuery, type OrderTab, singleMerchantOrderNo } from '../queries'
import { LogisticsTimeline } from './logistics'
import { MasterOrderActions } from './master-order-actions'
import { MasterStatus } from './master-status'
import { OrderActions } from './order-actions'
import { Amount, DeliverySection, ImageRow, RefundSection, Row, Section } from './order-detail-parts'
import { OrderGoods } from './order-goods'
import { checkoutRefundStatus, offersReviews, orderStateOf, orderStep, useOrderLabels } from './order-labels'
import { OrderStateLine } from './order-state'
import { PageFrame } from '~/ui/page-frame'
import { ApiTime } from '~/ui/api-time'
import plain from '~/ui/plain.module.css'
import classes from './order-detail.module.css'

export function OrderDetailPage({ orderNo, orderStatus }: { orderNo?: string; orderStatus: OrderTab }) {
  return (
    <PageFrame
      title={<Trans>Order details</Trans>}
      actions={
        <AnchorLink {...to.orders({ orderStatus })} size="sm">
          <Trans>Back to my orders</Trans>
        </AnchorLink>
      }
    >
      {orderNo ? (
        <DetailLoader orderNo={orderNo} orderStatus={orderStatus} />
      ) : (
        <Notice>
          <Trans>No order was chosen. Open an order from your order list.</Trans>
        </Notice>
      )}
    </PageFrame>
  )
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className={plain.paperXl} data-testid="order-detail-notice">
      <div className={`${plain.stack} ${plain.centre} ${plain.gapSm} ${classes.noticeBody}`}>
        <p className={`${plain.text} ${plain.w600}`}>{children}</p>
        <AnchorLink {...to.orders()}>
          <Trans>Go to my orders</Trans>
        </AnchorLink>
      </div>
    </div>
  )
}

function DetailLoader({ orderNo, orderStatus }: { orderNo: string; orderStatus: OrderTab }) {
  const query = useQuery(orderDetailQuery(orderNo))
  const navigate = useNavigate()
  // The route's loader redirects as well; this covers a checkout read again after paying on its own page.
  const single = query.data ? singleMerchantOrderNo(query.data) : null
  useEffect(() => {
    if (single) void navigate({ to: '/order/order_detail', search: { orderNo: single, orderStatus }, replace: true })
  }, [single, orderStatus, navigate])
  if (query.data && !single) return <Detail order={query.data} master={query.data.master} />
  if (query.isError && !single) {
    return (
      <Notice>
        <Trans>We could not find order {orderNo}.</Trans>
      </Notice>
    )
  }
  return (
    <Center py={80}>
      <Loader />
    </Center>
  )
}

function Steps({ order, master }: { order: OrderDetail; master: boolean }) {
  const labels = useOrderLabels()
  const step = orderStep(order, master)
  const [placed, second, shipped, done] = labels.steps(order.payType)
  return (
    <div className={plain.paperLg}>
      <Stepper
        active={step === 4 && order.status === 3 ? 4 : step - 1}
        size="sm"
        allowNextStepsSelect={false}
        data-testid="order-steps"
        data-step={step}
      >
        <Stepper.Step label={placed} />
        <Stepper.Step label={second} />
        <Stepper.Step label={shipped} />
        <Stepper.Step label={done} />
      </Stepper>
    </div>
  )
}

function Detail({ order, master }: { order: OrderDetail; master: boolean }) {
  const { t } = useLingui()
  const labels = useOrderLabels()
  const navigate = useNavigate()
  const cancelled = order.payStatus === 'cancelled'
  const groups = master
    ? (order.orderList ?? [])
    : [
        {
          id: order.id,
          orderNo: order.orderNo,
          merId: order.merId ?? 0,
          merName: order.merName ?? '',
          orderInfoList: order.orderInfoList ?? [],
        },
      ]
  const awaitingPayment = order.payStatus === 'unpaid' || order.payStatus === 'awaiting_confirmation'
  // A paid checkout speaks for none of its merchant orders: each shows its own state below.
  const settledMaster = master && (order.payStatus === 'paid' || order.payStatus === 'cod')
  const refunded = !master && orderStateOf(order).kind === 'refunded'
  const items = order.orderInfoList ?? []

  return (
    <div className={plain.stack} data-testid="order-detail" data-order-no={order.orderNo} data-master={master}>
      {cancelled ? (
        <Alert color="gray" title={t`This order was cancelled`} data-testid="order-cancelled">
          {order.cancelReason ? <Trans>Reason: {order.cancelReason}</Trans> : null}
        </Alert>
      ) : refunded ? (
        <Alert color="orange" title={t`This order was refunded`} data-testid="order-refunded">
          <Trans>Its payment went back to you; nothing more is shipped, received or reviewed.</Trans>
        </Alert>
      ) : settledMaster ? null : (
        <Steps order={order} master={master} />
      )}

      <div className={plain.paperLg}>
        <div className={`${plain.stack} ${plain.gapSm}`}>
          <div className={`${plain.group} ${plain.spread}`}>
            {settledMaster ? (
              <p className={`${plain.text} ${plain.sm} ${plain.w600}`} data-testid="order-status" data-state="checkout">
                <Plural
                  value={groups.length}
                  one="This checkout is one shop order, followed below"
                  other="This checkout is # shop orders, each followed below"
                />
              </p>
            ) : master ? (
              <MasterStatus payStatus={order.payStatus} payType={order.payType} expireTime={order.expireTime} />
            ) : (
              <OrderStateLine order={order} />
            )}
            {master && (awaitingPayment || order.cancellable) ? <MasterOrderActions order={order} size="sm" /> : null}
            {!master ? (
              <OrderActions
                order={{ ...order, orderInfoList: items }}
                size="sm"
                onDeleted={() => void navigate({ to: '/users/order_list', search: { orderStatus: 7 } })}
              />
            ) : null}
          </div>
          <Divider />
          <div className={plain.cols2Md}>
            <div className={`${plain.stack} ${plain.gap6}`}>
              <h2 className={plain.heading5}>
                <Trans>Order information</Trans>
              </h2>
              <Row label={t`Order number`} testId="detail-order-no">
                {order.orderNo}
              </Row>
              <Row label={t`Created`}>
                <ApiTime value={order.createTime} />
              </Row>
              {order.payTime ? (
                <Row label={t`Paid at`}>
                  <ApiTime value={order.payTime} />
                </Row>
              ) : null}
              {order.refundTime ? (
                <Row label={t`Refunded at`}>
                  <ApiTime value={order.refundTime} />
                </Row>
              ) : null}
              <Row label={t`Payment method`} testId="detail-pay-type">
                {labels.payType(order.payType)}
              </Row>
              <Row label={t`Payment status`} testId="detail-pay-status">
                {labels.payment({ ...order, refundStatus: master ? checkoutRefundStatus(groups) : order.refundStatus })}
              </Row>
              {order.userRemark ? (
                <Row label={t`Buyer's message`} testId="detail-remark">
                  {order.userRemark}
                </Row>
              ) : null}
            </div>
            <div className={`${plain.stack} ${plain.gap6}`}>
              <h2 className={plain.heading5}>
                <Trans>Receiver</Trans>
              </h2>
              <Row label={t`Name`}>{order.realName}</Row>
              <Row label={t`Phone`}>{order.userPhone}</Row>
              {order.userEmail ? (
                <Row label={t`E-mail`} testId="detail-email">
                  {order.userEmail}
                </Row>
              ) : null}
              <Row label={t`Address`}>{order.userAddress}</Row>
            </div>
          </div>
        </div>
      </div>

      {master ? null : <DeliverySection order={order} />}
      <Goods order={order} master={master} groups={groups} />
      {master ? null : <RefundSection order={order} />}

      {order.payVoucher ? (
        <Section title={<Trans>Payment screenshot</Trans>} testId="detail-voucher">
          <ImageRow images={[order.payVoucher]} alt={t`Payment screenshot`} />
          {order.payVoucherNote ? (
            <p className={`${plain.text} ${plain.sm}`}>
              <Trans>Note: {order.payVoucherNote}</Trans>
            </p>
          ) : null}
        </Section>
      ) : null}

      {!master && !cancelled && order.status > 0 ? (
        <Section title={<Trans>Logistics details</Trans>} testId="detail-logistics">
          <LogisticsTimeline orderNo={order.orderNo} />
        </Section>
      ) : null}
    </div>
  )
}

function Goods(props: { order: OrderDetail; master: boolean; groups: NonNullable<OrderDetail['orderList']> }) {
  const { t } = useLingui()
  // The totals are money taken (or to be taken): in the shop's currency with "≈" the shopper's, as at checkout.
  const formatMoney = useFormatShopMoney()
  const { order, master } = props
  const paidMaster = master && (order.payStatus === 'paid' || order.payStatus === 'cod')
  const useIntegral = order.useIntegral
  return (
    <Section title={<Trans>Goods</Trans>}>
      {props.groups.map((group) => (
        <div
          key={group.id}
          className={`${plain.stack} ${plain.gapXs}`}
          data-testid="detail-merchant"
          data-order-no={group.orderNo}
        >
          <div className={`${plain.group} ${plain.spread}`}>
            <Divider label={group.merName} labelPosition="left" style={{ flex: 1 }} />
            {paidMaster ? (
              <div className={`${plain.group} ${plain.gapSm}`}>
                {group.status !== undefined ? (
                  <OrderStateLine
                    order={{ payStatus: order.payStatus, status: group.status, refundStatus: group.refundStatus }}
                    testId="detail-merchant-status"
                  />
                ) : null}
                <AnchorLink {...to.orderDetail(group.orderNo)} size="sm" data-testid="detail-merchant-order">
                  <Trans>Order {group.orderNo}</Trans>
                </AnchorLink>
              </div>
            ) : null}
          </div>
          <OrderGoods
            items={group.orderInfoList}
            reviewOrderNo={!master && offersReviews(order) ? order.orderNo : undefined}
          />
        </div>
      ))}
      <Divider />
      <div className={`${plain.stack} ${plain.gap4} ${classes.totals}`} data-testid="detail-totals">
        <Amount label={t`Goods total`} testId="detail-goods-total">
          {formatMoney(order.proTotalPrice)}
        </Amount>
        <Amount label={t`Shipping`} testId="detail-freight">
          {formatMoney(order.payPostage || '0')}
        </Amount>
        {toMoney(order.packingPrice).gt(0) ? (
          <Amount label={t`Packing fee`} testId="detail-packing">
            {formatMoney(order.packingPrice)}
          </Amount>
        ) : null}
        {toMoney(order.insurancePrice).gt(0) ? (
          <Amount label={t`Shipping insurance`} testId="detail-insurance">
            {formatMoney(order.insurancePrice)}
          </Amount>
        ) : null}
        {toMoney(order.couponPrice).gt(0) ? (
          <Amount label={t`Coupon deduction`} testId="detail-coupon">
            −{formatMoney(order.couponPrice)}
          </Amount>
        ) : null}
        {toMoney(order.integralPrice).gt(0) || useIntegral > 0 ? (
          <Amount
            label={
              <Trans>
                Points deduction (<Plural value={useIntegral} one="# point" other="# points" />)
              </Trans>
            }
            testId="detail-points"
          >
            −{formatMoney(order.integralPrice)}
          </Amount>
        ) : null}
        <Amount label={order.paid ? t`Amount paid` : t`Amount payable`} strong testId="detail-pay-price">
          {formatMoney(order.payPrice)}
        </Amount>
        <ApproxTotal
          lines={totalLines({
            goods: order.proTotalPrice,
            shipping: order.payPostage,
            packing: order.packingPrice,
            insurance: order.insurancePrice,
            coupon: order.couponPrice,
            points: order.integralPrice,
          })}
          kept={order.shownCurrency}
          kind={order.paid ? 'paid' : 'charge'}
          ta="right"
          testId="detail-pay-price-converted"
        />
      </div>
    </Section>
  )
}
