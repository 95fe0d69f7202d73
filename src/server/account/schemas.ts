/** Request schemas of the account endpoints (messages are shown to the user by the client). */
import * as v from 'valibot'

export const EMAIL_PATTERN = /^[\w-]+(\.[\w-]+)*@[\w-]+(\.[\w-]+)+$/

export const email = v.pipe(
  v.string('email is required'),
  v.trim(),
  v.nonEmpty('Please enter your e-mail'),
  v.maxLength(120, 'The e-mail is too long'),
  v.regex(EMAIL_PATTERN, 'Please enter a valid e-mail'),
  v.toLowerCase(),
)
export const password = v.pipe(
  v.string('password is required'),
  v.nonEmpty('Please enter your password'),
  v.maxLength(128, 'The password is too long'),
)
/** Dial code as `+7` or `7` (string or number); stored as `+7`. */
export const countryCode = v.pipe(
  v.union([v.string(), v.number()], 'countryCode is required'),
  v.transform((value) => String(value).trim().replace(/^\+?/, '+')),
  v.regex(/^\+\d{1,4}$/, 'Please choose a valid country code'),
)
export const phone = v.pipe(
  v.union([v.string(), v.number()], 'phone is required'),
  v.transform((value) => String(value).replace(/[\s()-]/g, '')),
  v.nonEmpty('Please enter your phone number'),
  v.regex(/^\d{4,15}$/, 'Please enter a valid phone number'),
)

export const EmailLogin = v.object({ email, password })
export const PhonePasswordLogin = v.object({ countryCode, phone, password })
