/** /users/address_list: the user's addresses as cards; add, edit, set default, delete (after confirmation). */
import { Trans, useLingui } from '@lingui/react/macro'
import { countryName } from '~/lib/countries'
import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '~/ui/toast'
import { deleteAddressMutation, setDefaultAddressMutation } from '../mutations'
import { type Address, addressDetailQuery, addressListQuery } from '../queries'
import { AddressFormModal } from './address-form'
import { PageFrame } from '~/ui/page-frame'

type Editing = { address: Address | null } | null

export function AddressListPage() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(addressListQuery())
  const [editing, setEditing] = useState<Editing>(null)
  const [opening, setOpening] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<Address | null>(null)
  const setDefault = useMutation(setDefaultAddressMutation(queryClient))
  const remove = useMutation(deleteAddressMutation(queryClient))

  const edit = async (address: Address) => {
    setOpening(address.id)
    // AD2 gives the whole record that AD3 re-posts; the card's copy is the fallback.
    const detail = await queryClient.fetchQuery(addressDetailQuery(address.id)).catch(() => address)
    setOpening(null)
    setEditing({ address: { ...address, ...detail } })
  }

  const makeDefault = (address: Address) =>
    setDefault.mutate(address.id, { onSuccess: ({ message }) => toast.success(message || t`Default address set`) })

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: ({ message }) => {
        toast.success(message || t`Deleted successfully`)
        setDeleting(null)
      },
    })
  }

  return (
    <PageFrame
      title={<Trans>Shipping addresses</Trans>}
      actions={
        <Button onClick={() => setEditing({ address: null })} data-testid="add-address">
          <Trans>Add address</Trans>
        </Button>
      }
      card
    >
      {data.list.length === 0 ? (
        <Stack align="center" gap="xs" py={60} data-testid="addresses-empty">
          <Text fw={600}>
            <Trans>You have no saved addresses yet</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Add an address to check out faster.</Trans>
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {data.list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => edit(address)}
              editLoading={opening === address.id}
              onSetDefault={() => makeDefault(address)}
              defaultLoading={setDefault.isPending && setDefault.variables === address.id}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </SimpleGrid>
      )}

      <AddressFormModal opened={editing !== null} address={editing?.address ?? null} onClose={() => setEditing(null)} />

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t`Delete address`} centered size="sm">
        <Stack gap="md">
          <Text size="sm">
            <Trans>Delete the address of {deleting?.realName ?? ''}? This cannot be undone.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete} data-testid="confirm-delete">
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageFrame>
  )
}

function AddressCard({
  address,
  onEdit,
  editLoading,
  onSetDefault,
  defaultLoading,
  onDelete,
}: {
  address: Address
  onEdit: () => void
  editLoading: boolean
  onSetDefault: () => void
  defaultLoading: boolean
  onDelete: () => void
}) {
  const { i18n } = useLingui()
  const dial = String(address.countryCode ?? '').replace(/\D/g, '')
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="address-card"
      data-default={address.isDefault ? 'true' : 'false'}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} truncate>
            {address.realName}
          </Text>
          {address.isDefault ? (
            <Badge color="red" variant="light" data-testid="default-badge">
              <Trans context="default address">Default</Trans>
            </Badge>
          ) : null}
        </Group>
        {address.phone ? (
          <Text size="sm">
            {dial ? `+${dial} ` : ''}
            {address.phone}
          </Text>
        ) : null}
        {address.email ? (
          <Text size="sm" c="dimmed">
            {address.email}
          </Text>
        ) : null}
        {/* Intl's words (month and country names) keep the server's text on hydration (decision 75). */}
        <Text size="sm" suppressHydrationWarning>
          {[countryName(address.country, i18n.locale), address.detail].filter(Boolean).join(' ')}
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Post code: {address.postCode}</Trans>
        </Text>
        <Group gap="xs" mt="auto" pt="xs">
          <Button size="xs" variant="light" onClick={onEdit} loading={editLoading}>
            <Trans>Edit</Trans>
          </Button>
          {address.isDefault ? null : (
            <Button size="xs" variant="subtle" onClick={onSetDefault} loading={defaultLoading}>
              <Trans>Set default</Trans>
            </Button>
          )}
          <Button size="xs" variant="subtle" color="gray" onClick={onDelete}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
