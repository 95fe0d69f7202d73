/** The one form pattern: TanStack Form with a valibot schema; a field shows its first error message. */
export function fieldError(meta: { errors: unknown[]; isTouched?: boolean }, submitted: boolean): string | undefined {
  if (!submitted && !meta.isTouched) return undefined
  const first = meta.errors.find(Boolean) as { message?: string } | string | undefined
  if (!first) return undefined
  return typeof first === 'string' ? first : first.message
}
