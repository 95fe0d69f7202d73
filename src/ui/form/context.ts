/**
 * The kit's React contexts (one form, one field) and the rule for when a field shows its error: once the shopper
 * has left it or tried to submit, not while the first characters are typed.
 */
import { type AnyFieldApi, createFormHookContexts, useStore } from '@tanstack/react-form'
import { fieldError } from './wiring'

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** Whether the shopper has tried to submit the field's form at least once. */
export function useSubmitted(field: AnyFieldApi): boolean {
  return useStore(field.form.store, (state) => state.submissionAttempts > 0)
}

/** The error a field shows now; messages are already in the shopper's locale (schemas get translated texts). */
export function useShownError(field: AnyFieldApi): string | undefined {
  const submitted = useSubmitted(field)
  return fieldError(field.state.meta, submitted)
}
