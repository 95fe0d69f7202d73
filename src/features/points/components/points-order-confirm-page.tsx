/**
 * /points/order/points_order_confirm?productId: the good, one of the shopper's addresses and a quantity; the
 * total in points against the balance. Confirming spends the points and takes the stock at once (the server
 * recomputes everything and refuses a short balance or stock), then opens the new order.
 */
import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { countryName } from '~/lib/countries'
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { POINTS_ORDER_MAX_NUM } from '~/contract'
import { type Address, addressListQuery } from '~/features/addresses/queries'
import { to } from '~/lib/links'
import { useAppForm } from '~/ui/form'
import { PageFrame } from '~/ui/page-frame'
import { ButtonLink } from '~/ui/button-link'
import { AnchorLink } from '~/ui/router-link'
import { toast } from '~/ui/toast'
import { createPointsOrderMutation } from '../mutations'
import { type PointsProduct, pointsProductQuery, pointsSummaryQuery } from '../queries'
import { pointsOrderSchema } from '../schemas'
import { useFormatNumber } from '~/ui/number'
import { SquareImage } from '~/ui/square-image'

export function PointsOrderConfirmPage({ productId }: { productId?: number }) {
  const product = useQuery({ ...pointsProductQuery(productId ?? 0), enabled: productId !== undefined })
  const addresses = useQuery(addressListQuery())
  const summary = useQuery(pointsSummaryQuery())
  return (
    <PageFrame title={<Trans>Confirm points order</Trans>} maxWidth={760} data-testid="points-order-confirm">
      {!productId || product.isError ? (
        <Alert color="yellow" data-testid="points-product-missing">
          <Stack gap="xs">
            <Text size="sm">
              <Trans>This points product does not exist or is no longer offered.</Trans>
            </Text>
            <AnchorLink {...to.pointsShop()} size="sm">
              <Trans>Back to the points shop</Trans>
            </AnchorLink>
          </Stack>
        </Alert>
      ) : product.data && addresses.data && summary.data ? (
        <ConfirmForm product={product.data} addresses={addresses.data.list} balance={summary.data.integral} />
      ) : (
        <Text c="dimmed">
          <Trans>Loading…</Trans>
        </Text>
      )}
    </PageFrame>
  )
}

const addressText = (a: Address, locale: string) =>
  `${a.realName}, ${a.phone}, ${[countryName(a.country, locale), a.detail, a.postCode].filter(Boolean).join(' ')}`

function ConfirmForm({
  product,
  addresses,
  balance,
}: {
  product: PointsProduct
  addresses: Address[]
  balance: number
}) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const place = useMutation(createPointsOrderMutation(queryClient))
  const [num, setNum] = useState(1)
  const most = Math.min(POINTS_ORDER_MAX_NUM, product.stock)
  const form = useAppForm({
    defaultValues: { addressId: addresses[0] ? String(addresses[0].id) : '', num: '1' },
    validators: {
      onChange: pointsOrderSchema({
        address: t`Please choose a delivery address`,
        quantity: t`Please choose a quantity`,
      }),
    },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const placed = await place.mutateAsync({
        productId: product.id,
        num: Number(value.num),
        addressId: Number(value.addressId),
      })
      toast.success(
        t`${plural(placed.totalPoints, { one: 'Order placed: # point spent', other: 'Order placed: # points spent' })}`,
      )
      await navigate(to.pointsOrderDetail(placed.orderNo))
    },
  })
  const total = product.price * num
  const left = balance - total
  if (addresses.length === 0) {
    return (
      <Alert color="yellow" data-testid="points-no-address">
        <Stack gap="xs">
          <Text size="sm">
            <Trans>Add a delivery address first: the gift is sent to it.</Trans>
          </Text>
          <ButtonLink {...to.addresses()} size="xs" w="fit-content">
            <Trans>My addresses</Trans>
          </ButtonLink>
        </Stack>
      </Alert>
    )
  }
  return (
    <form.AppForm>
      <form.Form data-testid="points-order-form">
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Group wrap="nowrap" gap="md">
              <SquareImage src={product.image} alt={product.name} size={88} />
              <Stack gap={4}>
                <Text fw={600}>{product.name}</Text>
                <Text size="sm" c="red.7" fw={700}>
                  <Plural value={product.price} one="# point each" other="# points each" />
                </Text>
              </Stack>
            </Group>
          </Paper>
          <form.AppField name="addressId">
            {(field) => (
              <field.SelectField label={t`Delivery address`}>
                {/* The country's name keeps the server's words on hydration (decision 75). */}
                {addresses.map((a) => (
                  <option key={a.id} value={String(a.id)} suppressHydrationWarning>
                    {addressText(a, i18n.locale)}
                  </option>
                ))}
              </field.SelectField>
            )}
          </form.AppField>
          <form.AppField name="num" listeners={{ onChange: ({ value }) => setNum(Number(value) || 1) }}>
            {(field) => (
              <field.SelectField
                label={t`Quantity`}
                data={Array.from({ length: Math.max(1, most) }, (_, i) => String(i + 1))}
                w={120}
              />
            )}
          </form.AppField>
          <Paper withBorder radius="md" p="md" data-testid="points-order-total">
            <Group justify="space-between">
              <Text>
                <Trans>Total</Trans>
              </Text>
              <Text fw={700} c="red.7">
                <Plural value={total} one="# point" other="# points" />
              </Text>
            </Group>
            <PointsLeft balance={balance} left={left} />
          </Paper>
          {left < 0 ? (
            <Button disabled data-testid="points-order-submit">
              <Trans>Not enough points</Trans>
            </Button>
          ) : (
            <form.SubmitButton data-testid="points-order-submit">
              <Trans>Confirm and spend points</Trans>
            </form.SubmitButton>
          )}
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

/** The balance after this order, counts in the shopper's locale. */
function PointsLeft(props: { balance: number; left: number }) {
  const formatNumber = useFormatNumber()
  const left = formatNumber(props.left)
  return (
    <Text size="sm" c={props.left < 0 ? 'red.7' : 'dimmed'} ta="right">
      {props.left < 0 ? (
        <Trans>
          You have <Plural value={props.balance} one="# point" other="# points" />: not enough for this order.
        </Trans>
      ) : (
        <Trans>
          You have <Plural value={props.balance} one="# point" other="# points" />; {left} left after this order.
        </Trans>
      )}
    </Text>
  )
}
