/** Request schemas of the account endpoints (messages are shown to the user by the client). */
import * as v from 'valibot'
import { fixedValues } from '../http/validate'
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  meetsPasswordRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '~/contract'

export const email = v.pipe(
  v.string(/*i18n*/ 'is required'),
  v.trim(),
  v.nonEmpty(/*i18n*/ 'Please enter your e-mail'),
  v.maxLength(EMAIL_MAX_LENGTH, /*i18n*/ 'The e-mail is too long'),
  v.regex(EMAIL_PATTERN, /*i18n*/ 'Please enter a valid e-mail'),
  v.toLowerCase(),
)
export const password = v.pipe(
  v.string(/*i18n*/ 'is required'),
  v.nonEmpty(/*i18n*/ 'Please enter your password'),
  v.maxLength(128, /*i18n*/ 'The password is too long'),
)
/** Dial code as `+7` or `7` (string or number); stored as `+7`. */
export const countryCode = v.pipe(
  v.union([v.string(), v.number()], /*i18n*/ 'is required'),
  v.transform((value) => String(value).trim().replace(/^\+?/, '+')),
  v.regex(/^\+\d{1,4}$/, /*i18n*/ 'Please choose a valid country code'),
)
export const phone = v.pipe(
  v.union([v.string(), v.number()], /*i18n*/ 'is required'),
  v.transform((value) => String(value).replace(/[\s()-]/g, '')),
  v.nonEmpty(/*i18n*/ 'Please enter your phone number'),
  v.regex(/^\d{4,15}$/, /*i18n*/ 'Please enter a valid phone number'),
)

export const EmailLogin = v.object({ email, password })
export const PhonePasswordLogin = v.object({ countryCode, phone, password })

/** New passwords: the contract's rule (8–64 characters with at least one letter and one digit). */
export const PASSWORD_RULE = fixedValues(
  /*i18n*/ 'The password must be {min} to {max} characters long and contain a letter and a digit',
  { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
)
export const newPassword = v.pipe(
  v.string(/*i18n*/ 'is required'),
  v.nonEmpty(/*i18n*/ 'Please enter your password'),
  v.check(meetsPasswordRule, PASSWORD_RULE),
)
/** A 6-digit verification code (digits only; spaces are ignored). */
export const captcha = v.pipe(
  v.union([v.string(), v.number()], /*i18n*/ 'is required'),
  v.transform((value) => String(value).replace(/\s/g, '')),
  v.nonEmpty(/*i18n*/ 'Please enter the verification code'),
  v.regex(/^\d{6}$/, /*i18n*/ 'The verification code is 6 digits'),
)
export const inviteCode = v.optional(
  v.pipe(
    v.union([v.string(), v.null()]),
    v.transform((s) => (s ?? '').trim().toUpperCase()),
  ),
  '',
)

export const PhoneCaptchaLogin = v.object({ countryCode, phone, captcha })
export const EmailRegister = v.object({ email, captcha, password: newPassword, inviteCode })
export const PhoneRegister = v.object({ countryCode, phone, captcha, password: newPassword, inviteCode })
export const VisitorEntry = v.object({
  countryCode: v.optional(v.union([v.string(), v.number()]), ''),
  email,
  phone: v.optional(v.union([v.string(), v.number(), v.null()]), ''),
  /** Extension: the code mailed to an e-mail that already belongs to a tourist account (`codeRequired`). */
  captcha: v.optional(captcha),
})
export const SendSmsCode = v.object({ countryCode, phone })
/** Adding a contact to the signed-in account (extension): the new e-mail or phone, then the code sent to it. */
export const AddEmailCode = v.object({ email })
export const AddEmail = v.object({ email, captcha })
export const AddPhone = v.object({ countryCode, phone, captcha })
export const ResetPassword = v.object({
  email,
  captcha,
  newPassword: newPassword,
  passwordAgain: v.string(/*i18n*/ 'is required'),
})
export const ChangePassword = v.object({
  captcha,
  newPassword: newPassword,
  passwordAgain: v.string(/*i18n*/ 'is required'),
})
export const TwitterLogin = v.object({
  oauthToken: v.pipe(v.string(/*i18n*/ 'is required'), v.nonEmpty(/*i18n*/ 'is required'), v.maxLength(200)),
  oauthTokenSecret: v.pipe(v.string(/*i18n*/ 'is required'), v.maxLength(200)),
  oauthVerifier: v.pipe(v.string(/*i18n*/ 'is required'), v.nonEmpty(/*i18n*/ 'is required'), v.maxLength(200)),
})

/** Google sign-in: the id token Google Identity Services gave the browser (`credential` in its callback). */
export const GoogleLogin = v.object({
  idToken: v.pipe(v.string(/*i18n*/ 'is required'), v.trim(), v.nonEmpty(/*i18n*/ 'is required'), v.maxLength(4096)),
})

/** Facebook sign-in: the access token Facebook Login gave the browser. */
export const FacebookLogin = v.object({
  accessToken: v.pipe(
    v.string(/*i18n*/ 'is required'),
    v.trim(),
    v.nonEmpty(/*i18n*/ 'is required'),
    v.maxLength(1024),
  ),
})

/**
 * The raw-text e-mail of C4/C5, validated like the JSON `email` field.
 * @alias
 */
export const RawEmail = email
