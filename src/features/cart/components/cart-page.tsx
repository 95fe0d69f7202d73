/**
 * /order/shopping_cart (spec: cart with manage mode, select all, favourite, delete, expired items, re-select
 * specification). Valid lines come grouped by merchant with a box per line, per merchant and for everything; the
 * sticky footer shows the selection's exact total and checks out (O1) or, in manage mode, moves the selection
 * to favourites or deletes it. Expired lines sit in their own group with "Clear invalid items".
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Checkbox, Group, Modal, Stack, Text, Title } from '@mantine/core'
import { useIsMutating, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { useCurrencySymbol } from '~/features/site'
import { links, to } from '~/lib/links'
import { formatMoney, lineTotal } from '~/lib/money'
import { CartIcon } from '~/ui/icons'
import { Price } from '~/ui/price'
import { AnchorLink, ButtonLink } from '~/ui/router-link'
import { toast } from '~/ui/toast'
import { checkoutCartMutation, deleteCartLinesMutation, moveToFavouritesMutation } from '../mutations'
import { type CartGroup, type CartLine, cartListQuery } from '../queries'
import {
  checkState,
  lineIds,
  pruneSelection,
  type Quantities,
  quantityOf,
  selectedLines,
  summarise,
  toggleMany,
  toggleOne,
} from '../selection'
import classes from './cart.module.css'
import { QuantityStepper } from './quantity-stepper'
import { ReselectModal } from './reselect-modal'

type Confirming =
  | { kind: 'delete'; lines: CartLine[] }
  | { kind: 'favourite'; lines: CartLine[] }
  | { kind: 'clear'; lines: CartLine[] }
  | null

export function CartPage() {
  const { t } = useLingui()
  const symbol = useCurrencySymbol()
  const queryClient = useQueryClient()
  const router = useRouter()
  const { data: valid } = useSuspenseQuery(cartListQuery(true))
  const { data: invalid } = useSuspenseQuery(cartListQuery(false))
  const [rawSelected, setSelected] = useState<Set<number>>(() => new Set())
  const [quantities, setQuantities] = useState<Quantities>({})
  const [managing, setManaging] = useState(false)
  const [confirming, setConfirming] = useState<Confirming>(null)
  const [reselecting, setReselecting] = useState<CartLine | null>(null)

  // Lines that were deleted or became invalid drop out of the selection.
  const selected = useMemo(() => pruneSelection(rawSelected, valid), [rawSelected, valid])
  const allIds = useMemo(() => lineIds(valid), [valid])
  const summary = summarise(valid, selected, quantities)
  const invalidLines = invalid.flatMap((group) => group.cartInfoList)
  const savingQuantities =
    useIsMutating({ mutationKey: ['cart', 'num'] }) > 0 ||
    valid.some((group) => group.cartInfoList.some((line) => quantityOf(line, quantities) !== line.cartNum))

  const remove = useMutation(deleteCartLinesMutation(queryClient))
  const favourite = useMutation(moveToFavouritesMutation(queryClient))
  const checkout = useMutation(checkoutCartMutation())

  const setQuantity = (id: number, value: number | null) =>
    setQuantities((current) => {
      const next = { ...current }
      if (value === null) delete next[id]
      else next[id] = value
      return next
    })

  const runConfirmed = () => {
    if (!confirming) return
    const done = () => setConfirming(null)
    if (confirming.kind === 'favourite') {
      favourite.mutate(confirming.lines, {
        onSuccess: () => {
          toast.success(t`Moved to favourites`)
          done()
        },
      })
      return
    }
    remove.mutate(
      confirming.lines.map((line) => line.id),
      {
        onSuccess: () => {
          toast.success(confirming.kind === 'clear' ? t`Invalid items cleared` : t`Deleted successfully`)
          done()
        },
      },
    )
  }

  // Checkout pressed while a quantity is still on its way to the server: go once it has been saved, so the
  // pre-order holds what the shopper sees and the press is never lost.
  const [checkoutQueued, setCheckoutQueued] = useState(false)
  const startCheckout = () => {
    setCheckoutQueued(false)
    if (selected.size === 0) return
    checkout.mutate([...selected], {
      onSuccess: ({ preOrderNo }) => router.navigate({ href: links.orderConfirm(preOrderNo) }),
    })
  }
  const goToCheckout = () => (savingQuantities ? setCheckoutQueued(true) : startCheckout())
  useEffect(() => {
    if (checkoutQueued && !savingQuantities) startCheckout()
  })

  if (allIds.length === 0 && invalidLines.length === 0) return <EmptyCart />

  const allState = checkState(selected, allIds)
  const chosen = selectedLines(valid, selected)

  return (
    <div className={`shop-container ${classes.page}`} data-testid="cart-page">
      <div className={classes.card}>
        <Group justify="space-between">
          <Title order={1} fz="h3">
            <Trans>Shopping cart</Trans>{' '}
            <Text span c="dimmed" fz="md" data-testid="cart-line-count">
              ({allIds.length})
            </Text>
          </Title>
          {allIds.length > 0 ? (
            <Button variant={managing ? 'filled' : 'default'} size="xs" onClick={() => setManaging((m) => !m)} data-testid="manage-toggle">
              {managing ? <Trans>Done</Trans> : <Trans>Manage</Trans>}
            </Button>
          ) : null}
        </Group>
      </div>

      {allIds.length > 0 ? (
        <div className={`${classes.card} ${classes.columns}`} aria-hidden>
          <span />
          <span>
            <Trans>Product</Trans>
          </span>
          <span>
            <Trans>Unit price</Trans>
          </span>
          <span>
            <Trans>Quantity</Trans>
          </span>
          <span>
            <Trans>Subtotal</Trans>
          </span>
          <span>
            <Trans>Actions</Trans>
          </span>
        </div>
      ) : null}

      {valid.map((group) => (
        <MerchantGroup
          key={group.merId}
          group={group}
          selected={selected}
          onToggleGroup={(ids) => setSelected((current) => toggleMany(pruneSelection(current, valid), ids))}
          onToggleLine={(id) => setSelected((current) => toggleOne(pruneSelection(current, valid), id))}
          quantities={quantities}
          onQuantity={setQuantity}
          onDelete={(line) => setConfirming({ kind: 'delete', lines: [line] })}
          onReselect={setReselecting}
        />
      ))}

      {invalidLines.length > 0 ? (
        <section className={classes.card} data-testid="invalid-group" aria-label={t`Expired items`}>
          <Group justify="space-between" mb="xs">
            <Text fw={700}>
              <Trans>Expired items</Trans> ({invalidLines.length})
            </Text>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => setConfirming({ kind: 'clear', lines: invalidLines })}
              data-testid="clear-invalid"
            >
              <Trans>Clear invalid items</Trans>
            </Button>
          </Group>
          {invalidLines.map((line) => (
            <InvalidLine key={line.id} line={line} onReselect={() => setReselecting(line)} />
          ))}
        </section>
      ) : null}

      {allIds.length > 0 ? (
        <div className={classes.footer} data-testid="cart-footer">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="lg">
              <Checkbox
                label={t`Select all`}
                checked={allState === 'all'}
                indeterminate={allState === 'some'}
                onChange={() => setSelected((current) => toggleMany(pruneSelection(current, valid), allIds))}
                data-testid="select-all"
              />
              <Text size="sm" data-testid="selected-count" data-pieces={summary.pieces}>
                <Plural value={summary.pieces} one="# item selected" other="# items selected" />
              </Text>
            </Group>
            {managing ? (
              <Group gap="sm">
                <Button
                  variant="default"
                  disabled={chosen.length === 0}
                  onClick={() => setConfirming({ kind: 'favourite', lines: chosen })}
                  data-testid="move-to-favourites"
                >
                  <Trans>Move to favourites</Trans>
                </Button>
                <Button
                  color="red"
                  variant="outline"
                  disabled={chosen.length === 0}
                  onClick={() => setConfirming({ kind: 'delete', lines: chosen })}
                  data-testid="delete-selected"
                >
                  <Trans>Delete</Trans>
                </Button>
              </Group>
            ) : (
              <Group gap="md">
                <Group gap={6} align="baseline">
                  <Text size="sm">
                    <Trans>Total:</Trans>
                  </Text>
                  <Text fw={700} c="red.7" size="xl" data-testid="selection-total">
                    {formatMoney(summary.total, symbol)}
                  </Text>
                </Group>
                <Stack gap={2} align="flex-end">
                  <Button
                    size="md"
                    disabled={selected.size === 0}
                    loading={checkout.isPending || checkoutQueued}
                    onClick={goToCheckout}
                    data-testid="checkout"
                  >
                    <Trans>Checkout</Trans>
                  </Button>
                  {selected.size === 0 ? (
                    <Text size="xs" c="dimmed" data-testid="checkout-hint">
                      <Trans>Select at least one item to check out</Trans>
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            )}
          </Group>
        </div>
      ) : null}

      <ConfirmModal
        confirming={confirming}
        loading={remove.isPending || favourite.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={runConfirmed}
      />
      <ReselectModal line={reselecting} onClose={() => setReselecting(null)} />
    </div>
  )
}

function MerchantGroup(props: {
  group: CartGroup
  selected: ReadonlySet<number>
  onToggleGroup: (ids: number[]) => void
  onToggleLine: (id: number) => void
  quantities: Quantities
  onQuantity: (id: number, value: number | null) => void
  onDelete: (line: CartLine) => void
  onReselect: (line: CartLine) => void
}) {
  const { t } = useLingui()
  const ids = props.group.cartInfoList.map((line) => line.id)
  const state = checkState(props.selected, ids)
  return (
    <section className={classes.card} data-testid="merchant-group" data-mer-id={props.group.merId} aria-label={props.group.merName}>
      <Group gap="sm">
        <Checkbox
          aria-label={t`Select all items of ${props.group.merName}`}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={() => props.onToggleGroup(ids)}
          data-testid="select-merchant"
        />
        <AnchorLink {...to.merchant(props.group.merId)} fw={700} c="dark" data-testid="merchant-link">
          {props.group.merName}
        </AnchorLink>
      </Group>
      {props.group.cartInfoList.map((line) => (
        <ValidLine
          key={line.id}
          line={line}
          checked={props.selected.has(line.id)}
          onToggle={() => props.onToggleLine(line.id)}
          quantity={quantityOf(line, props.quantities)}
          onQuantity={(value) => props.onQuantity(line.id, value)}
          onDelete={() => props.onDelete(line)}
          onReselect={() => props.onReselect(line)}
        />
      ))}
    </section>
  )
}

function ValidLine(props: {
  line: CartLine
  checked: boolean
  onToggle: () => void
  quantity: number
  onQuantity: (value: number | null) => void
  onDelete: () => void
  onReselect: () => void
}) {
  const { t } = useLingui()
  const symbol = useCurrencySymbol()
  const { line } = props
  return (
    <div className={classes.line} data-testid="cart-line" data-line-id={line.id} data-product-id={line.productId}>
      <Checkbox aria-label={t`Select ${line.storeName}`} checked={props.checked} onChange={props.onToggle} data-testid="select-line" />
      <LineProduct line={line} onReselect={props.onReselect} />
      <Price value={line.price} old={line.otPrice} symbol={symbol} size="sm" />
      <Stack gap={2}>
        <QuantityStepper line={line} value={props.quantity} onValue={props.onQuantity} />
        {line.minBuy > 1 ? (
          <Text size="xs" c="orange.8">
            <Trans>Minimum purchase: {line.minBuy}</Trans>
          </Text>
        ) : null}
      </Stack>
      <Text fw={700} c="red.7" size="sm" data-testid="line-total">
        {formatMoney(lineTotal(line.price, props.quantity), symbol)}
      </Text>
      <Button variant="subtle" color="gray" size="compact-sm" onClick={props.onDelete} data-testid="delete-line">
        <Trans>Delete</Trans>
      </Button>
    </div>
  )
}

function LineProduct({ line, onReselect }: { line: CartLine; onReselect?: () => void }) {
  const { t } = useLingui()
  return (
    <div className={classes.product}>
      <Link {...to.product(line.productId)} tabIndex={-1} aria-hidden>
        <img className={classes.thumb} src={line.image} alt="" width={80} height={80} loading="lazy" />
      </Link>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Link {...to.product(line.productId)} className={classes.name} data-testid="line-name">
          {line.storeName}
        </Link>
        {line.suk && onReselect ? (
          <button type="button" className={classes.suk} onClick={onReselect} title={t`Re-select specification`} data-testid="line-suk">
            {line.suk}
          </button>
        ) : line.suk ? (
          <Text size="xs" c="dimmed" data-testid="line-suk">
            {line.suk}
          </Text>
        ) : null}
      </Stack>
    </div>
  )
}

function InvalidLine({ line, onReselect }: { line: CartLine; onReselect: () => void }) {
  const symbol = useCurrencySymbol()
  return (
    <div className={`${classes.line} ${classes.invalid}`} data-testid="invalid-line" data-line-id={line.id}>
      <Badge color="gray" variant="filled" size="xs" style={{ justifySelf: 'start' }}>
        <Trans>Expired</Trans>
      </Badge>
      <LineProduct line={line} />
      <Text size="sm" c="dimmed">
        {formatMoney(line.price, symbol)}
      </Text>
      <Text size="sm" c="dimmed" data-testid="invalid-reason">
        {line.isShow ? <Trans>Sold out</Trans> : <Trans>No longer on sale</Trans>}
      </Text>
      <Text size="sm" c="dimmed">
        ×{line.cartNum}
      </Text>
      {line.isShow ? (
        <Button variant="light" size="compact-xs" onClick={onReselect} data-testid="reselect">
          <Trans>Re-select specification</Trans>
        </Button>
      ) : (
        <span />
      )}
    </div>
  )
}

function ConfirmModal(props: { confirming: Confirming; loading: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useLingui()
  const c = props.confirming
  const count = c?.lines.length ?? 0
  const title = c?.kind === 'favourite' ? t`Move to favourites` : c?.kind === 'clear' ? t`Clear invalid items` : t`Delete items`
  return (
    <Modal opened={c !== null} onClose={props.onCancel} title={title} centered size="sm">
      <Stack gap="md" data-testid="confirm-modal" data-kind={c?.kind} data-count={count}>
        <Text size="sm">
          {c?.kind === 'favourite' ? (
            <Plural
              value={count}
              one="Move # item to your favourites and remove it from the cart?"
              other="Move # items to your favourites and remove them from the cart?"
            />
          ) : c?.kind === 'clear' ? (
            <Plural value={count} one="Remove # expired item from the cart?" other="Remove # expired items from the cart?" />
          ) : (
            <Plural value={count} one="Remove # item from the cart?" other="Remove # items from the cart?" />
          )}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color={c?.kind === 'favourite' ? undefined : 'red'}
            loading={props.loading}
            onClick={props.onConfirm}
            data-testid="confirm-action"
          >
            {c?.kind === 'favourite' ? <Trans>Move</Trans> : <Trans>Delete</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

function EmptyCart() {
  return (
    <div className={`shop-container ${classes.page}`} data-testid="cart-page">
      <Stack className={classes.card} align="center" gap="sm" py={60} data-testid="cart-empty">
        <CartIcon size={48} aria-hidden />
        <Text fw={700}>
          <Trans>Your cart is empty</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Find something you like and add it to the cart.</Trans>
        </Text>
        <Group gap="sm">
          <ButtonLink {...to.home()}>
            <Trans>Go shopping</Trans>
          </ButtonLink>
          <ButtonLink {...to.search()} variant="default">
            <Trans>Search goods</Trans>
          </ButtonLink>
        </Group>
      </Stack>
    </div>
  )
}
