/**
 * A cart line's quantity: − / input / +, bounded by max(1, minBuy) and the SKU's stock. The shown value changes at
 * once (`onValue`), the CA4 call follows 500 ms after the last change, and a refusal rolls the value back to
 * the server's quantity (`onValue(null)`; the API client has toasted the server's message). Once the server
 * confirms, the local value is dropped too, the cached line holding the same number. The field is a plain text input
 * taking digits (NumberInput would bring react-number-format into the cart's first load, decision 23).
 */
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Group, TextInput } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useInputDebounce } from '~/lib/debounce'
import { cartQuantityMutation } from '../mutations'
import type { CartLine } from '../queries'
import { clampQuantity, stepperBounds } from '../selection'

export function QuantityStepper(props: {
  line: CartLine
  /** The value shown (the local one while set). */
  value: number
  /** A new local value, or null to fall back to the server's quantity. */
  onValue: (value: number | null) => void
  disabled?: boolean
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { line, value, onValue } = props
  const bounds = stepperBounds(line)
  const save = useMutation(cartQuantityMutation(queryClient))

  // The value on screen now (the debounced call's callbacks run later).
  const shown = useRef(value)
  shown.current = value
  // What the shopper is typing while it is not a quantity yet (empty, or outside the bounds); null shows the value.
  const [draft, setDraft] = useState<string | null>(null)

  const send = useInputDebounce((number: number) => {
    save.mutate(
      { id: line.id, number },
      {
        // Confirmed: the cached line now holds it, so the local value can go (unless the shopper moved on).
        onSuccess: () => {
          if (shown.current === number) onValue(null)
        },
        onError: () => onValue(null),
      },
    )
  })

  const change = (raw: number | string) => {
    const next = clampQuantity(raw, bounds)
    if (next === null || next === value) return
    onValue(next)
    send(next)
  }

  return (
    <Group gap={4} wrap="nowrap" data-testid="quantity-stepper">
      <ActionIcon
        variant="default"
        size={32}
        aria-label={t`Decrease quantity of ${line.storeName}`}
        disabled={props.disabled || value <= bounds.min}
        onClick={() => change(value - 1)}
        data-testid="quantity-minus"
      >
        −
      </ActionIcon>
      <TextInput
        aria-label={t`Quantity of ${line.storeName}`}
        value={draft ?? String(value)}
        inputMode="numeric"
        autoComplete="off"
        onChange={(event) => {
          // Typing passes through empty and partial values: only whole numbers inside the bounds are taken.
          const text = event.currentTarget.value.replace(/\D/g, '')
          const n = Number.parseInt(text, 10)
          if (Number.isFinite(n) && n >= bounds.min && n <= bounds.max) {
            setDraft(null)
            change(n)
          } else setDraft(text)
        }}
        onBlur={(event) => {
          setDraft(null)
          change(event.currentTarget.value)
          // Leaving the field saves at once: the shopper may go on to check out or reload right away.
          send.flush()
        }}
        disabled={props.disabled}
        w={64}
        styles={{ input: { textAlign: 'center' } }}
        data-testid="quantity-input"
      />
      <ActionIcon
        variant="default"
        size={32}
        aria-label={t`Increase quantity of ${line.storeName}`}
        disabled={props.disabled || value >= bounds.max}
        onClick={() => change(value + 1)}
        data-testid="quantity-plus"
      >
        +
      </ActionIcon>
    </Group>
  )
}
