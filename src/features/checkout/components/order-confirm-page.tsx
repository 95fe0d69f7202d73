/**
 * /order/order_confirm: the shipping address (the highlighted tile is the one submitted), the goods per merchant,
 * coupons (one per merchant plus one platform coupon) and points, the buyer remark and the pay method. Every change
 * of address, coupons or points asks the server (O3) and the summary shows its figures; the client never computes
 * the payable total. "Place order and pay" → confirmation → create (O4) → pay (PY2). A failed create keeps
 * everything the shopper entered.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Badge,
  Button,
  Center,
  Chip,
  Container,
  Divider,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react'
import { type Address, addressListKey, addressListQuery } from '~/features/addresses/queries'
import { cartCountKey } from '~/features/cart'
import { useCurrencySymbol } from '~/features/site'
import { to } from '~/lib/links'
import { formatMoney, lineTotal, toMoney } from '~/lib/money'
import { fieldError, submitForm, valueProps } from '~/ui/form'
import { AnchorLink, ButtonLink } from '~/ui/router-link'
import { computePrice, createOrderMutation, type PriceChoices } from '../mutations'
import { usePayOrder } from '../pay'
import {
  type ComputedPrice,
  defaultPayType,
  isPayType,
  type OrderCoupon,
  orderCouponsQuery,
  type PayMethods,
  payMethodsQuery,
  type PreOrder,
  preOrderQuery,
} from '../queries'
import { type CheckoutFormValues, checkoutSchema, REMARK_MAX } from '../schemas'
import { PaymentFields } from './payment-fields'
import { usePayTypeLabel } from './pay-type-label'

/** The address form (phone rules per country) loads only when the shopper adds an address here. */
const AddressForm = lazy(() =>
  import('~/features/addresses/components/address-form').then((m) => ({ default: m.AddressForm })),
)

export function OrderConfirmPage({ preOrderNo }: { preOrderNo: string }) {
  const preOrder = useQuery({ ...preOrderQuery(preOrderNo), enabled: Boolean(preOrderNo) })
  const methods = useQuery(payMethodsQuery())
  const coupons = useQuery({ ...orderCouponsQuery(preOrderNo), enabled: Boolean(preOrderNo) })
  const addresses = useQuery(addressListQuery())

  if (!preOrderNo) return <PreOrderProblem />
  if (preOrder.isError) return <PreOrderProblem message={preOrder.error.message} />
  if (methods.isError || addresses.isError) return <PreOrderProblem message={(methods.error ?? addresses.error)?.message} />
  if (!preOrder.data || !methods.data || !addresses.data || coupons.isPending) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    )
  }
  return (
    <OrderConfirm preOrder={preOrder.data} methods={methods.data} coupons={coupons.data ?? []} addresses={addresses.data.list} />
  )
}

/** A missing, unknown or expired pre-order: no crash, a way back to the cart. */
function PreOrderProblem({ message }: { message?: string }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl" data-testid="pre-order-problem">
        <Stack align="center" gap="sm" ta="center">
          <Title order={1} fz="h2">
            <Trans>This checkout is no longer available</Trans>
          </Title>
          <Text c="dimmed">
            {message || <Trans>The order to confirm was not found or has expired. Please start again from your cart.</Trans>}
          </Text>
          <Group gap="sm" mt="sm">
            <ButtonLink {...to.cart()}>
              <Trans>Back to cart</Trans>
            </ButtonLink>
            <Button component={Link} to="/" variant="default">
              <Trans>Continue shopping</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  )
}

/** The address tile preselected: the pre-order's (the user's default), else the default one, else the first. */
export function initialAddressId(preOrder: Pick<PreOrder, 'addressId'>, addresses: Address[]): number | null {
  if (preOrder.addressId && addresses.some((a) => a.id === preOrder.addressId)) return preOrder.addressId
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null
}

function OrderConfirm(props: { preOrder: PreOrder; methods: PayMethods; coupons: OrderCoupon[]; addresses: Address[] }) {
  const { t } = useLingui()
  const symbol = useCurrencySymbol()
  const queryClient = useQueryClient()
  const payTypeLabel = usePayTypeLabel()
  const { preOrder } = props
  const [addressId, setAddressId] = useState<number | null>(() => initialAddressId(preOrder, props.addresses))
  const [addressMissing, setAddressMissing] = useState(false)
  const [adding, setAdding] = useState(false)
  const knownIds = useRef<Set<number>>(new Set())
  /** Chosen coupon per merchant id (0 = the platform coupon). */
  const [chosen, setChosen] = useState<Record<number, number>>({})
  const [useIntegral, setUseIntegral] = useState(false)
  const [confirming, setConfirming] = useState<CheckoutFormValues | null>(null)
  const create = useMutation(createOrderMutation())
  const { pay, isPending: paying } = usePayOrder()

  const couponIds = Object.values(chosen).sort((a, b) => a - b)
  const choices: PriceChoices = { preOrderNo: preOrder.preOrderNo, addressId, couponIds, isUseIntegral: useIntegral }
  const priceKey = (withPoints: boolean) =>
    ['checkout', 'price', preOrder.preOrderNo, addressId, couponIds.join(','), withPoints] as const
  const price = useQuery({
    queryKey: priceKey(useIntegral),
    queryFn: () => computePrice(choices),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
  const pointsOffered = preOrder.integralDeductionSwitch && preOrder.userIntegral > 0
  // What switching points on would use and save (the server's answer for the same choices with points).
  const pointsPreview = useQuery({
    queryKey: priceKey(true),
    queryFn: () => computePrice({ ...choices, isUseIntegral: true }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: pointsOffered,
  })

  const form = useForm({
    defaultValues: { payType: defaultPayType(props.methods), mark: '', payVoucher: '', payVoucherNote: '' } as CheckoutFormValues,
    validators: {
      onChange: checkoutSchema({
        payTypeEmpty: t`Please choose a payment method`,
        proofEmpty: t`Please upload the payment proof`,
        noteEmpty: t`Please enter a note for the transfer`,
        noteTooLong: t`The note must not be longer than 200 characters`,
        remarkTooLong: t`The remark must be shorter than 150 characters`,
      }),
    },
    canSubmitWhenInvalid: true,
    onSubmit: ({ value }) => {
      if (!addressId) {
        setAddressMissing(true)
        return
      }
      setConfirming(value)
    },
  })

  const toggleCoupon = (coupon: OrderCoupon) => {
    if (coupon.disabled) return
    setChosen((current) => {
      const next = { ...current }
      if (next[coupon.merId] === coupon.id) delete next[coupon.merId]
      else next[coupon.merId] = coupon.id
      return next
    })
  }

  const openAddAddress = () => {
    knownIds.current = new Set(props.addresses.map((a) => a.id))
    setAdding(true)
  }
  const addressSaved = () => {
    setAdding(false)
    // The save refreshed the list: the address that was not there before is the new one.
    const list = queryClient.getQueryData(addressListKey) as { list: Address[] } | undefined
    const added = list?.list.find((a) => !knownIds.current.has(a.id))
    if (added) {
      setAddressId(added.id)
      setAddressMissing(false)
    }
  }

  const placeOrder = async () => {
    const values = confirming
    if (!values || !isPayType(values.payType) || !addressId) return
    let orderNo: string
    try {
      orderNo = await create.mutateAsync({ ...choices, addressId, payType: values.payType, mark: values.mark.trim() })
    } catch {
      // The API client showed the server's message; everything entered stays as it was.
      setConfirming(null)
      return
    }
    void queryClient.invalidateQueries({ queryKey: cartCountKey })
    try {
      await pay({ orderNo, payType: values.payType, payVoucher: values.payVoucher, payVoucherNote: values.payVoucherNote.trim() })
    } catch {
      // The order exists; placing it again returns the same order and retries the payment.
      setConfirming(null)
    }
  }

  const figures: ComputedPrice | undefined = price.data
  const platformCoupons = props.coupons.filter((c) => c.merId === 0)

  return (
    <Container size="lg" py="lg" data-testid="order-confirm">
      <form noValidate onSubmit={submitForm(form)}>
        <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
          {(submitted) => (
            <Stack gap="lg">
              <Title order={1} fz="h2">
                <Trans>Confirm your order</Trans>
              </Title>

              <Section title={t`Shipping address`} action={
                <Button variant="light" size="xs" onClick={openAddAddress} data-testid="add-address">
                  <Trans>Add address</Trans>
                </Button>
              }>
                {props.addresses.length === 0 ? (
                  <Text c="dimmed" size="sm" data-testid="no-address">
                    <Trans>You have no shipping address yet. Add one to place the order.</Trans>
                  </Text>
                ) : (
                  <Radio.Group
                    value={addressId ? String(addressId) : null}
                    onChange={(value) => {
                      setAddressId(Number(value))
                      setAddressMissing(false)
                    }}
                    aria-label={t`Shipping address`}
                  >
                    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
                      {props.addresses.map((address) => (
                        <AddressTile key={address.id} address={address} selected={address.id === addressId} />
                      ))}
                    </SimpleGrid>
                  </Radio.Group>
                )}
                {addressMissing ? (
                  <Text c="red.7" size="sm" mt="xs" role="alert" data-testid="address-error">
                    <Trans>Please choose a shipping address</Trans>
                  </Text>
                ) : null}
              </Section>

              {preOrder.orderList.map((merchant) => {
                const computed = figures?.merchantList.find((m) => m.merId === merchant.merId)
                const merchantCoupons = props.coupons.filter((c) => c.merId === merchant.merId)
                return (
                  <Section key={merchant.merId} title={merchant.merName} testId="merchant-group">
                    <Table verticalSpacing="sm" data-testid="order-items">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>
                            <Trans>Product</Trans>
                          </Table.Th>
                          <Table.Th ta="right">
                            <Trans>Price</Trans>
                          </Table.Th>
                          <Table.Th ta="right">
                            <Trans>Quantity</Trans>
                          </Table.Th>
                          <Table.Th ta="right">
                            <Trans>Subtotal</Trans>
                          </Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {merchant.orderInfoList.map((item) => (
                          <Table.Tr key={`${item.productId}-${item.attrValueId}`} data-testid="order-item">
                            <Table.Td>
                              <Group gap="sm" wrap="nowrap">
                                <Image src={item.image} alt={item.productName} w={64} h={64} radius="sm" fit="cover" />
                                <Stack gap={2}>
                                  <AnchorLink {...to.product(item.productId)} size="sm" c="inherit" lineClamp={2}>
                                    {item.productName}
                                  </AnchorLink>
                                  {item.sku ? (
                                    <Text size="xs" c="dimmed">
                                      {item.sku}
                                    </Text>
                                  ) : null}
                                </Stack>
                              </Group>
                            </Table.Td>
                            <Table.Td ta="right">{formatMoney(item.price, symbol)}</Table.Td>
                            <Table.Td ta="right">×{item.payNum}</Table.Td>
                            <Table.Td ta="right">
                              <Text fw={600} size="sm">
                                {formatMoney(lineTotal(item.price, item.payNum), symbol)}
                              </Text>
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                    {merchantCoupons.length > 0 ? (
                      <CouponRow
                        label={t`Shop coupons`}
                        coupons={merchantCoupons}
                        selectedId={chosen[merchant.merId]}
                        onToggle={toggleCoupon}
                        eligibleTotal={merchant.proTotalFee}
                        testId={`coupons-${merchant.merId}`}
                      />
                    ) : null}
                    <Group justify="flex-end" gap="lg" mt="sm">
                      <Text size="sm" c="dimmed">
                        <Trans>Shipping: {formatMoney(computed?.freightFee ?? merchant.freightFee, symbol)}</Trans>
                      </Text>
                      {computed && toMoney(computed.couponFee).gt(0) ? (
                        <Text size="sm" c="dimmed">
                          <Trans>Shop coupon: −{formatMoney(computed.couponFee, symbol)}</Trans>
                        </Text>
                      ) : null}
                    </Group>
                  </Section>
                )
              })}

              {platformCoupons.length > 0 || pointsOffered ? (
                <Section title={t`Discounts`}>
                  <Stack gap="md">
                    {platformCoupons.length > 0 ? (
                      <CouponRow
                        label={t`Platform coupons`}
                        coupons={platformCoupons}
                        selectedId={chosen[0]}
                        onToggle={toggleCoupon}
                        eligibleTotal={preOrder.proTotalFee}
                        testId="coupons-platform"
                      />
                    ) : null}
                    {pointsOffered ? (
                      <Switch
                        checked={useIntegral}
                        onChange={(event) => setUseIntegral(event.currentTarget.checked)}
                        disabled={!pointsPreview.data || pointsPreview.data.usedIntegral === 0}
                        data-testid="use-points"
                        label={
                          pointsPreview.data ? (
                            <Trans>
                              Use {pointsPreview.data.usedIntegral} points, −{formatMoney(pointsPreview.data.deductionPrice, symbol)}
                            </Trans>
                          ) : (
                            <Trans>Use points</Trans>
                          )
                        }
                        description={<Trans>Your balance: {preOrder.userIntegral} points</Trans>}
                      />
                    ) : null}
                  </Stack>
                </Section>
              ) : null}

              <Section title={t`Remark`}>
                <form.Field name="mark">
                  {(field) => (
                    <Textarea
                      aria-label={t`Remark`}
                      placeholder={t`Anything the seller should know (optional)`}
                      rows={3}
                      value={field.state.value}
                      onChange={(event) => field.handleChange(event.currentTarget.value)}
                      onBlur={field.handleBlur}
                      error={fieldError(field.state.meta, submitted)}
                      description={
                        <span data-testid="remark-counter">
                          {field.state.value.length}/{REMARK_MAX}
                        </span>
                      }
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      data-testid="remark"
                    />
                  )}
                </form.Field>
              </Section>

              <Section title={t`Payment`}>
                <Stack gap="md">
                  <form.Field name="payType">
                    {(payType) => (
                      <form.Field name="payVoucher">
                        {(proof) => (
                          <form.Field name="payVoucherNote">
                            {(note) => (
                              <PaymentFields
                                methods={props.methods}
                                payType={valueProps(payType, submitted)}
                                proof={valueProps(proof, submitted)}
                                note={valueProps(note, submitted)}
                              />
                            )}
                          </form.Field>
                        )}
                      </form.Field>
                    )}
                  </form.Field>
                </Stack>
              </Section>

              <Paper withBorder radius="md" p="lg" data-testid="order-summary">
                <Stack gap={6} maw={380} ml="auto">
                  {price.isError && !price.isFetching ? (
                    <Alert color="red" data-testid="price-error">
                      <Trans>The prices could not be updated. Please change your choice or try again.</Trans>
                    </Alert>
                  ) : null}
                  <SummaryRow label={<Plural value={preOrder.totalNum} one="Goods (# item)" other="Goods (# items)" />} value={formatMoney(figures?.proTotalFee ?? preOrder.proTotalFee, symbol)} testId="sum-goods" />
                  <SummaryRow label={t`Shipping`} value={formatMoney(figures?.freightFee ?? preOrder.freightFee, symbol)} testId="sum-freight" />
                  <SummaryRow label={t`Coupons`} value={`−${formatMoney(figures?.couponFee ?? '0', symbol)}`} testId="sum-coupons" />
                  <SummaryRow label={t`Points`} value={`−${formatMoney(figures?.deductionPrice ?? '0', symbol)}`} testId="sum-points" />
                  <Divider my={4} />
                  <Group justify="space-between">
                    <Text fw={600}>
                      <Trans>Total to pay</Trans>
                    </Text>
                    <Group gap="xs">
                      {price.isFetching ? <Loader size="xs" /> : null}
                      <Text fw={700} fz="xl" c="red.7" data-testid="sum-total">
                        {figures ? formatMoney(figures.payFee, symbol) : '…'}
                      </Text>
                    </Group>
                  </Group>
                  <Button
                    type="submit"
                    size="md"
                    mt="sm"
                    disabled={!figures || price.isFetching || price.isError}
                    loading={create.isPending || paying}
                    data-testid="place-order"
                  >
                    <Trans>Place order and pay</Trans>
                  </Button>
                </Stack>
              </Paper>
            </Stack>
          )}
        </form.Subscribe>
      </form>

      <Modal opened={adding} onClose={() => setAdding(false)} title={t`Add address`} size="lg" centered closeOnClickOutside={false}>
        {adding ? (
          <Suspense fallback={<Loader size="sm" />}>
            <AddressForm address={null} onSaved={addressSaved} onCancel={() => setAdding(false)} />
          </Suspense>
        ) : null}
      </Modal>

      <Modal
        opened={confirming !== null}
        onClose={() => (create.isPending || paying ? undefined : setConfirming(null))}
        title={t`Place the order?`}
        centered
        size="sm"
      >
        <Stack gap="md" data-testid="place-order-confirm">
          <Text size="sm">
            <Trans>
              Pay {figures ? formatMoney(figures.payFee, symbol) : ''} by {confirming ? payTypeLabel(confirming.payType) : ''}?
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={create.isPending || paying}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={placeOrder} loading={create.isPending || paying} data-testid="place-order-confirm-button">
              <Trans>Confirm</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  )
}

function Section(props: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={props.testId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {props.title}
        </Title>
        {props.action}
      </Group>
      {props.children}
    </Paper>
  )
}

function SummaryRow(props: { label: ReactNode; value: string; testId: string }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" data-testid={props.testId}>
        {props.value}
      </Text>
    </Group>
  )
}

function AddressTile({ address, selected }: { address: Address; selected: boolean }) {
  const dial = String(address.countryCode ?? '').replace(/\D/g, '')
  return (
    <Radio.Card
      value={String(address.id)}
      radius="md"
      p="md"
      data-testid="address-tile"
      data-selected={selected ? 'true' : 'false'}
      style={selected ? { borderColor: 'var(--mantine-color-red-6)', background: 'var(--mantine-color-red-0)' } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} size="sm" truncate>
              {address.realName}
            </Text>
            {address.isDefault ? (
              <Badge size="xs" color="red" variant="light">
                <Trans>Default</Trans>
              </Badge>
            ) : null}
          </Group>
          <Text size="xs">
            {dial ? `+${dial} ` : ''}
            {address.phone}
          </Text>
          <Text size="xs" c="dimmed">
            {[address.country, address.detail, address.postCode].filter(Boolean).join(', ')}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  )
}

function CouponRow(props: {
  label: string
  coupons: OrderCoupon[]
  selectedId: number | undefined
  onToggle: (coupon: OrderCoupon) => void
  eligibleTotal: string
  testId: string
}) {
  const symbol = useCurrencySymbol()
  const reasonText = useCouponReason()
  return (
    <Stack gap={6} mt="sm" data-testid={props.testId}>
      <Text size="sm" fw={600}>
        {props.label}
      </Text>
      <Group gap="xs" align="flex-start">
        {props.coupons.map((coupon) => (
          <Stack key={coupon.id} gap={2} align="flex-start">
            <Chip
              checked={props.selectedId === coupon.id}
              onChange={() => props.onToggle(coupon)}
              disabled={coupon.disabled}
              color="red"
              variant="outline"
              data-testid="coupon-chip"
              data-coupon-id={coupon.id}
            >
              {coupon.name} −{formatMoney(coupon.money, symbol)}
            </Chip>
            {coupon.disabled ? (
              <Text size="xs" c="dimmed" pl="xs" data-testid="coupon-reason">
                {reasonText(coupon, props.eligibleTotal)}
              </Text>
            ) : toMoney(coupon.minPrice).gt(0) ? (
              <Text size="xs" c="dimmed" pl="xs">
                <Trans>Orders over {formatMoney(coupon.minPrice, symbol)}</Trans>
              </Text>
            ) : null}
          </Stack>
        ))}
      </Group>
    </Stack>
  )
}

/** Why a coupon cannot be used, in the shopper's words. */
function useCouponReason() {
  const { t } = useLingui()
  const symbol = useCurrencySymbol()
  return (coupon: OrderCoupon, eligibleTotal: string) => {
    switch (coupon.disabledReason) {
      case 'min_price': {
        // Whole-shop and platform coupons count all goods of the shop or order; product and category coupons only
        // their own goods, which CP2 does not list, so those say the threshold instead of the gap.
        const missing = toMoney(coupon.minPrice).minus(toMoney(eligibleTotal))
        if (coupon.useType === 1 && missing.gt(0)) {
          const amount = formatMoney(missing, symbol)
          return t`Spend ${amount} more`
        }
        const threshold = formatMoney(coupon.minPrice, symbol)
        return t`Needs ${threshold} of eligible goods`
      }
      case 'not_started': {
        const start = coupon.startTime
        return t`Usable from ${start}`
      }
      case 'no_products':
        return t`Not valid for the goods in this order`
      default:
        return t`Not usable for this order`
    }
  }
}
