/**
 * Everything the order confirm page decides, apart from its look: the chosen address, coupons and points, the
 * server's figures for them (O3, and O3 with points for the points offer), the form (pay method, proof, remark),
 * and placing the order (O4, then pay through PY2). The client never computes the payable total. A failed create
 * keeps everything the shopper entered.
 */
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { type Address, addressKeys } from '~/features/addresses/queries'
import { cartKeys } from '~/features/cart'
import { usePaymentMessages } from './components/payment-field'
import { useCheckoutAppForm } from './form'
import { computePrice, createOrderMutation, type PriceChoices } from './mutations'
import { usePayOrder } from './pay'
import {
  checkoutKeys,
  type ComputedPrice,
  defaultPayType,
  isPayType,
  type OrderCoupon,
  type PayMethods,
  type PreOrder,
} from './queries'
import { type CheckoutFormValues, checkoutSchema } from './schemas'

export interface OrderConfirmData {
  preOrder: PreOrder
  methods: PayMethods
  coupons: OrderCoupon[]
  addresses: Address[]
}

/** The address tile preselected: the pre-order's (the user's default), else the default one, else the first. */
export function initialAddressId(preOrder: Pick<PreOrder, 'addressId'>, addresses: Address[]): number | null {
  if (preOrder.addressId && addresses.some((a) => a.id === preOrder.addressId)) return preOrder.addressId
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null
}

/** The chosen coupon per merchant id (0 = the platform coupon): choosing the chosen one again drops it. */
export function toggleCouponChoice(
  chosen: Readonly<Record<number, number>>,
  coupon: OrderCoupon,
): Record<number, number> {
  const next = { ...chosen }
  if (next[coupon.merId] === coupon.id) delete next[coupon.merId]
  else next[coupon.merId] = coupon.id
  return next
}

function useCheckoutForm(methods: PayMethods, onValid: (values: CheckoutFormValues) => void) {
  const { t } = useLingui()
  const payment = usePaymentMessages()
  return useCheckoutAppForm({
    defaultValues: {
      payType: defaultPayType(methods),
      mark: '',
      payVoucher: '',
      payVoucherNote: '',
    } as CheckoutFormValues,
    validators: {
      onChange: checkoutSchema({ ...payment, remarkTooLong: t`The remark must be shorter than 150 characters` }),
    },
    canSubmitWhenInvalid: true,
    onSubmit: ({ value }) => onValid(value),
  })
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>

/** The address choice, and an address added here becoming the chosen one once saved. */
function useAddressChoice(preOrder: PreOrder, addresses: Address[]) {
  const queryClient = useQueryClient()
  const [addressId, setAddressId] = useState<number | null>(() => initialAddressId(preOrder, addresses))
  const [missing, setMissing] = useState(false)
  const [adding, setAdding] = useState(false)
  const knownIds = useRef<Set<number>>(new Set())
  return {
    addressId,
    missing,
    adding,
    markMissing: () => setMissing(true),
    select: (id: number) => {
      setAddressId(id)
      setMissing(false)
    },
    openAdd: () => {
      knownIds.current = new Set(addresses.map((a) => a.id))
      setAdding(true)
    },
    closeAdd: () => setAdding(false),
    saved: () => {
      setAdding(false)
      // The save refreshed the list: the address that was not there before is the new one.
      const list = queryClient.getQueryData(addressKeys.list()) as { list: Address[] } | undefined
      const added = list?.list.find((a) => !knownIds.current.has(a.id))
      if (added) {
        setAddressId(added.id)
        setMissing(false)
      }
    },
  }
}

export function useOrderConfirm({ preOrder, methods, addresses }: OrderConfirmData) {
  const queryClient = useQueryClient()
  const address = useAddressChoice(preOrder, addresses)
  const { addressId } = address
  const [chosen, setChosen] = useState<Record<number, number>>({})
  const [useIntegral, setUseIntegral] = useState(false)
  const [confirming, setConfirming] = useState<CheckoutFormValues | null>(null)
  const create = useMutation(createOrderMutation())
  const { pay, isPending: paying } = usePayOrder()

  const couponIds = Object.values(chosen).sort((a, b) => a - b)
  const choices: PriceChoices = { preOrderNo: preOrder.preOrderNo, addressId, couponIds, isUseIntegral: useIntegral }
  const price = useQuery({
    queryKey: checkoutKeys.price(preOrder.preOrderNo, addressId, couponIds, useIntegral),
    queryFn: () => computePrice({ preOrderNo: preOrder.preOrderNo, addressId, couponIds, isUseIntegral: useIntegral }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
  const pointsOffered = preOrder.integralDeductionSwitch && preOrder.userIntegral > 0
  // What switching points on would use and save (the server's answer for the same choices with points).
  const pointsPreview = useQuery({
    queryKey: checkoutKeys.price(preOrder.preOrderNo, addressId, couponIds, true),
    queryFn: () => computePrice({ preOrderNo: preOrder.preOrderNo, addressId, couponIds, isUseIntegral: true }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: pointsOffered,
  })

  const form = useCheckoutForm(methods, (values) => {
    if (!addressId) {
      address.markMissing()
      return
    }
    setConfirming(values)
  })

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
    // O4 deleted the ordered cart lines: the badge and the cart lists are read again.
    void queryClient.invalidateQueries({ queryKey: cartKeys.all })
    try {
      await pay({
        orderNo,
        payType: values.payType,
        payVoucher: values.payVoucher,
        payVoucherNote: values.payVoucherNote.trim(),
      })
    } catch {
      // The order exists; placing it again returns the same order and retries the payment.
      setConfirming(null)
    }
  }

  const figures: ComputedPrice | undefined = price.data
  return {
    address,
    chosenCoupons: chosen as Readonly<Record<number, number>>,
    toggleCoupon: (coupon: OrderCoupon) => {
      if (!coupon.disabled) setChosen((current) => toggleCouponChoice(current, coupon))
    },
    points: { offered: pointsOffered, using: useIntegral, setUsing: setUseIntegral, preview: pointsPreview.data },
    price: { figures, fetching: price.isFetching, failed: price.isError },
    form,
    /** The values waiting for the shopper's last confirmation, or null. */
    confirming,
    cancelConfirm: () => setConfirming(null),
    placeOrder,
    placing: create.isPending || paying,
  }
}

export type OrderConfirmState = ReturnType<typeof useOrderConfirm>
