/** Expired lines in their own group: why each cannot be bought, re-select where the product is still shown. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Text } from '@mantine/core'
import { useFormatMoney } from '~/ui/currency'
import type { CartLine } from '../queries'
import classes from './cart.module.css'
import { LineProduct } from './merchant-group'

export function InvalidGroup(props: { lines: CartLine[]; onClear: () => void; onReselect: (line: CartLine) => void }) {
  const { t } = useLingui()
  return (
    <section className={classes.card} data-testid="invalid-group" aria-label={t`Expired items`}>
      <Group justify="space-between" mb="xs">
        <Text fw={700}>
          <Trans>Expired items</Trans> ({props.lines.length})
        </Text>
        <Button variant="subtle" color="red" size="xs" onClick={props.onClear} data-testid="clear-invalid">
          <Trans>Clear invalid items</Trans>
        </Button>
      </Group>
      {props.lines.map((line) => (
        <InvalidLine key={line.id} line={line} onReselect={() => props.onReselect(line)} />
      ))}
    </section>
  )
}

function InvalidLine({ line, onReselect }: { line: CartLine; onReselect: () => void }) {
  const formatMoney = useFormatMoney()
  return (
    <div className={`${classes.line} ${classes.invalid}`} data-testid="invalid-line" data-line-id={line.id}>
      <Badge color="gray" variant="filled" size="xs" style={{ justifySelf: 'start' }}>
        <Trans>Expired</Trans>
      </Badge>
      <LineProduct line={line} />
      <Text size="sm" c="dimmed">
        {formatMoney(line.price)}
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
