/**
 * /order/refund_detail?orderNo (the refund order number, as in the reference client): its state (under merchant
 * review, refused with the reason, accepted and refunding, refunded), the original order, goods, amount, the
 * shopper's reason, remarks and voucher images. A refused request links to asking again.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { splitImageList } from '~/contract'
import { ImageRow, Row, Section } from '~/features/orders/components/order-detail-parts'
import { OrderGoods } from '~/features/orders/components/order-goods'
import { useOrderLabels } from '~/features/orders/components/order-labels'
import { ApproxTotal } from '~/ui/approx-total'
import { useFormatShopMoney } from '~/ui/currency'
import { to } from '~/lib/links'
import { CardButtonLink } from '~/ui/button-link'
import { AnchorLink } from '~/ui/router-link'
import { type RefundOrder, refundDetailQuery } from '../queries'
import { RefundStatus } from './refund-status'
import { ApiTime } from '~/ui/api-time'
import { PageFrame } from '~/ui/page-frame'

export function RefundDetailPage({ refundOrderNo }: { refundOrderNo?: string }) {
  return (
    <PageFrame
      title={<Trans>Refund details</Trans>}
      actions={
        <AnchorLink to="/users/refund_list" size="sm">
          <Trans>Back to my refunds</Trans>
        </AnchorLink>
      }
    >
      {refundOrderNo ? <RefundLoader refundOrderNo={refundOrderNo} /> : <NotFound />}
    </PageFrame>
  )
}

function NotFound({ refundOrderNo }: { refundOrderNo?: string }) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="refund-detail-notice">
      <Stack align="center" gap="sm" py="xl">
        <Text fw={600}>
          {refundOrderNo ? (
            <Trans>We could not find refund {refundOrderNo}.</Trans>
          ) : (
            <Trans>No refund was chosen.</Trans>
          )}
        </Text>
        <AnchorLink to="/users/refund_list">
          <Trans>Go to my refunds</Trans>
        </AnchorLink>
      </Stack>
    </Paper>
  )
}

function RefundLoader({ refundOrderNo }: { refundOrderNo: string }) {
  const query = useQuery(refundDetailQuery(refundOrderNo))
  if (query.data) return <RefundDetail refund={query.data} />
  if (query.isError) return <NotFound refundOrderNo={refundOrderNo} />
  return (
    <Center py={80}>
      <Loader />
    </Center>
  )
}

function RefundDetail({ refund }: { refund: RefundOrder }) {
  const { t } = useLingui()
  const labels = useOrderLabels()
  // Money given back: in the shop's currency, with "≈" the shopper's (decision 34).
  const formatMoney = useFormatShopMoney()
  const images = splitImageList(refund.refundReasonWapImg)
  return (
    <Stack gap="md" data-testid="refund-detail" data-refund-no={refund.refundOrderNo}>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Group gap="sm">
            <RefundStatus status={refund.refundStatus} />
            {refund.refundStatus === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>The merchant is reviewing your request.</Trans>
              </Text>
            ) : null}
          </Group>
          {refund.refundStatus === 1 ? (
            <Alert color="red" title={t`Reason for rejection`} data-testid="refund-refusal">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{refund.refundReason}</Text>
                <CardButtonLink link={to.refundConfirm(refund.merOrderNo)} testId="refund-again">
                  <Trans>Request again</Trans>
                </CardButtonLink>
              </Stack>
            </Alert>
          ) : null}
          <Row label={t`Refund number`}>{refund.refundOrderNo}</Row>
          <Row label={t`Order number`}>
            <AnchorLink
              to="/order/order_detail"
              search={{ orderNo: refund.merOrderNo, orderStatus: 5 }}
              data-testid="refund-order-link"
            >
              {refund.merOrderNo}
            </AnchorLink>
          </Row>
          <Row label={t`Applied at`}>
            <ApiTime value={refund.createTime} />
          </Row>
          {refund.refundTime ? (
            <Row label={t`Refunded at`}>
              <ApiTime value={refund.refundTime} />
            </Row>
          ) : null}
          <Row label={t`Number returned`}>{refund.totalNum}</Row>
          <Row label={t`Refund amount`} testId="refund-price">
            {formatMoney(refund.refundPrice)}
          </Row>
          <ApproxTotal
            lines={[refund.refundPrice]}
            kept={refund.shownCurrency}
            kind="refund"
            testId="refund-price-converted"
          />
          <Row label={t`Return reason`}>{labels.refundReason(refund.refundReasonWap)}</Row>
          {refund.refundReasonWapExplain ? <Row label={t`Remarks`}>{refund.refundReasonWapExplain}</Row> : null}
        </Stack>
      </Paper>
      {images.length > 0 ? (
        <Section title={<Trans>Voucher images</Trans>}>
          <ImageRow images={images} alt={t`Voucher image`} />
        </Section>
      ) : null}
      <Section title={<Trans>Goods</Trans>}>
        <OrderGoods items={refund.orderInfoList} />
      </Section>
    </Stack>
  )
}
