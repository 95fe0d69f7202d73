/**
 * The pay method list (PY1 flags): card (Stripe), PayPal, cash on delivery and bank transfer, as radio cards. The
 * group, card and indicator are imported as parts (not `Radio.Card`): `Radio` would bring the plain radio's sheets
 * too (decision 23).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, RadioCard, RadioGroup, RadioIndicator, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { enabledPayTypes, type PayMethods, type PayType } from '../queries'

/** The chosen card stands out like the chosen address tile (Mantine's RadioCard marks it only by its indicator). */
const SELECTED = { borderColor: 'var(--mantine-color-red-6)', background: 'var(--mantine-color-red-0)' }

export function PayMethodPicker(props: {
  methods: PayMethods
  value: PayType | ''
  onChange: (value: PayType) => void
  error?: string
}) {
  const { t } = useLingui()
  const types = enabledPayTypes(props.methods)
  const labels: Record<PayType, { title: string; hint: ReactNode }> = {
    stripe: { title: t`Card payment`, hint: <Trans>Visa, Mastercard and more, processed by Stripe</Trans> },
    paypal: { title: t`PayPal`, hint: <Trans>Pay with your PayPal account or a card at PayPal</Trans> },
    cod: { title: t`Cash on delivery`, hint: <Trans>Pay the courier when the parcel arrives</Trans> },
    bank: { title: t`Bank transfer`, hint: <Trans>Transfer the amount and upload the payment proof</Trans> },
  }
  if (types.length === 0) {
    return (
      <Text c="red.7" size="sm" data-testid="no-pay-methods">
        <Trans>No payment method is available at the moment.</Trans>
      </Text>
    )
  }
  return (
    <RadioGroup
      value={props.value || null}
      onChange={(value) => props.onChange(value as PayType)}
      label={t`Payment method`}
      error={props.error}
      data-testid="pay-methods"
    >
      <SimpleGrid cols={{ base: 1, sm: types.length > 3 ? 2 : 3 }} spacing="sm" mt="xs">
        {types.map((type) => (
          <RadioCard
            key={type}
            value={type}
            radius="md"
            p="md"
            data-testid={`pay-method-${type}`}
            aria-label={labels[type].title}
            style={props.value === type ? SELECTED : undefined}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <RadioIndicator />
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {labels[type].title}
                </Text>
                <Text size="xs" c="dimmed">
                  {labels[type].hint}
                </Text>
              </Stack>
            </Group>
          </RadioCard>
        ))}
      </SimpleGrid>
    </RadioGroup>
  )
}
