/**
 * A quantity: − / digits / +, kept inside [min, max]. Typing passes through empty and partial values (shown as typed,
 * not taken); leaving the field takes the nearest quantity inside the bounds. A plain text input: Mantine's
 * NumberInput would bring react-number-format into the page's first load (decision 23).
 */
import { ActionIcon, Group, TextInput } from '@mantine/core'
import { useState } from 'react'

export function QuantityField(props: {
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  label: string
  decreaseLabel: string
  increaseLabel: string
  disabled?: boolean
  testId?: string
}) {
  const { value, min, max } = props
  const [draft, setDraft] = useState<string | null>(null)
  const take = (n: number) => {
    const next = Math.min(max, Math.max(min, n))
    if (next !== value) props.onChange(next)
  }
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={36}
        aria-label={props.decreaseLabel}
        disabled={props.disabled || value <= min}
        onClick={() => take(value - 1)}
      >
        −
      </ActionIcon>
      <TextInput
        aria-label={props.label}
        value={draft ?? String(value)}
        inputMode="numeric"
        autoComplete="off"
        disabled={props.disabled}
        w={72}
        styles={{ input: { textAlign: 'center' } }}
        data-testid={props.testId}
        onChange={(event) => {
          const text = event.currentTarget.value.replace(/\D/g, '')
          const n = Number.parseInt(text, 10)
          if (n >= min && n <= max) {
            setDraft(null)
            take(n)
          } else setDraft(text)
        }}
        onBlur={() => {
          if (draft === null) return
          const n = Number.parseInt(draft, 10)
          setDraft(null)
          if (Number.isFinite(n)) take(n)
        }}
      />
      <ActionIcon
        variant="default"
        size={36}
        aria-label={props.increaseLabel}
        disabled={props.disabled || value >= max}
        onClick={() => take(value + 1)}
      >
        +
      </ActionIcon>
    </Group>
  )
}
