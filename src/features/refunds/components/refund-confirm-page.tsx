/**
 * /users/refund_confirm?orderNo: ask for a refund of one merchant order (R1 items, number and amount; R2 reasons;
 * R3). Remarks up to 100 characters and up to 5 JPG/PNG voucher images, uploaded privately to the shopper.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Center, Group, Loader, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError } from '~/lib/api'
import { useNavigate } from '@tanstack/react-router'
import { ImageUploads } from '~/features/account/components/image-uploads'
import { useOrderLabels } from '~/features/orders/components/order-labels'
import { ReturnLines } from './return-lines'
import { useCurrencySymbol } from '~/features/site'
import { formatMoney } from '~/lib/money'
import { fieldError, inputProps, submitForm } from '~/ui/form'
import { AnchorLink } from '~/ui/router-link'
import { toast } from '~/ui/toast'
import { applyRefundMutation } from '../mutations'
import { type RefundApplyInfo, refundApplyInfoQuery, refundReasonsQuery } from '../queries'
import { REFUND_IMAGES_MAX, REFUND_REMARK_MAX, refundSchema } from '../schemas'

export function RefundConfirmPage({ orderNo }: { orderNo?: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="lg">
        <Title order={2} fz="h3">
          <Trans>Request a refund</Trans>
        </Title>
        {orderNo ? (
          <InfoLoader orderNo={orderNo} />
        ) : (
          <Notice>
            <Trans>No order was chosen. Ask for a refund from the order's page.</Trans>
          </Notice>
        )}
      </Stack>
    </Paper>
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
  const symbol = useCurrencySymbol()
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
  const form = useForm({
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

  return (
    <form noValidate onSubmit={submitForm(form)} data-testid="refund-form">
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <Stack gap="md">
            <form.Field name="nums">
              {(field) => (
                <ReturnLines
                  items={info.orderInfoList}
                  nums={field.state.value}
                  onChange={(id, num) => field.handleChange({ ...field.state.value, [String(id)]: num })}
                  error={fieldError(field.state.meta, submitted)}
                />
              )}
            </form.Field>
            <form.Subscribe selector={(s) => s.values.nums}>
              {(nums) => {
                const count = Object.values(nums).reduce((sum, n) => sum + n, 0)
                const everything = info.orderInfoList.every((item) => nums[String(item.id)] === item.payNum)
                return (
                  <Group gap="xl">
                    <Text size="sm" data-testid="refund-num">
                      <Trans>Number to return: {count}</Trans>
                    </Text>
                    <Text size="sm" fw={600} data-testid="refund-amount">
                      {everything ? (
                        <Trans>Refund amount: {formatMoney(info.payPrice, symbol)}</Trans>
                      ) : (
                        <Trans>Refund amount: up to {formatMoney(info.payPrice, symbol)}, for the units returned</Trans>
                      )}
                    </Text>
                  </Group>
                )
              }}
            </form.Subscribe>
            <form.Field name="reason">
              {(field) => (
                <NativeSelect
                  label={t`Reason`}
                  withAsterisk
                  data={[
                    { value: '', label: t`Choose a reason` },
                    ...reasons.map((reason) => ({ value: reason, label: labels.refundReason(reason) })),
                  ]}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.currentTarget.value)}
                  onBlur={field.handleBlur}
                  error={fieldError(field.state.meta, submitted)}
                  data-testid="refund-reason"
                />
              )}
            </form.Field>
            <form.Field name="explain">
              {(field) => (
                <Textarea
                  label={t`Remarks`}
                  description={t`Up to ${length} characters`}
                  rows={3}
                  {...inputProps(field, submitted)}
                  data-testid="refund-explain"
                />
              )}
            </form.Field>
            <form.Field name="images">
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
            </form.Field>
            <Group justify="flex-end">
              <Button type="submit" loading={apply.isPending} data-testid="refund-submit">
                <Trans>Submit</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </form.Subscribe>
    </form>
  )
}
