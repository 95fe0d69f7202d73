/**
 * /users/evaluation_confirm?orderNo&orderInfoId: review one received order line (V2) — product-quality and
 * service-attitude scores, required text, and optional images (it works without any image, unlike the reference
 * client). The line comes from the merchant order itself (O9), so the page opens from its URL alone.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Center, Group, Loader, Stack, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ImageUploads } from '~/features/account/components/image-uploads'
import { orderDetailQuery, type OrderItem } from '~/features/orders/queries'
import { OrderGoods } from '~/features/orders/components/order-goods'
import { useAppForm } from '~/ui/form'
import { AnchorLink } from '~/ui/router-link'
import { toast } from '~/ui/toast'
import { writeReviewMutation } from '../mutations'
import { REVIEW_IMAGES_MAX, REVIEW_TEXT_MAX, reviewSchema } from '../schemas'
import { PageFrame } from '~/ui/page-frame'

export function EvaluationConfirmPage({ orderNo, orderInfoId }: { orderNo?: string; orderInfoId?: number }) {
  return (
    <PageFrame title={<Trans>Write a review</Trans>} card>
      {orderNo && orderInfoId ? <ItemLoader orderNo={orderNo} orderInfoId={orderInfoId} /> : <Notice />}
    </PageFrame>
  )
}

function Notice({ reviewed }: { reviewed?: boolean }) {
  return (
    <Stack gap="xs" data-testid="evaluation-notice">
      <Text fw={600}>
        {reviewed ? (
          <Trans>You have already reviewed this item.</Trans>
        ) : (
          <Trans>This item cannot be reviewed. Choose one from your reviews list.</Trans>
        )}
      </Text>
      <AnchorLink to="/users/evaluation_list" search={{ tab: reviewed ? 'written' : 'awaiting' }}>
        <Trans>Go to my reviews</Trans>
      </AnchorLink>
    </Stack>
  )
}

function ItemLoader({ orderNo, orderInfoId }: { orderNo: string; orderInfoId: number }) {
  const query = useQuery(orderDetailQuery(orderNo))
  if (query.isPending) {
    return (
      <Center py={60}>
        <Loader />
      </Center>
    )
  }
  const item = query.data?.orderInfoList?.find((line) => line.id === orderInfoId)
  if (!query.data || query.data.master || !item || query.data.status < 2) return <Notice />
  if (item.isReplied) return <Notice reviewed />
  return <ReviewForm orderNo={query.data.orderNo} item={item} />
}

function ReviewForm({ orderNo, item }: { orderNo: string; item: OrderItem }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const write = useMutation(writeReviewMutation(queryClient))
  const max = REVIEW_IMAGES_MAX
  const length = REVIEW_TEXT_MAX
  const schema = reviewSchema({
    starEmpty: t`Please give a score`,
    textEmpty: t`Please write your review`,
    textTooLong: t`The review must be at most ${length} characters`,
    tooManyImages: t`At most ${max} images`,
  })
  const form = useAppForm({
    defaultValues: { star: 5, serviceStar: 5, comment: '', pics: [] as string[] },
    validators: { onChange: schema },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      await write.mutateAsync({ orderInfoId: item.id, orderNo, ...value, comment: value.comment.trim() })
      toast.success(t`Thank you for your review`)
      await navigate({ to: '/users/evaluation_list', search: { tab: 'written' } })
    },
  })

  return (
    <form.AppForm>
      <form.Form data-testid="review-form">
        <Stack gap="md">
          <OrderGoods items={[item]} />
          <form.AppField name="star">
            {(field) => <field.RatingField label={t`Product quality`} data-testid="review-star" />}
          </form.AppField>
          <form.AppField name="serviceStar">
            {(field) => <field.RatingField label={t`Service attitude`} data-testid="review-service-star" />}
          </form.AppField>
          <form.AppField name="comment">
            {(field) => (
              <field.TextareaField
                label={t`Your review`}
                description={t`Up to ${length} characters`}
                withAsterisk
                rows={4}
                data-testid="review-text"
              />
            )}
          </form.AppField>
          <form.AppField name="pics">
            {(field) => (
              <ImageUploads
                label={t`Images (optional)`}
                purpose="review"
                max={REVIEW_IMAGES_MAX}
                value={field.state.value}
                onChange={field.handleChange}
                testId="review-images"
              />
            )}
          </form.AppField>
          <Group justify="flex-end">
            <form.SubmitButton data-testid="review-submit">
              <Trans>Publish review</Trans>
            </form.SubmitButton>
          </Group>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
