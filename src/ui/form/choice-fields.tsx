/**
 * The kit's choice, password and checkbox fields (the whole kit, `./index`; not in the lean base, decision 94), wired
 * like the text fields (`./text-fields`).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Checkbox,
  type CheckboxProps,
  NativeSelect,
  type NativeSelectProps,
  PasswordInput,
  type PasswordInputProps,
} from '@mantine/core'
import { to } from '~/lib/links'
import { AnchorLink } from '~/ui/router-link'
import { useFieldContext, useShownError } from './context'
import { useTextInputWiring, useTextWiring, type Wired } from './text-fields'

export function SelectField(props: Omit<NativeSelectProps, Wired>) {
  return <NativeSelect {...props} {...useTextWiring()} />
}

/** A password input whose visibility toggle is labelled for screen readers. */
export function PasswordField({ autoComplete = 'current-password', ...props }: Omit<PasswordInputProps, Wired>) {
  const { t } = useLingui()
  return (
    <PasswordInput
      autoComplete={autoComplete}
      visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
      {...props}
      {...useTextInputWiring()}
    />
  )
}

export function CheckboxField(props: Omit<CheckboxProps, Wired>) {
  const field = useFieldContext<boolean>()
  const error = useShownError(field)
  return (
    <Checkbox
      {...props}
      checked={field.state.value}
      onChange={(event) => field.handleChange(event.currentTarget.checked)}
      error={error}
    />
  )
}

/** The privacy agreement checkbox (required by the sign-in modes); its link opens the agreement in a new tab. */
export function AgreementField() {
  return (
    <CheckboxField
      size="xs"
      label={
        <Trans>
          I have read and agree to the{' '}
          <AnchorLink {...to.privacyAgreement()} target="_blank" rel="noopener" size="xs" inherit>
            privacy agreement
          </AnchorLink>
        </Trans>
      }
    />
  )
}
