/**
 * Login form rules (spec §5). Messages are passed in already translated, so one schema serves every locale.
 */
import * as v from 'valibot'

/** Letters, digits, underscore or hyphen, then @, then a domain with at least one dot. */
export const EMAIL_PATTERN = /^[\w-]+(\.[\w-]+)*@[\w-]+(\.[\w-]+)+$/

export interface LoginMessages {
  emailEmpty: string
  correctEmail: string
  emptyPhone: string
  emptyPassword: string
  agreement: string
}

const agreed = (message: string) => v.pipe(v.boolean(), v.check((value) => value, message))

/** The password sign-in form: e-mail (mode 2) or phone (mode 1); the other mode's fields are not checked. */
export const passwordLoginSchema = (mode: 'email' | 'phone', m: LoginMessages) =>
  v.object({
    email: mode === 'email' ? v.pipe(v.string(), v.trim(), v.nonEmpty(m.emailEmpty), v.regex(EMAIL_PATTERN, m.correctEmail)) : v.string(),
    countryCode: v.string(),
    phone: mode === 'phone' ? v.pipe(v.string(), v.trim(), v.nonEmpty(m.emptyPhone)) : v.string(),
    password: v.pipe(v.string(), v.nonEmpty(m.emptyPassword)),
    agreement: agreed(m.agreement),
  })
