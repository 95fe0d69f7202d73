import { Group, Text } from '@mantine/core'
import { formatMoney, type MoneyInput, toMoney } from '~/lib/money'

/** Sale price in red, with the old price struck through when it is higher. */
export function Price(props: { value: MoneyInput; old?: MoneyInput; symbol: string; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const showOld = props.old !== undefined && toMoney(props.old).gt(toMoney(props.value))
  return (
    <Group gap={6} align="baseline" wrap="nowrap">
      <Text component="span" c="red.7" fw={700} size={props.size ?? 'md'}>
        {formatMoney(props.value, props.symbol)}
      </Text>
      {showOld ? (
        <Text component="span" c="dimmed" td="line-through" size="xs">
          {formatMoney(props.old, props.symbol)}
        </Text>
      ) : null}
    </Group>
  )
}
