/**
 * The "≈" line beside an amount in the shop's currency (decision 34, docs/currency.md): where money is taken or was
 * taken (checkout, the pay dialog, orders, refunds), amounts are written in the shop's currency, and when the shopper
 * reads prices in another currency this line gives the same total in theirs, with the rate's date. The converted
 * total is the sum of the converted `lines` (signed: discounts negative), the totals rule. Nothing when prices are
 * shown in the shop's currency. On an order or a refund, `kept` is the order's `shownCurrency`: the currency and rate of
 * its checkout day, used when present (older orders convert at today's rate).
 */
import { Trans } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { MoneyInput } from '~/lib/money'
import { type DisplayCurrencyValue, useApproxTotal } from './currency'

/** `charge`: money about to be taken; `paid`: money that was taken; `refund`: money given back. */
export type ApproxKind = 'charge' | 'paid' | 'refund'

export function ApproxTotal(props: {
  lines: MoneyInput[]
  kind?: ApproxKind
  kept?: DisplayCurrencyValue
  testId?: string
  ta?: 'left' | 'right'
}) {
  const approx = useApproxTotal(props.lines, props.kept)
  if (!approx) return null
  const approxAmount = approx.amount
  const rateDate = approx.date
  const shopCurrency = approx.shop
  const kind = props.kind ?? 'charge'
  return (
    <Text size="sm" c="dimmed" ta={props.ta} data-testid={props.testId}>
      {kind === 'charge' ? (
        <Trans>
          ≈ {approxAmount} at the rate of {rateDate}; you are charged in {shopCurrency}
        </Trans>
      ) : kind === 'paid' ? (
        <Trans>
          ≈ {approxAmount} at the rate of {rateDate}; you were charged in {shopCurrency}
        </Trans>
      ) : (
        <Trans>
          ≈ {approxAmount} at the rate of {rateDate}; refunds are paid in {shopCurrency}
        </Trans>
      )}
    </Text>
  )
}
