/**
 * /users/refund_confirm?orderNo: ask for a refund of one merchant order (R1 items, number and amount; R2 reasons;
 * R3). Remarks up to 100 characters and up to 5 JPG/PNG voucher images, uploaded privately to the shopper.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Center, Group, Loader, Stack, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { ApiError } from '~/lib/api'
import { useNavigate } from '@tanstack/react-router'
import { ImageUploads } from '~/features/account/components/image-uploads'
import { useOrderLabels } from '~/features/orders/components/order-labels'
import { ReturnLinesField } from './return-lines'
import { ApproxTotal } from '~/ui/approx-total'
import { useFormatShopMoney } from '~/ui/currency'
import { useAppForm } from '~/ui/form'
import { AnchorLink } from '~/ui/router-link'
import { toast } from '~/ui/toast'
import { applyRefundMutation } from '../mutations'
import { type RefundApplyInfo, refundApplyInfoQuery, refundReasonsQuery } from '../queries'
import { REFUND_IMAGES_MAX, REFUND_REMARK_MAX, refundSchema } from '../schemas'
import { PageFrame } from '~/ui/page-frame'

export function RefundConfirmPage({ orderNo }: { orderNo?: string }) {
  return (
    <PageFrame title={<Trans>Request a refund</Trans>} card>
      {orderNo ? (
        <InfoLoader orderNo={orderNo} />
      ) : (
        <Notice>
          <Trans>No order was chosen. Ask for a refund from the order's page.</Trans>
        </Notice>
      )}
    </PageFrame>
  )
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xs" data-testid="refund-notice">
      <Text fw={600}>{children}</Text>
      <AnchorLink to="/users/order_list" search={{ orderStatus: 7 }}>
        <Trans>Go to my orders</Trans>
      </AnchorLink>
    </Stack>
  )
}

/** R1 first: an order that cannot be refunded shows why (the server's message) instead of the form. */
function InfoLoader({ orderNo }: { orderNo: string }) {
  const query = useQuery(refundApplyInfoQuery(orderNo))
  if (query.data) return <RefundForm orderNo={orderNo} info={query.data} />
  if (query.isError) {
    const reason = query.error instanceof ApiError && query.error.serverMessage ? query.error.serverMessage : null
    return <Notice>{reason ?? <Trans>This order cannot be refunded.</Trans>}</Notice>
  }
  return (
    <Center py={60}>
      <Loader />
    </Center>
  )
}

function RefundForm({ orderNo, info }: { orderNo: string; info: RefundApplyInfo }) {
  const { t } = useLingui()
  // Money given back: in the shop's currency, with "≈" the shopper's (decision 34).
  const formatMoney = useFormatShopMoney()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: reasons = [] } = useQuery(refundReasonsQuery())
  const apply = useMutation(applyRefundMutation(queryClient))
  const labels = useOrderLabels()
  const max = REFUND_IMAGES_MAX
  const length = REFUND_REMARK_MAX
  const schema = refundSchema({
    reasonEmpty: t`Please choose a reason`,
    remarkTooLong: t`The remarks must be at most ${length} characters`,
    tooManyImages: t`At most ${max} images`,
    nothingToReturn: t`Choose at least one item to return`,
  })
  const all = Object.fromEntries(info.orderInfoList.map((item) => [String(item.id), item.payNum]))
  const form = useAppForm({
    defaultValues: { reason: '', explain: '', images: [] as string[], nums: all as Record<string, number> },
    validators: { onChange: schema },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const everything = info.orderInfoList.every((item) => value.nums[String(item.id)] === item.payNum)
      const items = info.orderInfoList
        .map((item) => ({ orderInfoId: item.id, num: value.nums[String(item.id)] ?? 0 }))
        .filter((line) => line.num > 0)
      await apply.mutateAsync({
        orderNo,
        reason: value.reason,
        explain: value.explain.trim(),
        images: value.images,
        items: everything ? undefined : items,
      })
      toast.success(t`Your refund request was sent`)
      await navigate({ to: '/users/refund_list' })
    },
  })
  const nums = useStore(form.store, (state) => state.values.nums)
  const count = Object.values(nums).reduce((sum, n) => sum + n, 0)
  const everything = info.orderInfoList.every((item) => nums[String(item.id)] === item.payNum)

  return (
    <form.AppForm>
      <form.Form data-testid="refund-form">
        <Stack gap="md">
          <form.AppField name="nums">{() => <ReturnLinesField items={info.orderInfoList} />}</form.AppField>
          <Group gap="xl">
            <Text size="sm" data-testid="refund-num">
              <Trans>Number to return: {count}</Trans>
            </Text>
            <Text size="sm" fw={600} data-testid="refund-amount">
              {everything ? (
                <Trans>Refund amount: {formatMoney(info.payPrice)}</Trans>
              ) : (
                <Trans>Refund amount: up to {formatMoney(info.payPrice)}, for the units returned</Trans>
              )}
            </Text>
            <ApproxTotal lines={[info.payPrice]} kept={info.shownCurrency} kind="refund" />
          </Group>
          <form.AppField name="reason">
            {(field) => (
              <field.SelectField
                label={t`Reason`}
                withAsterisk
                data={[
                  { value: '', label: t`Choose a reason` },
                  ...reasons.map((reason) => ({ value: reason, label: labels.refundReason(reason) })),
                ]}
                data-testid="refund-reason"
              />
            )}
          </form.AppField>
          <form.AppField name="explain">
            {(field) => (
              <field.TextareaField
                label={t`Remarks`}
                description={t`Up to ${length} characters`}
                rows={3}
                data-testid="refund-explain"
              />
            )}
          </form.AppField>
          <form.AppField name="images">
            {(field) => (
              <ImageUploads
                label={t`Voucher images`}
                purpose="refund"
                max={REFUND_IMAGES_MAX}
                value={field.state.value}
                onChange={field.handleChange}
                testId="refund-images"
              />
            )}
          </form.AppField>
          <Group justify="flex-end">
            <form.SubmitButton data-testid="refund-submit">
              <Trans>Submit</Trans>
            </form.SubmitButton>
          </Group>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
