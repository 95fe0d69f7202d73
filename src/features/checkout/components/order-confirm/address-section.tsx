/** The shipping address tiles: the highlighted tile is the one submitted; "Add address" opens the address form. */
import { Trans, useLingui } from '@lingui/react/macro'
import { countryName } from '~/lib/countries'
import { Badge, Button, Group, RadioCard, RadioGroup, RadioIndicator, SimpleGrid, Stack, Text } from '@mantine/core'
import type { Address } from '~/features/addresses/queries'
import { ConfirmSection } from './section'

export function AddressSection(props: {
  addresses: Address[]
  addressId: number | null
  missing: boolean
  onSelect: (id: number) => void
  onAdd: () => void
}) {
  const { t } = useLingui()
  const { addressId } = props
  return (
    <ConfirmSection
      title={t`Shipping address`}
      action={
        <Button variant="light" size="xs" onClick={props.onAdd} data-testid="add-address">
          <Trans>Add address</Trans>
        </Button>
      }
    >
      {props.addresses.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="no-address">
          <Trans>You have no shipping address yet. Add one to place the order.</Trans>
        </Text>
      ) : (
        <RadioGroup
          value={addressId ? String(addressId) : null}
          onChange={(value) => props.onSelect(Number(value))}
          aria-label={t`Shipping address`}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {props.addresses.map((address) => (
              <AddressTile key={address.id} address={address} selected={address.id === addressId} />
            ))}
          </SimpleGrid>
        </RadioGroup>
      )}
      {props.missing ? (
        <Text c="red.7" size="sm" mt="xs" role="alert" data-testid="address-error">
          <Trans>Please choose a shipping address</Trans>
        </Text>
      ) : null}
    </ConfirmSection>
  )
}

function AddressTile({ address, selected }: { address: Address; selected: boolean }) {
  const { i18n } = useLingui()
  const dial = String(address.countryCode ?? '').replace(/\D/g, '')
  return (
    <RadioCard
      value={String(address.id)}
      radius="md"
      p="md"
      data-testid="address-tile"
      data-selected={selected ? 'true' : 'false'}
      style={
        selected ? { borderColor: 'var(--mantine-color-red-6)', background: 'var(--mantine-color-red-0)' } : undefined
      }
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <RadioIndicator />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} size="sm" truncate>
              {address.realName}
            </Text>
            {address.isDefault ? (
              <Badge size="xs" color="red" variant="light">
                <Trans context="default address">Default</Trans>
              </Badge>
            ) : null}
          </Group>
          <Text size="xs">
            {dial ? `+${dial} ` : ''}
            {address.phone}
          </Text>
          {/* Intl's words (month and country names) keep the server's text on hydration (decision 75). */}
          <Text size="xs" c="dimmed" suppressHydrationWarning>
            {[countryName(address.country, i18n.locale), address.detail, address.postCode].filter(Boolean).join(', ')}
          </Text>
        </Stack>
      </Group>
    </RadioCard>
  )
}
