/** The searchable list of countries both country pickers show (CountryField, PhoneField's code): each with its flag. */
import { useLingui } from '@lingui/react/macro'
import { Group, Select, type SelectProps } from '@mantine/core'
import { Flag } from '~/ui/flag'

export function CountrySelect(props: Omit<SelectProps, 'value'> & { value: string }) {
  const { t } = useLingui()
  return (
    <Select
      searchable
      allowDeselect={false}
      nothingFoundMessage={t`Nothing found`}
      comboboxProps={{ withinPortal: true }}
      {...props}
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap">
          <Flag iso={option.value} />
          {option.label}
        </Group>
      )}
      leftSection={props.value ? <Flag iso={props.value} /> : undefined}
      value={props.value || null}
    />
  )
}
