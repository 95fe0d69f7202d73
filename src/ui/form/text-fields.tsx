/**
 * The kit's pre-bound inputs: each reads its TanStack Form field from context (`<form.AppField name="…">`), so a
 * form writes `{(field) => <field.TextField label={t`E-mail`} />}` and never wires value, change, blur or error.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Checkbox,
  NativeSelect,
  type NativeSelectProps,
  type CheckboxProps,
  PasswordInput,
  type PasswordInputProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core'
import { to } from '~/lib/links'
import { AnchorLink } from '~/ui/router-link'
import { useFieldContext, useShownError } from './context'

type Wired = 'value' | 'onChange' | 'onBlur' | 'error' | 'checked'

/** Hooks a text-like Mantine input to the field in context. */
function useTextWiring() {
  const field = useFieldContext<string>()
  const error = useShownError(field)
  return {
    value: field.state.value,
    onChange: (event: { currentTarget: { value: string } }) => field.handleChange(event.currentTarget.value),
    onBlur: field.handleBlur,
    error,
  }
}

export function TextField(props: Omit<TextInputProps, Wired>) {
  return <TextInput {...props} {...useTextWiring()} />
}

export function TextareaField(props: Omit<TextareaProps, Wired>) {
  return <Textarea {...props} {...useTextWiring()} />
}

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
      {...useTextWiring()}
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
