/**
 * Sections of the order detail: label/value rows, the delivery method and sender, the refund, the money lines. Plain
 * elements with Mantine's values (~/ui/plain.module.css): the page renders per request (decisions 55, 80).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { type OrderShownCurrency, splitImageList } from '~/contract'
import { ApproxTotal } from '~/ui/approx-total'
import { useFormatShopMoney } from '~/ui/currency'
import { AnchorLink } from '~/ui/router-link'
import type { OrderDetail, OrderRefund } from '../queries'
import { useOrderLabels } from './order-labels'
import { ApiTime } from '~/ui/api-time'
import { SquareImage } from '~/ui/square-image'
import plain from '~/ui/plain.module.css'
import classes from './order-detail.module.css'

export function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={`${plain.group} ${plain.gapXs} ${plain.noWrap} ${plain.top}`} data-testid={testId}>
      <p className={`${plain.text} ${plain.sm} ${plain.dimmed} ${classes.rowLabel}`}>{label}</p>
      <div className={`${plain.text} ${plain.sm} ${classes.rowValue}`}>{children}</div>
    </div>
  )
}

export function Amount({
  label,
  children,
  strong,
  testId,
}: {
  label: ReactNode
  children: ReactNode
  strong?: boolean
  testId?: string
}) {
  return (
    <div className={`${plain.group} ${plain.spread} ${plain.gapLg}`} data-testid={testId}>
      <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>{label}</p>
      <p className={`${plain.text} ${strong ? `${plain.lg} ${plain.w700} ${plain.red}` : `${plain.sm} ${plain.w500}`}`}>
        {children}
      </p>
    </div>
  )
}

export function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={plain.paperLg} data-testid={testId}>
      <div className={`${plain.stack} ${plain.gapSm}`}>
        <h2 className={plain.heading5}>{title}</h2>
        {children}
      </div>
    </div>
  )
}

/** Delivery method (courier and tracking number, a named courier with a phone, or virtual) and the sender (the shop). */
export function DeliverySection({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui()
  const type = order.deliveryType ?? ''
  if (!type) return null
  return (
    <Section title={<Trans>Delivery</Trans>} testId="detail-delivery">
      <div className={plain.cols2Md}>
        <div className={`${plain.stack} ${plain.gap6}`}>
          {type === 'express' ? (
            <>
              <Row label={t`Delivery method`}>{t`Courier company`}</Row>
              <Row label={t`Courier company`} testId="detail-courier">
                {order.expName}
              </Row>
              <Row label={t`Tracking number`} testId="detail-tracking">
                {order.expNo}
              </Row>
            </>
          ) : null}
          {type === 'person' ? (
            <>
              <Row label={t`Delivery method`}>{t`Delivered by a courier of the shop`}</Row>
              <Row label={t`Courier`} testId="detail-courier">
                {order.deliveryName}
              </Row>
              <Row label={t`Courier phone`}>{order.deliveryPhone}</Row>
            </>
          ) : null}
          {type === 'virtual' ? (
            <Row label={t`Delivery method`} testId="detail-courier">
              {t`Virtual goods, nothing to ship`}
            </Row>
          ) : null}
          {order.shipTime ? (
            <Row label={t`Shipped at`}>
              <ApiTime value={order.shipTime} />
            </Row>
          ) : null}
          {order.receiveTime ? (
            <Row label={t`Received at`}>
              <ApiTime value={order.receiveTime} />
            </Row>
          ) : null}
        </div>
        {order.merName ? (
          <div className={`${plain.stack} ${plain.gap6}`} data-testid="detail-sender">
            <Row label={t`Sender`}>{order.merName}</Row>
            {order.senderPhone ? (
              <Row label={t`Sender phone`} testId="detail-sender-phone">
                {order.senderPhone}
              </Row>
            ) : null}
            {Number(order.mass ?? 0) > 0 ? (
              <Row label={t`Parcel weight`} testId="detail-mass">
                {i18n.number(Number(order.mass), { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 })}
              </Row>
            ) : null}
            {Number(order.volume ?? 0) > 0 ? (
              <Row label={t`Parcel volume`} testId="detail-volume">
                {i18n.number(Number(order.volume), { maximumFractionDigits: 3 })} m³
              </Row>
            ) : null}
          </div>
        ) : null}
      </div>
    </Section>
  )
}

/** The merchant order's refunds, newest first: state, amount, reason, remarks, refusal and voucher images. */
export function RefundSection({ order }: { order: OrderDetail }) {
  const refunds = order.refundOrderList ?? []
  if (refunds.length === 0) return null
  return (
    <Section title={<Trans>Refund</Trans>} testId="detail-refund">
      {refunds.map((refund) => (
        <RefundLines key={refund.refundOrderNo} refund={refund} kept={order.shownCurrency} />
      ))}
    </Section>
  )
}

function RefundLines({ refund, kept }: { refund: OrderRefund; kept?: OrderShownCurrency }) {
  const { t } = useLingui()
  // Money given back: in the shop's currency, with "≈" the shopper's (decision 34).
  const formatMoney = useFormatShopMoney()
  const labels = useOrderLabels()
  const images = splitImageList(refund.refundReasonWapImg)
  return (
    <div className={`${plain.stack} ${plain.gap6}`} data-testid="detail-refund-item">
      <Row label={t`Refund number`}>
        <AnchorLink
          to="/order/refund_detail"
          search={{ orderNo: refund.refundOrderNo }}
          data-testid="detail-refund-link"
        >
          {refund.refundOrderNo}
        </AnchorLink>
      </Row>
      <Row label={t`Refund status`}>{labels.refundStatus(refund.refundStatus)}</Row>
      <Row label={t`Refund amount`}>{formatMoney(refund.refundPrice)}</Row>
      <ApproxTotal lines={[refund.refundPrice]} kept={kept} kind="refund" />
      {refund.refundTime ? (
        <Row label={t`Refunded at`}>
          <ApiTime value={refund.refundTime} />
        </Row>
      ) : null}
      {refund.refundReasonWap ? (
        <Row label={t`Return reason`}>{labels.refundReason(refund.refundReasonWap)}</Row>
      ) : null}
      {refund.refundReasonWapExplain ? <Row label={t`Remarks`}>{refund.refundReasonWapExplain}</Row> : null}
      {refund.refundStatus === 1 && refund.refundReason ? (
        <Row label={t`Reason for rejection`} testId="detail-refund-refusal">
          {refund.refundReason}
        </Row>
      ) : null}
      {images.length > 0 ? <ImageRow images={images} alt={t`Voucher image`} /> : null}
    </div>
  )
}

export function ImageRow({ images, alt }: { images: string[]; alt: string }) {
  const { t } = useLingui()
  return (
    <div className={`${plain.group} ${plain.gapSm}`} data-testid="voucher-images">
      {images.map((src, index) => (
        <a
          key={src}
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`Open image ${index + 1}`}
          className={`mantine-focus-auto ${plain.anchor} ${plain.text}`}
        >
          <SquareImage src={src} alt={`${alt} ${index + 1}`} size={96} lazy />
        </a>
      ))}
    </div>
  )
}
