/**
 * The phone number with its country picker (flags, dial codes; the picker's value is an ISO country code; it finds a
 * country by its name in the shopper's language, in English, or by dial code). Bound
 * to the national number field; the country lives in a sibling field named by `countryName`, so the schema can
 * check the number against the chosen country.
 */
import { useLingui } from '@lingui/react/macro'
import { Group, TextInput, type TextInputProps } from '@mantine/core'
import { useField } from '@tanstack/react-form'
import { useMemo } from 'react'
import { countryName as nameOfCountry, countryOptionsFilter, countrySearchEntry } from '~/lib/countries'
import { findCountry, PHONE_COUNTRIES } from '~/lib/phone-countries'
import { useFieldContext, useShownError } from './context'
import { useEarlyFieldText } from './text-fields'
import { CountrySelect } from './country-select'

export function PhoneField({
  countryName = 'country',
  ...props
}: { countryName?: string } & Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'>) {
  const { t, i18n } = useLingui()
  const phone = useFieldContext<string>()
  const country = useField({ form: phone.form, name: countryName })
  const error = useShownError(phone)
  const early = useEarlyFieldText(phone)
  const locale = i18n.locale
  const { data, filter } = useMemo(
    () => ({
      data: PHONE_COUNTRIES.map((c) => ({ value: c.iso, label: `${nameOfCountry(c.iso, locale)} +${c.dialCode}` })),
      filter: countryOptionsFilter(PHONE_COUNTRIES.map((c) => countrySearchEntry(c.iso, locale, c.dialCode))),
    }),
    [locale],
  )
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <CountrySelect
        label={t`Country code`}
        w={190}
        data={data}
        filter={filter}
        value={country.state.value as string}
        onChange={(value) => value && country.handleChange(value)}
        data-testid="country-code"
      />
      <TextInput
        style={{ flex: 1 }}
        label={t`Phone`}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        // How a number of the chosen country is written (its phoneFormat), e.g. "912 345-67-89".
        placeholder={findCountry(country.state.value as string).phoneFormat}
        {...props}
        ref={early}
        value={phone.state.value}
        onChange={(event) => phone.handleChange(event.currentTarget.value)}
        onBlur={phone.handleBlur}
        error={error}
      />
    </Group>
  )
}
