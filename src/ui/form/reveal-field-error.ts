/**
 * Shows a field's error at once, as if the shopper had left it (the kit shows an error only once a field is left or
 * after a submit). A code button checks the address it would send to and, when it is not valid, says why on that field
 * instead of sending: its `onSend` returns this, which resolves null (nothing was sent).
 */
import type { AnyFormApi, DeepKeys } from '@tanstack/react-form'

export async function revealFieldError<Form extends AnyFormApi>(
  form: Form,
  name: DeepKeys<Form['state']['values']>,
): Promise<null> {
  form.setFieldMeta(name, (meta) => ({ ...meta, isBlurred: true, isTouched: true }))
  await form.validate('change')
  return null
}
