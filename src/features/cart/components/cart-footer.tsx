/**
 * The sticky footer: select all, the selected pieces, and either the exact total with Checkout or, in manage mode,
 * the selection's moves to favourites and delete.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { useFormatMoneyTotal } from '~/ui/currency'
import type { CartLine } from '../queries'
import type { CheckState, SelectionSummary } from '../selection'
import classes from './cart.module.css'

export function CartFooter(props: {
  allState: CheckState
  onToggleAll: () => void
  summary: SelectionSummary
  /** The selected lines. */
  chosen: CartLine[]
  managing: boolean
  onFavourite: () => void
  onDelete: () => void
  checkoutPending: boolean
  onCheckout: () => void
}) {
  const { t } = useLingui()
  // The total is the sum of the lines as they are written (converted when the shopper chose another currency).
  const formatMoneyTotal = useFormatMoneyTotal()
  const { summary } = props
  const nothingChosen = props.chosen.length === 0
  return (
    <div className={classes.footer} data-testid="cart-footer">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="lg">
          <Checkbox
            label={t`Select all`}
            checked={props.allState === 'all'}
            indeterminate={props.allState === 'some'}
            onChange={props.onToggleAll}
            data-testid="select-all"
          />
          <Text size="sm" data-testid="selected-count" data-pieces={summary.pieces}>
            <Plural value={summary.pieces} one="# item selected" other="# items selected" />
          </Text>
        </Group>
        {props.managing ? (
          <Group gap="sm">
            <Button
              variant="default"
              disabled={nothingChosen}
              onClick={props.onFavourite}
              data-testid="move-to-favourites"
            >
              <Trans>Move to favourites</Trans>
            </Button>
            <Button
              color="red"
              variant="outline"
              disabled={nothingChosen}
              onClick={props.onDelete}
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
                {formatMoneyTotal(summary.lineTotals)}
              </Text>
            </Group>
            <Stack gap={2} align="flex-end">
              <Button
                size="md"
                disabled={nothingChosen}
                loading={props.checkoutPending}
                onClick={props.onCheckout}
                data-testid="checkout"
              >
                <Trans>Checkout</Trans>
              </Button>
              {nothingChosen ? (
                <Text size="xs" c="dimmed" data-testid="checkout-hint">
                  <Trans>Select at least one item to check out</Trans>
                </Text>
              ) : null}
            </Stack>
          </Group>
        )}
      </Group>
    </div>
  )
}
