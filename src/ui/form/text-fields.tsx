/**
 * The kit's pre-bound inputs: each reads its TanStack Form field from context (`<form.AppField name="…">`), so a
 * form writes `{(field) => <field.TextField label={t`E-mail`} />}` and never wires value, change, blur or error.
 * The text and textarea fields are here (the lean base, `./lean`); the choice, password and checkbox fields are in
 * `./choice-fields` (the whole kit), so a lean form's first load has none of their Mantine inputs (decision 94).
 */
import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core'
import type { AnyFieldApi } from '@tanstack/react-form'
import { useFieldContext, useShownError } from './context'
import { useEarlyText } from '~/ui/early-input'

export type Wired = 'value' | 'onChange' | 'onBlur' | 'error' | 'checked' | 'ref'

/** Hooks a text-like Mantine input (or a native select) to the field in context. */
export function useTextWiring() {
  const field = useFieldContext<string>()
  const error = useShownError(field)
  return {
    value: field.state.value,
    onChange: (event: { currentTarget: { value: string } }) => field.handleChange(event.currentTarget.value),
    onBlur: field.handleBlur,
    error,
  }
}

/**
 * `useTextWiring` for a text input or textarea, which also keeps what was typed into it before hydration
 * (~/ui/early-input). Not for a select: its value is an option's.
 */
export function useTextInputWiring() {
  return { ...useTextWiring(), ref: useEarlyFieldText(useFieldContext<string>()) }
}

/** The early-input ref of a kit field's text input (the text fields, the code field, the phone field). */
export function useEarlyFieldText(field: AnyFieldApi) {
  return useEarlyText(() => String(field.state.value ?? ''), field.handleChange)
}

export function TextField(props: Omit<TextInputProps, Wired>) {
  return <TextInput {...props} {...useTextInputWiring()} />
}

export function TextareaField(props: Omit<TextareaProps, Wired>) {
  return <Textarea {...props} {...useTextInputWiring()} />
}
