import { Group, Text } from '@mantine/core'
import { type MoneyInput, toMoney } from '~/lib/money'
import { useFormatMoney } from './currency'

/** Sale price in red, with the old price struck through when it is higher; the sign comes from `CurrencyProvider`. */
export function Price(props: { value: MoneyInput; old?: MoneyInput; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const formatMoney = useFormatMoney()
  const showOld = props.old !== undefined && toMoney(props.old).gt(toMoney(props.value))
  return (
    <Group gap={6} align="baseline" wrap="nowrap">
      <Text component="span" c="red.7" fw={700} size={props.size ?? 'md'}>
        {formatMoney(props.value)}
      </Text>
      {showOld ? (
        <Text component="span" c="dimmed" td="line-through" size="xs">
          {formatMoney(props.old)}
        </Text>
      ) : null}
    </Group>
  )
}
