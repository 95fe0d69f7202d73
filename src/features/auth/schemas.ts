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

export const emailLoginSchema = (m: LoginMessages) =>
  v.object({
    email: v.pipe(v.string(), v.trim(), v.nonEmpty(m.emailEmpty), v.regex(EMAIL_PATTERN, m.correctEmail)),
    password: v.pipe(v.string(), v.nonEmpty(m.emptyPassword)),
    agreement: agreed(m.agreement),
  })

export const phoneLoginSchema = (m: LoginMessages) =>
  v.object({
    countryCode: v.string(),
    phone: v.pipe(v.string(), v.trim(), v.nonEmpty(m.emptyPhone)),
    password: v.pipe(v.string(), v.nonEmpty(m.emptyPassword)),
    agreement: agreed(m.agreement),
  })
