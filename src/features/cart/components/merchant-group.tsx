/** A merchant's valid cart lines: a box for the merchant and one per line, the quantity stepper, delete, re-select. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { to } from '~/lib/links'
import { lineTotal } from '~/lib/money'
import { Price } from '~/ui/price'
import { AnchorLink } from '~/ui/router-link'
import { useFormatMoney } from '~/ui/currency'
import type { CartGroup, CartLine } from '../queries'
import { checkState, type Quantities, quantityOf } from '../selection'
import classes from './cart.module.css'
import { QuantityStepper } from './quantity-stepper'

export function MerchantGroup(props: {
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
    <section
      className={classes.card}
      data-testid="merchant-group"
      data-mer-id={props.group.merId}
      aria-label={props.group.merName}
    >
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
  const formatMoney = useFormatMoney()
  const { line } = props
  return (
    <div className={classes.line} data-testid="cart-line" data-line-id={line.id} data-product-id={line.productId}>
      <Checkbox
        aria-label={t`Select ${line.storeName}`}
        checked={props.checked}
        onChange={props.onToggle}
        data-testid="select-line"
      />
      <LineProduct line={line} onReselect={props.onReselect} />
      <Price value={line.price} old={line.otPrice} size="sm" />
      <Stack gap={2}>
        <QuantityStepper line={line} value={props.quantity} onValue={props.onQuantity} />
        {line.minBuy > 1 ? (
          <Text size="xs" c="orange.8">
            <Trans>Minimum purchase: {line.minBuy}</Trans>
          </Text>
        ) : null}
      </Stack>
      <Text fw={700} c="red.7" size="sm" data-testid="line-total">
        {formatMoney(lineTotal(line.price, props.quantity))}
      </Text>
      <Button variant="subtle" color="gray" size="compact-sm" onClick={props.onDelete} data-testid="delete-line">
        <Trans>Delete</Trans>
      </Button>
    </div>
  )
}

export function LineProduct({ line, onReselect }: { line: CartLine; onReselect?: () => void }) {
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
          <button
            type="button"
            className={classes.suk}
            onClick={onReselect}
            title={t`Re-select specification`}
            data-testid="line-suk"
          >
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
