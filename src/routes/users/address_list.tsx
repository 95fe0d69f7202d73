import { createFileRoute } from '@tanstack/react-router'
import { AddressListPage } from '~/features/addresses/components/address-list-page'
import { addressListQuery } from '~/features/addresses/queries'

export const Route = createFileRoute('/users/address_list')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(addressListQuery()),
  component: AddressListPage,
})
