/**
 * Login dialog rules (docs/spec.md §5.2–§5.20 (#spec-5-2)), one schema per mode. Messages are passed in already
 * translated, so one schema serves every locale. Phone numbers are checked against the chosen country (`country` is an
 * ISO code). The e-mail pattern and the new-password rule are the API's own, from the wire contract.
 */
import * as v from 'valibot'
import { EMAIL_PATTERN, meetsPasswordRule } from '~/contract'
import { isValidPhone } from '~/lib/phone-countries'

export { EMAIL_PATTERN } from '~/contract'
/** Verification codes: letters or digits only (correctCaptche). */
export const CODE_PATTERN = /^[A-Za-z0-9]+$/

export interface LoginMessages {
  emailEmpty: string
  correctEmail: string
  emptyPhone: string
  /** The number does not fit the chosen country. */
  invalidPhone: string
  emptyPassword: string
  /** A new password (register, reset) that breaks the contract's rule. */
  weakPassword: string
  emptyCaptche: string
  correctCaptche: string
  againPassword: string
  diffPassword: string
  agreement: string
}

const agreed = (message: string) =>
  v.pipe(
    v.boolean(),
    v.check((value) => value, message),
  )
export const emailField = (m: Pick<LoginMessages, 'emailEmpty' | 'correctEmail'>) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(m.emailEmpty), v.regex(EMAIL_PATTERN, m.correctEmail))
const phoneRequired = (m: Pick<LoginMessages, 'emptyPhone'>) => v.pipe(v.string(), v.trim(), v.nonEmpty(m.emptyPhone))
const codeField = (m: LoginMessages) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(m.emptyCaptche), v.regex(CODE_PATTERN, m.correctCaptche))
const passwordField = (m: LoginMessages) => v.pipe(v.string(), v.nonEmpty(m.emptyPassword))
/** A password being chosen: the API refuses one that breaks the rule, so the form says so first. */
const newPasswordField = (m: LoginMessages) => v.pipe(passwordField(m), v.check(meetsPasswordRule, m.weakPassword))

/** The per-country number check, reported on `phone` (skipped when the mode has no phone). */
const phoneFits =
  (enabled = true) =>
  (input: { country: string; phone: string }) =>
    !enabled || isValidPhone(input.phone, input.country)

/** Modes 1 (phone) and 2 (e-mail): the other mode's fields are not checked. */
export const passwordLoginSchema = (mode: 'email' | 'phone', m: LoginMessages) =>
  v.pipe(
    v.object({
      email: mode === 'email' ? emailField(m) : v.string(),
      country: v.string(),
      phone: mode === 'phone' ? phoneRequired(m) : v.string(),
      password: passwordField(m),
      agreement: agreed(m.agreement),
    }),
    v.forward(v.partialCheck([['country'], ['phone']], phoneFits(mode === 'phone'), m.invalidPhone), ['phone']),
  )

/** Mode 3: phone and SMS code (quick login). */
export const codeLoginSchema = (m: LoginMessages) =>
  v.pipe(
    v.object({ country: v.string(), phone: phoneRequired(m), captcha: codeField(m), agreement: agreed(m.agreement) }),
    v.forward(v.partialCheck([['country'], ['phone']], phoneFits(), m.invalidPhone), ['phone']),
  )

/** Mode 4: the e-mail that receives the reset code. */
export const forgotPasswordSchema = (m: LoginMessages) =>
  v.object({ email: emailField(m), agreement: agreed(m.agreement) })

/** Mode 5: code, new password and its repetition, which must match (diffPassword, on the repeat field). */
export const resetPasswordSchema = (m: LoginMessages) =>
  v.pipe(
    v.object({
      email: emailField(m),
      captcha: codeField(m),
      newPassword: newPasswordField(m),
      passwordAgain: v.pipe(v.string(), v.nonEmpty(m.againPassword)),
      agreement: agreed(m.agreement),
    }),
    v.forward(
      v.partialCheck(
        [['newPassword'], ['passwordAgain']],
        (input) => input.newPassword === input.passwordAgain,
        m.diffPassword,
      ),
      ['passwordAgain'],
    ),
  )

/** Mode 6: register by e-mail or by phone; code, password and agreement in both. */
export const registerSchema = (channel: 'email' | 'phone', m: LoginMessages) =>
  v.pipe(
    v.object({
      email: channel === 'email' ? emailField(m) : v.string(),
      country: v.string(),
      phone: channel === 'phone' ? phoneRequired(m) : v.string(),
      captcha: codeField(m),
      password: newPasswordField(m),
      agreement: agreed(m.agreement),
    }),
    v.forward(v.partialCheck([['country'], ['phone']], phoneFits(channel === 'phone'), m.invalidPhone), ['phone']),
  )

/** Mode 7: tourist entry with an e-mail and a phone. */
export const touristSchema = (m: LoginMessages, withCode = false) =>
  v.pipe(
    v.object({
      email: emailField(m),
      country: v.string(),
      phone: phoneRequired(m),
      // Asked for only once the server said the e-mail was used by a tourist before.
      captcha: withCode ? codeField(m) : v.string(),
      agreement: agreed(m.agreement),
    }),
    v.forward(v.partialCheck([['country'], ['phone']], phoneFits(), m.invalidPhone), ['phone']),
  )
