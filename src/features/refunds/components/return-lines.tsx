/** The order lines of a refund request, each with the number of units to return (0 to what is still returnable). */
import { useLingui } from '@lingui/react/macro'
import { Group, NumberInput, Stack, Text } from '@mantine/core'
import type { OrderItem } from '~/features/orders'
import { useFieldContext, useShownError } from '~/ui/form'
import { Price } from '~/ui/price'
import { ProductLine } from '~/ui/product-line'

/** The lines bound to the refund form's `nums` field (units per order line id). */
export function ReturnLinesField({ items }: { items: OrderItem[] }) {
  const field = useFieldContext<Record<string, number>>()
  const error = useShownError(field)
  return (
    <ReturnLines
      items={items}
      nums={field.state.value}
      onChange={(id, num) => field.handleChange({ ...field.state.value, [String(id)]: num })}
      error={error}
    />
  )
}

function ReturnLines(props: {
  items: OrderItem[]
  nums: Record<string, number>
  onChange: (id: number, num: number) => void
  error?: string
}) {
  const { t } = useLingui()
  return (
    <Stack gap="sm">
      {props.items.map((item) => (
        <Group key={item.id} gap="md" wrap="nowrap" data-testid="refund-line">
          <ProductLine image={item.image} name={item.productName} sku={item.sku} thumb={56} />
          <Price value={item.price} size="sm" />
          <NumberInput
            w={110}
            min={0}
            max={item.payNum}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={props.nums[String(item.id)] ?? 0}
            onChange={(value) => props.onChange(item.id, typeof value === 'number' ? value : Number(value) || 0)}
            aria-label={t`Units of ${item.productName} to return, at most ${item.payNum}`}
            data-testid="refund-line-num"
          />
        </Group>
      ))}
      {props.error ? (
        <Text size="sm" c="red" data-testid="refund-lines-error">
          {props.error}
        </Text>
      ) : null}
    </Stack>
  )
}
