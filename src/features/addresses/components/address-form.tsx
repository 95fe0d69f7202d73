/**
 * Add or edit an address in a modal (AD3). A failed save keeps the modal open with everything the user typed;
 * "Use my location" (AD6) fills the country and, when still empty, the detailed address.
 */
import { useLingui, Trans } from '@lingui/react/macro'
import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { countryCodeFrom } from '~/contract/countries'
import { findCountry, phoneCountryByIso } from '~/lib/phone-countries'
import { useAppForm } from '~/ui/form'
import { toast } from '~/ui/toast'
import { phoneCountryFor } from '../countries'
import { ipLocationMutation, saveAddressMutation } from '../mutations'
import type { Address } from '../queries'
import { type AddressFormValues, addressSchema, nationalPhone } from '../schemas'

export function AddressFormModal({
  opened,
  address,
  onClose,
}: {
  opened: boolean
  address: Address | null
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={address ? t`Edit address` : t`Add address`}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      {opened ? (
        <AddressForm key={address?.id ?? 'new'} address={address} onSaved={onClose} onCancel={onClose} />
      ) : null}
    </Modal>
  )
}

export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address: Address | null
  onSaved: () => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const save = useMutation(saveAddressMutation(queryClient))
  const locate = useMutation(ipLocationMutation())
  const defaults: AddressFormValues = {
    realName: address?.realName ?? '',
    email: address?.email ?? '',
    phoneIso: address ? phoneCountryFor(address.countryCode, address.country).iso : findCountry(null).iso,
    phone: address?.phone ?? '',
    // An address saved before countries came from the list may hold a name: its code when it names a listed country.
    country: countryCodeFrom(address?.country) ?? '',
    detail: address?.detail ?? '',
    postCode: address?.postCode ?? '',
    isDefault: address?.isDefault ?? false,
  }
  const form = useAppForm({
    defaultValues: defaults,
    validators: {
      onChange: addressSchema({
        nameEmpty: t`Please enter the receiver's name`,
        emailEmpty: t`Please enter an e-mail`,
        correctEmail: t`Please enter a valid e-mail`,
        phoneEmpty: t`Please enter a phone number`,
        correctPhone: t`Please enter a valid phone number`,
        countryEmpty: t`Please choose a country or region`,
        detailEmpty: t`Please enter the detailed address`,
        postCodeEmpty: t`Please enter the post code`,
        correctPostCode: t`Please enter a valid post code`,
        tooLong: t`This is too long`,
      }),
    },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const dial = findCountry(value.phoneIso)
      const { message } = await save.mutateAsync({
        ...(address ?? {}),
        ...(address ? { id: address.id } : {}),
        realName: value.realName.trim(),
        email: value.email.trim(),
        phone: nationalPhone(value.phone, dial.iso),
        countryCode: Number(dial.dialCode),
        country: value.country,
        detail: value.detail.trim(),
        postCode: value.postCode.trim(),
        isDefault: value.isDefault,
      })
      toast.success(message || t`Address saved`)
      onSaved()
    },
  })

  const useMyLocation = async () => {
    try {
      const where = await locate.mutateAsync()
      const located = countryCodeFrom(where.country_code) ?? countryCodeFrom(where.country_name)
      if (located) form.setFieldValue('country', located)
      const known = phoneCountryByIso(where.country_code)
      if (known && !form.getFieldValue('phone').trim()) form.setFieldValue('phoneIso', known.iso)
      const place = [where.region, where.city].filter(Boolean).join(' ')
      if (place && !form.getFieldValue('detail').trim()) form.setFieldValue('detail', place)
    } catch {
      // The client already showed the server's message; the form keeps what was entered.
    }
  }

  return (
    <form.AppForm>
      <form.Form data-testid="address-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <form.AppField name="realName">
              {(field) => <field.TextField label={t`Receiver name`} withAsterisk autoComplete="name" />}
            </form.AppField>
            <form.AppField name="email">
              {(field) => <field.TextField label={t`E-mail`} withAsterisk type="email" autoComplete="email" />}
            </form.AppField>
          </SimpleGrid>
          <form.AppField name="phone">
            {(field) => <field.PhoneField countryName="phoneIso" withAsterisk />}
          </form.AppField>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <form.AppField name="country">
              {(field) => (
                <field.CountryField
                  style={{ flex: 1 }}
                  label={t`Country or region`}
                  withAsterisk
                  data-testid="address-country"
                />
              )}
            </form.AppField>
            <Button variant="light" onClick={useMyLocation} loading={locate.isPending} data-testid="use-my-location">
              <Trans>Use my location</Trans>
            </Button>
          </Group>
          <form.AppField name="detail">
            {(field) => (
              <field.TextareaField label={t`Detailed address`} withAsterisk rows={2} autoComplete="street-address" />
            )}
          </form.AppField>
          <form.AppField name="postCode">
            {(field) => <field.TextField label={t`Post code`} withAsterisk w={200} autoComplete="postal-code" />}
          </form.AppField>
          <form.AppField name="isDefault">
            {(field) => <field.CheckboxField label={t`Set as default address`} />}
          </form.AppField>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
            <form.SubmitButton data-testid="save-address">
              <Trans>Save</Trans>
            </form.SubmitButton>
          </Group>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
