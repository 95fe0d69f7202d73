/**
 * The one form pattern: TanStack Form validating with a valibot schema on change; a field shows its first error
 * once the user has left it or tried to submit (not while typing the first characters).
 */
export function fieldError(meta: { errors: unknown[]; isBlurred?: boolean }, submitted: boolean): string | undefined {
  if (!submitted && !meta.isBlurred) return undefined
  const first = meta.errors.find(Boolean) as { message?: string } | string | undefined
  if (!first) return undefined
  return typeof first === 'string' ? first : first.message
}

/** Value, change, blur and error wiring of a TanStack Form field for a Mantine text-like input. */
export function inputProps(
  field: {
    state: { value: string; meta: { errors: unknown[]; isBlurred?: boolean } }
    handleChange: (value: string) => void
    handleBlur: () => void
  },
  submitted: boolean,
) {
  return {
    value: field.state.value,
    onChange: (event: { currentTarget: { value: string } }) => field.handleChange(event.currentTarget.value),
    onBlur: field.handleBlur,
    error: fieldError(field.state.meta, submitted),
  }
}

/** Value, change, blur and error wiring of a TanStack Form field for a custom control that reports values. */
export function valueProps<T>(
  field: {
    state: { value: T; meta: { errors: unknown[]; isBlurred?: boolean } }
    handleChange: (value: T) => void
    handleBlur: () => void
  },
  submitted: boolean,
) {
  return {
    value: field.state.value,
    onChange: (value: T) => field.handleChange(value),
    onBlur: field.handleBlur,
    error: fieldError(field.state.meta, submitted),
  }
}

/** The form's submit handler: no native submission; validation errors stay in the fields, server errors are toasted. */
export function submitForm(form: { handleSubmit: () => Promise<unknown> }) {
  return (event: { preventDefault: () => void }) => {
    event.preventDefault()
    form.handleSubmit().catch(() => undefined)
  }
}
