/**
 * The kit's phone field, loaded on first use: the country list and the phone-number rules (libphonenumber) stay out
 * of the first load of pages whose forms have no phone (the order confirm page, the pay dialog). While the chunk
 * loads, a disabled input of the same size holds the place.
 */
import { useLingui } from '@lingui/react/macro'
import { TextInput } from '@mantine/core'
import { type ComponentProps, lazy, Suspense } from 'react'
import type { PhoneField as PhoneFieldComponent } from './phone-field'

const Loaded = lazy(() => import('./phone-field').then((module) => ({ default: module.PhoneField })))

export function PhoneField(props: ComponentProps<typeof PhoneFieldComponent>) {
  const { t } = useLingui()
  // Named like the field it stands for (an unnamed input is an accessibility failure while the chunk loads).
  return (
    <Suspense fallback={<TextInput label={props.label ?? t`Phone`} disabled />}>
      <Loaded {...props} />
    </Suspense>
  )
}
