/**
 * The one form kit (TanStack Form's createFormHook). A form is
 *
 *   const form = useAppForm({ defaultValues, validators: { onChange: schema(messages) }, canSubmitWhenInvalid: true, onSubmit })
 *   <form.AppForm>
 *     <form.Form data-testid="…">
 *       <form.AppField name="email">{(field) => <field.TextField label={t`E-mail`} type="email" />}</form.AppField>
 *       <form.SubmitButton>…</form.SubmitButton>
 *     </form.Form>
 *   </form.AppForm>
 *
 * The valibot schema validates on change with messages passed in translated; a field shows its first error once
 * it was left or a submit was tried. A field that needs a feature's data (the pay methods) stays in its feature and
 * joins the kit there through `extendForm`.
 */
import { createFormHook } from '@tanstack/react-form'
import { CodeField } from './code-field'
import { CountryField } from './lazy-country-field'
import { fieldContext, formContext } from './context'
import { Form, FormError, SubmitButton } from './form-parts'
import { PhoneField } from './lazy-phone-field'
import { RatingField } from './rating-field'
import { AgreementField, CheckboxField, PasswordField, SelectField, TextareaField, TextField } from './text-fields'

export const { useAppForm, withForm, extendForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    TextareaField,
    SelectField,
    CountryField,
    PasswordField,
    CheckboxField,
    AgreementField,
    PhoneField,
    CodeField,
    RatingField,
  },
  formComponents: { Form, SubmitButton, FormError },
})

export { useFieldContext, useShownError } from './context'
