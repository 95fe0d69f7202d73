/**
 * The kit's country field, loaded on first use: Mantine's searchable Select (Combobox, Popover, floating-ui, scroll
 * area) stays out of the first load of pages whose forms have no country (the order confirm page, the pay dialog).
 * While the chunk loads, a disabled input of the same size holds the place.
 */
import { useLingui } from '@lingui/react/macro'
import { TextInput } from '@mantine/core'
import { type ComponentProps, lazy, Suspense } from 'react'
import type { CountryField as CountryFieldComponent } from './country-field'

const Loaded = lazy(() => import('./country-field').then((module) => ({ default: module.CountryField })))

export function CountryField(props: ComponentProps<typeof CountryFieldComponent>) {
  const { t } = useLingui()
  // Named like the field it stands for (an unnamed input is an accessibility failure while the chunk loads).
  return (
    <Suspense
      fallback={
        <TextInput
          label={props.label ?? t`Country or region`}
          withAsterisk={props.withAsterisk}
          style={props.style}
          disabled
        />
      }
    >
      <Loaded {...props} />
    </Suspense>
  )
}
