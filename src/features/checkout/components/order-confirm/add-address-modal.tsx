import { useLingui } from '@lingui/react/macro'
import { Loader, Modal } from '@mantine/core'
import { lazy, Suspense } from 'react'

/** The address form (phone rules per country) loads only when the shopper adds an address here. */
const AddressForm = lazy(() =>
  import('~/features/addresses/components/address-form').then((m) => ({ default: m.AddressForm })),
)

export function AddAddressModal(props: { opened: boolean; onSaved: () => void; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t`Add address`}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      {props.opened ? (
        <Suspense fallback={<Loader size="sm" />}>
          <AddressForm address={null} onSaved={props.onSaved} onCancel={props.onClose} />
        </Suspense>
      ) : null}
    </Modal>
  )
}
