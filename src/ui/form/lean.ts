/**
 * The form kit's lean base: the text fields, the lazy country and phone fields and the form parts, without the
 * fields only sign-in, account and review forms use (password, checkbox, agreement, code, rating, select). A form
 * on a first-load page (the order confirm page, decision 94) extends this base with its own field instead of the
 * whole kit, so those fields' Mantine inputs stay out of its first load. Every other form uses `~/ui/form`, which is
 * this base with the rest of the fields.
 */
import { createFormHook } from '@tanstack/react-form'
import { fieldContext, formContext } from './context'
import { Form, FormError, SubmitButton } from './form-parts'
import { CountryField } from './lazy-country-field'
import { PhoneField } from './lazy-phone-field'
import { TextareaField, TextField } from './text-fields'

export const { extendForm: extendLeanForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextareaField, CountryField, PhoneField },
  formComponents: { Form, SubmitButton, FormError },
})

export { useFieldContext, useShownError } from './context'
