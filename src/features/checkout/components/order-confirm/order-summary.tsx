/**
 * The server's figures (O3) for the current choices, and the submit button; the client computes no total. Money is
 * taken here, so amounts are in the shop's currency (what is charged), with "≈" the total in the shopper's currency
 * and the date of its rate when they chose another (decision 34).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Divider, Loader } from '@mantine/core'
import type { ReactNode } from 'react'
import { toMoney } from '~/lib/money'
import { totalLines } from '../../total-lines'
import { ApproxTotal } from '~/ui/approx-total'
import { useFormatShopMoney } from '~/ui/currency'
import type { PreOrder } from '../../queries'
import type { OrderConfirmState } from '../../use-order-confirm'
import plain from '~/ui/plain.module.css'
import classes from './confirm.module.css'

export function OrderSummary(props: {
  preOrder: Pick<PreOrder, 'totalNum' | 'proTotalFee' | 'freightFee' | 'packingFee' | 'insuranceFee'>
  price: OrderConfirmState['price']
  placing: boolean
}) {
  const { t } = useLingui()
  const formatMoney = useFormatShopMoney()
  const { preOrder } = props
  const { figures } = props.price
  // The shops' packing fees and shipping insurance (extensions, decision 49): a line each when there is one.
  const packing = toMoney(figures ? figures.packingFee : preOrder.packingFee)
  const insurance = toMoney(figures ? figures.insuranceFee : preOrder.insuranceFee)
  return (
    <div className={plain.paperLg} data-testid="order-summary">
      <div className={`${plain.stack} ${plain.gap6} ${classes.summary}`}>
        {props.price.failed && !props.price.fetching ? (
          <Alert color="red" data-testid="price-error">
            <Trans>The prices could not be updated. Please change your choice or try again.</Trans>
          </Alert>
        ) : null}
        <SummaryRow
          label={<Plural value={preOrder.totalNum} one="Goods (# item)" other="Goods (# items)" />}
          value={formatMoney(figures?.proTotalFee ?? preOrder.proTotalFee)}
          testId="sum-goods"
        />
        <SummaryRow
          label={t`Shipping`}
          value={formatMoney(figures?.freightFee ?? preOrder.freightFee)}
          testId="sum-freight"
        />
        {packing.gt(0) ? <SummaryRow label={t`Packing fee`} value={formatMoney(packing)} testId="sum-packing" /> : null}
        {insurance.gt(0) ? (
          <SummaryRow label={t`Shipping insurance`} value={formatMoney(insurance)} testId="sum-insurance" />
        ) : null}
        <SummaryRow label={t`Coupons`} value={`−${formatMoney(figures?.couponFee ?? '0')}`} testId="sum-coupons" />
        <SummaryRow label={t`Points`} value={`−${formatMoney(figures?.deductionPrice ?? '0')}`} testId="sum-points" />
        <Divider my={4} />
        <div className={`${plain.group} ${plain.spread}`}>
          <p className={`${plain.text} ${plain.w600}`}>
            <Trans>Total to pay</Trans>
          </p>
          <div className={`${plain.group} ${plain.gapXs}`}>
            {props.price.fetching ? <Loader size="xs" /> : null}
            <p className={`${plain.text} ${plain.w700} ${plain.fzXl} ${plain.red}`} data-testid="sum-total">
              {figures ? formatMoney(figures.payFee) : '…'}
            </p>
          </div>
        </div>
        {figures ? (
          // The lines the total is made of, signed: the converted total is their converted sum (docs/currency.md).
          <ApproxTotal
            lines={totalLines({
              goods: figures.proTotalFee,
              shipping: figures.freightFee,
              packing: figures.packingFee,
              insurance: figures.insuranceFee,
              coupon: figures.couponFee,
              points: figures.deductionPrice,
            })}
            ta="right"
            testId="sum-total-converted"
          />
        ) : null}
        <Button
          type="submit"
          size="md"
          mt="sm"
          disabled={!figures || props.price.fetching || props.price.failed}
          loading={props.placing}
          data-testid="place-order"
        >
          <Trans>Place order and pay</Trans>
        </Button>
      </div>
    </div>
  )
}

function SummaryRow(props: { label: ReactNode; value: string; testId: string }) {
  return (
    <div className={`${plain.group} ${plain.spread}`}>
      <p className={`${plain.text} ${plain.sm} ${plain.dimmed}`}>{props.label}</p>
      <p className={`${plain.text} ${plain.sm}`} data-testid={props.testId}>
        {props.value}
      </p>
    </div>
  )
}
