/**
 * /users/evaluation_list: the order lines waiting for a review (V1), each with "Evaluate", and the reviews the
 * shopper already wrote (scores, text, images). Tab and page in the URL.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Group, Rating, Stack, Tabs, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Price } from '~/ui/price'
import { ButtonLink } from '~/ui/button-link'
import { AnchorLink } from '~/ui/router-link'
import {
  awaitingReviewsQuery,
  EVALUATION_LIMIT,
  type ToReviewItem,
  type WrittenReview,
  writtenReviewsQuery,
} from '../queries'
import { ApiTime } from '~/ui/api-time'
import { PageFrame } from '~/ui/page-frame'
import { ListPager } from '~/ui/list-pager'
import { SquareImage } from '~/ui/square-image'

export type EvaluationTab = 'awaiting' | 'written'

export function EvaluationListPage({ tab, page }: { tab: EvaluationTab; page: number }) {
  const navigate = useNavigate()
  const go = (next: { tab: EvaluationTab; page?: number }) =>
    void navigate({
      to: '/users/evaluation_list',
      search: { tab: next.tab, page: next.page && next.page > 1 ? next.page : undefined },
    })
  return (
    <PageFrame title={<Trans>My reviews</Trans>} card>
      <Tabs value={tab} onChange={(value) => go({ tab: value === 'written' ? 'written' : 'awaiting' })}>
        <Tabs.List>
          <Tabs.Tab value="awaiting" data-testid="evaluation-tab-awaiting">
            <Trans>Awaiting review</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="written" data-testid="evaluation-tab-written">
            <Trans>Reviewed</Trans>
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'awaiting' ? (
        <AwaitingList page={page} onPage={(next) => go({ tab, page: next })} />
      ) : (
        <WrittenList page={page} onPage={(next) => go({ tab, page: next })} />
      )}
    </PageFrame>
  )
}

function Empty({ children }: { children: React.ReactNode }) {
  return (
    <Text fw={600} ta="center" py={60} data-testid="evaluations-empty">
      {children}
    </Text>
  )
}

function AwaitingList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { data } = useSuspenseQuery(awaitingReviewsQuery(page))
  if (data.list.length === 0) return <Empty>{<Trans>Nothing is waiting for your review.</Trans>}</Empty>
  return (
    <Stack gap="md">
      {data.list.map((item) => (
        <AwaitingCard key={item.id} item={item} />
      ))}
      <ListPager total={data.total} limit={EVALUATION_LIMIT} page={page} onPage={onPage} />
    </Stack>
  )
}

function ProductLine({ productId, image, name, sku }: { productId: number; image: string; name: string; sku: string }) {
  return (
    <Group gap="md" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <SquareImage src={image} alt={name} size={64} lazy />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <AnchorLink to="/goods_detail/$id" params={{ id: String(productId) }} c="inherit" fw={500} lineClamp={2}>
          {name}
        </AnchorLink>
        {sku ? (
          <Text size="xs" c="dimmed">
            {sku}
          </Text>
        ) : null}
      </Stack>
    </Group>
  )
}

function AwaitingCard({ item }: { item: ToReviewItem }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="awaiting-review" data-order-info-id={item.id}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {item.merName} · <Trans>Order {item.merOrderNo}</Trans>
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <ProductLine productId={item.productId} image={item.image} name={item.productName} sku={item.sku} />
          <Group gap="md" wrap="nowrap">
            <Price value={item.price} size="sm" />
            <Text size="sm" c="dimmed">
              <Trans>× {item.payNum}</Trans>
            </Text>
            <ButtonLink
              to="/users/evaluation_confirm"
              search={{ orderNo: item.merOrderNo, orderInfoId: item.id }}
              size="xs"
              data-testid="evaluate-item"
            >
              <Trans>Evaluate</Trans>
            </ButtonLink>
          </Group>
        </Group>
      </Stack>
    </Card>
  )
}

function WrittenList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { data } = useSuspenseQuery(writtenReviewsQuery(page))
  if (data.list.length === 0) return <Empty>{<Trans>You have not written any review yet.</Trans>}</Empty>
  return (
    <Stack gap="md">
      {data.list.map((review) => (
        <WrittenCard key={review.replyId || review.id} review={review} />
      ))}
      <ListPager total={data.total} limit={EVALUATION_LIMIT} page={page} onPage={onPage} />
    </Stack>
  )
}

function WrittenCard({ review }: { review: WrittenReview }) {
  const { t } = useLingui()
  return (
    <Card withBorder radius="md" padding="md" data-testid="written-review">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <ProductLine productId={review.productId} image={review.image} name={review.productName} sku={review.sku} />
          <Text size="xs" c="dimmed">
            <ApiTime value={review.createTime} />
          </Text>
        </Group>
        <Group gap="lg">
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              <Trans>Product quality</Trans>
            </Text>
            <Rating value={review.star} readOnly size="sm" aria-label={t`Product quality ${review.star} of 5`} />
          </Group>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              <Trans>Service attitude</Trans>
            </Text>
            <Rating
              value={review.serviceStar}
              readOnly
              size="sm"
              aria-label={t`Service attitude ${review.serviceStar} of 5`}
            />
          </Group>
        </Group>
        <Text size="sm" data-testid="written-review-text">
          {review.comment}
        </Text>
        {review.pics.length > 0 ? (
          <Group gap="xs">
            {review.pics.map((src, index) => (
              <SquareImage key={src} src={src} alt={t`Review image ${index + 1}`} size={72} lazy />
            ))}
          </Group>
        ) : null}
      </Stack>
    </Card>
  )
}
