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
 * joins the kit there through `extendLeanForm` of `./lean` (the base without the sign-in, account and review
 * fields, decision 94).
 */
import { AgreementField, CheckboxField, PasswordField, SelectField } from './choice-fields'
import { CodeField } from './code-field'
import { extendLeanForm } from './lean'
import { RatingField } from './rating-field'

export const { useAppForm } = extendLeanForm({
  fieldComponents: { SelectField, PasswordField, CheckboxField, AgreementField, CodeField, RatingField },
})

export { useFieldContext, useShownError } from './context'
