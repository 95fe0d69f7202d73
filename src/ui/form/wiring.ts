/**
 * The two rules behind every kit form: when a field shows its error, and how the `<form>` submits.
 */

/** A field shows its first error once the user has left it or tried to submit (not while typing the first characters). */
export function fieldError(meta: { errors: unknown[]; isBlurred?: boolean }, submitted: boolean): string | undefined {
  if (!submitted && !meta.isBlurred) return undefined
  const first = meta.errors.find(Boolean) as { message?: string } | string | undefined
  if (!first) return undefined
  return typeof first === 'string' ? first : first.message
}

/** The form's submit handler: no native submission; validation errors stay in the fields, server errors are toasted. */
export function submitForm(form: { handleSubmit: () => Promise<unknown> }) {
  return (event: { preventDefault: () => void }) => {
    event.preventDefault()
    form.handleSubmit().catch(() => undefined)
  }
}
