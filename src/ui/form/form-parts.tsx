/**
 * The kit's form components, used inside `<form.AppForm>`: the `<form>` element itself (no native submission;
 * a submit validates every field, shows their errors, and calls onSubmit only when all pass), the submit button
 * and the form-level error.
 */
import { Button, type ButtonProps, Text } from '@mantine/core'
import { useStore } from '@tanstack/react-form'
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { useFormContext } from './context'
import { submitForm } from './wiring'

export function Form({
  children,
  ...props
}: { children: ReactNode } & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'>) {
  const form = useFormContext()
  return (
    <form noValidate onSubmit={submitForm(form)} {...props}>
      {children}
      <FormError />
    </form>
  )
}

/** Busy (and not clickable twice) while the form is submitting; disabled whenever the form says it cannot submit. */
export function SubmitButton({
  children,
  ...props
}: { children: ReactNode } & Omit<ButtonProps, 'loading' | 'disabled'> & { 'data-testid'?: string }) {
  const form = useFormContext()
  const [canSubmit, isSubmitting] = useStore(form.store, (state) => [state.canSubmit, state.isSubmitting] as const)
  return (
    <Button type="submit" {...props} loading={isSubmitting} disabled={!canSubmit}>
      {children}
    </Button>
  )
}

/**
 * What the form's own validators report for the form as a whole (a rule that belongs to no single field), shown
 * after the first submit attempt. Field rules show next to their fields instead.
 */
export function FormError() {
  const form = useFormContext()
  const message = useStore(form.store, (state) =>
    state.submissionAttempts > 0 ? firstMessage(state.errors) : undefined,
  )
  if (!message) return null
  return (
    <Text c="red.7" size="sm" mt="xs" role="alert" data-testid="form-error">
      {message}
    </Text>
  )
}

function firstMessage(errors: unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
      return error.message
  }
  return undefined
}
