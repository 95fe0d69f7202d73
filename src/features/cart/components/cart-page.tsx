/**
 * /order/shopping_cart (spec: cart with manage mode, select all, favourite, delete, expired items, re-select
 * specification). Valid lines come grouped by merchant with a box per line, per merchant and for everything; the
 * sticky footer shows the selection's exact total and checks out (O1) or, in manage mode, moves the selection
 * to favourites or deletes it. Expired lines sit in their own group with "Clear invalid items".
 */
import { Trans } from '@lingui/react/macro'
import { Button, Group, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { type CartLine, cartListQuery } from '../queries'
import { useCartConfirmation } from '../use-cart-confirmation'
import { useCartSelection } from '../use-cart-selection'
import { useQueuedCheckout } from '../use-queued-checkout'
import { CartFooter } from './cart-footer'
import { useOpenedOnce } from '~/ui/opened-once'
import { PageFrame } from '~/ui/page-frame'
import classes from './cart.module.css'
import { EmptyCart } from './empty-cart'
import { InvalidGroup } from './invalid-group'
import { MerchantGroup } from './merchant-group'

// The dialogs (Modal, the specification picker with its number field) load the first time one opens.
const CartConfirmModal = lazy(() => import('./cart-confirm-modal').then((m) => ({ default: m.CartConfirmModal })))
const ReselectModal = lazy(() => import('./reselect-modal').then((m) => ({ default: m.ReselectModal })))

export function CartPage() {
  const { data: valid } = useSuspenseQuery(cartListQuery(true))
  const { data: invalid } = useSuspenseQuery(cartListQuery(false))
  const selection = useCartSelection(valid)
  const confirmation = useCartConfirmation()
  const checkout = useQueuedCheckout({ selected: selection.selected, unsavedQuantities: selection.unsavedQuantities })
  const [managing, setManaging] = useState(false)
  const [reselecting, setReselecting] = useState<CartLine | null>(null)
  const reselectLoaded = useOpenedOnce(reselecting !== null)
  const confirmLoaded = useOpenedOnce(Boolean(confirmation.confirming))
  const invalidLines = invalid.flatMap((group) => group.cartInfoList)
  const lineCount = selection.allIds.length

  if (lineCount === 0 && invalidLines.length === 0) return <EmptyCart />

  return (
    <PageFrame data-testid="cart-page">
      <div className={classes.card}>
        <Group justify="space-between">
          <Title order={1} fz="h3">
            <Trans>Shopping cart</Trans>{' '}
            <Text span c="dimmed" fz="md" data-testid="cart-line-count">
              ({lineCount})
            </Text>
          </Title>
          {lineCount > 0 ? (
            <Button
              variant={managing ? 'filled' : 'default'}
              size="xs"
              onClick={() => setManaging((m) => !m)}
              data-testid="manage-toggle"
            >
              {managing ? <Trans>Done</Trans> : <Trans>Manage</Trans>}
            </Button>
          ) : null}
        </Group>
      </div>

      {lineCount > 0 ? <ColumnHeadings /> : null}

      {valid.map((group) => (
        <MerchantGroup
          key={group.merId}
          group={group}
          selected={selection.selected}
          onToggleGroup={selection.toggleLines}
          onToggleLine={selection.toggleLine}
          quantities={selection.quantities}
          onQuantity={selection.setQuantity}
          onDelete={(line) => confirmation.ask({ kind: 'delete', lines: [line] })}
          onReselect={setReselecting}
        />
      ))}

      {invalidLines.length > 0 ? (
        <InvalidGroup
          lines={invalidLines}
          onClear={() => confirmation.ask({ kind: 'clear', lines: invalidLines })}
          onReselect={setReselecting}
        />
      ) : null}

      {lineCount > 0 ? (
        <CartFooter
          allState={selection.allState}
          onToggleAll={selection.toggleAll}
          summary={selection.summary}
          chosen={selection.chosen}
          managing={managing}
          onFavourite={() => confirmation.ask({ kind: 'favourite', lines: selection.chosen })}
          onDelete={() => confirmation.ask({ kind: 'delete', lines: selection.chosen })}
          checkoutPending={checkout.pending}
          onCheckout={checkout.checkout}
        />
      ) : null}

      {confirmLoaded ? (
        <Suspense fallback={null}>
          <CartConfirmModal
            confirming={confirmation.confirming}
            loading={confirmation.running}
            onCancel={confirmation.cancel}
            onConfirm={confirmation.run}
          />
        </Suspense>
      ) : null}
      {reselectLoaded ? (
        <Suspense fallback={null}>
          <ReselectModal line={reselecting} onClose={() => setReselecting(null)} />
        </Suspense>
      ) : null}
    </PageFrame>
  )
}

/** The grid's column names, for sighted shoppers only (each line labels its own controls). */
function ColumnHeadings() {
  return (
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
  )
}
