/**
 * A country or region chosen from the list (never typed freely): a searchable select of every listed country, named
 * in the shopper's language and sorted by that name; the value is the ISO code the API stores and checks.
 */
import { useLingui } from '@lingui/react/macro'
import type { SelectProps } from '@mantine/core'
import { useMemo } from 'react'
import { COUNTRY_CODES } from '~/contract/countries'
import { countryName, countryOptionsFilter, countrySearchEntry } from '~/lib/countries'
import { useFieldContext, useShownError } from './context'
import { CountrySelect } from './country-select'

export function CountryField(props: Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'data' | 'filter'>) {
  const { i18n } = useLingui()
  const field = useFieldContext<string>()
  const error = useShownError(field)
  const locale = i18n.locale
  const { data, filter } = useMemo(() => {
    const named = COUNTRY_CODES.map((iso) => ({ iso, name: countryName(iso, locale) })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    )
    return {
      data: named.map(({ iso, name }) => ({ value: iso, label: name })),
      filter: countryOptionsFilter(named.map(({ iso }) => countrySearchEntry(iso, locale))),
    }
  }, [locale])
  return (
    <CountrySelect
      {...props}
      data={data}
      filter={filter}
      value={field.state.value}
      onChange={(value) => field.handleChange(value ?? '')}
      onBlur={field.handleBlur}
      error={error}
    />
  )
}
