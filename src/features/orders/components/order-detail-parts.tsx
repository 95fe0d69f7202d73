/** Sections of the order detail: label/value rows, the delivery method and sender, the refund, the money lines. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useCurrencySymbol } from '~/features/site'
import { formatMoney } from '~/lib/money'
import { AnchorLink } from '~/ui/router-link'
import type { OrderDetail } from '../queries'

export function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid={testId}>
      <Text size="sm" c="dimmed" miw={130}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  )
}

export function Amount({ label, children, strong, testId }: { label: ReactNode; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" gap="lg" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} c={strong ? 'red.7' : undefined}>
        {children}
      </Text>
    </Group>
  )
}

export function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}

/** Delivery method (courier and tracking number, a named courier with a phone, or virtual) and the sender. */
export function DeliverySection({ order }: { order: OrderDetail }) {
  const { t } = useLingui()
  const type = order.deliveryType ?? ''
  if (!type && !order.senderName) return null
  return (
    <Section title={<Trans>Delivery</Trans>} testId="detail-delivery">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap={6}>
          {type === 'express' ? (
            <>
              <Row label={t`Delivery method`}>{t`Courier company`}</Row>
              <Row label={t`Courier company`} testId="detail-courier">
                {order.expName}
              </Row>
              <Row label={t`Tracking number`} testId="detail-tracking">
                {order.trackingNumber}
              </Row>
            </>
          ) : null}
          {type === 'send' ? (
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
        </Stack>
        {order.senderName ? (
          <Stack gap={6} data-testid="detail-sender">
            <Row label={t`Sender`}>{order.senderName}</Row>
            {order.senderPhone ? <Row label={t`Sender phone`}>{order.senderPhone}</Row> : null}
          </Stack>
        ) : null}
      </SimpleGrid>
    </Section>
  )
}

/** The merchant order's refund: amount, reason, remarks and voucher images, with a link to the refund's page. */
export function RefundSection({ order }: { order: OrderDetail }) {
  const { t } = useLingui()
  const symbol = useCurrencySymbol()
  if (!order.refundOrderNo) return null
  const images = (order.refundReasonWapImg ?? '').split(',').filter(Boolean)
  return (
    <Section title={<Trans>Refund</Trans>} testId="detail-refund">
      <Row label={t`Refund number`}>
        <AnchorLink to="/order/refund_detail" search={{ orderNo: order.refundOrderNo }} data-testid="detail-refund-link">
          {order.refundOrderNo}
        </AnchorLink>
      </Row>
      {order.refundPrice ? <Row label={t`Refund amount`}>{formatMoney(order.refundPrice, symbol)}</Row> : null}
      {order.refundReasonWap ? <Row label={t`Return reason`}>{order.refundReasonWap}</Row> : null}
      {order.refundReasonWapExplain ? <Row label={t`Remarks`}>{order.refundReasonWapExplain}</Row> : null}
      {order.refundReason ? (
        <Row label={t`Reason for rejection`} testId="detail-refund-refusal">
          {order.refundReason}
        </Row>
      ) : null}
      {images.length > 0 ? <ImageRow images={images} alt={t`Voucher image`} /> : null}
    </Section>
  )
}

export function ImageRow({ images, alt }: { images: string[]; alt: string }) {
  const { t } = useLingui()
  return (
    <Group gap="sm" data-testid="voucher-images">
      {images.map((src, index) => (
        <Anchor key={src} href={src} target="_blank" rel="noopener noreferrer" aria-label={t`Open image ${index + 1}`}>
          <Image src={src} alt={`${alt} ${index + 1}`} w={96} h={96} width={96} height={96} fit="cover" radius="sm" loading="lazy" />
        </Anchor>
      ))}
    </Group>
  )
}
