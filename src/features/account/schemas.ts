/**
 * Account settings rules (docs/spec.md §5.33 (#spec-5-33)). Messages arrive translated, so one schema serves every
 * locale.
 */
import * as v from 'valibot'
import { EMAIL_PATTERN, meetsPasswordRule, NAME_MAX_LENGTH, NICKNAME_MAX_LENGTH, nicknameLength } from '~/contract'
import { isValidPhone } from '~/lib/phone-countries'

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const

export const profileSchema = (m: { nicknameEmpty: string; nicknameTooLong: string; nameTooLong: string }) =>
  v.object({
    nickname: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(m.nicknameEmpty),
      v.check((s) => nicknameLength(s) <= NICKNAME_MAX_LENGTH, m.nicknameTooLong),
    ),
    /** The user's name (docs/spec.md §3.12 (#spec-3-12)): optional, at most NAME_MAX_LENGTH characters. */
    name: v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => nicknameLength(s) <= NAME_MAX_LENGTH, m.nameTooLong),
    ),
  })

export interface PasswordMessages {
  emptyCaptcha: string
  correctCaptcha: string
  emptyPassword: string
  weakPassword: string
  againPassword: string
  diffPassword: string
}

/** Password-change rules: code (letters or digits), a new password meeting the server's rule, repeat; the two must match. */
export const passwordChangeSchema = (m: PasswordMessages) =>
  v.pipe(
    v.object({
      captcha: v.pipe(v.string(), v.trim(), v.nonEmpty(m.emptyCaptcha), v.regex(/^[A-Za-z0-9]+$/, m.correctCaptcha)),
      newPassword: v.pipe(v.string(), v.nonEmpty(m.emptyPassword), v.check(meetsPasswordRule, m.weakPassword)),
      passwordAgain: v.pipe(v.string(), v.nonEmpty(m.againPassword)),
    }),
    v.forward(
      v.partialCheck(
        [['newPassword'], ['passwordAgain']],
        (input) => input.passwordAgain === '' || input.newPassword === input.passwordAgain,
        m.diffPassword,
      ),
      ['passwordAgain'],
    ),
  )

/** The client-side avatar check: JPG/PNG only, at most 5 MB. */
export function avatarProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > AVATAR_MAX_BYTES) return 'size'
  return null
}

export interface ContactMessages {
  emailEmpty: string
  correctEmail: string
  emptyPhone: string
  invalidPhone: string
  emptyCaptcha: string
  correctCaptcha: string
}

/** Adding an e-mail or a phone: the new address (the phone checked for its country), then the code sent to it. */
export const addContactSchema = (kind: 'email' | 'phone', m: ContactMessages) =>
  v.pipe(
    v.object({
      email:
        kind === 'email'
          ? v.pipe(v.string(), v.trim(), v.nonEmpty(m.emailEmpty), v.regex(EMAIL_PATTERN, m.correctEmail))
          : v.string(),
      country: v.string(),
      phone: kind === 'phone' ? v.pipe(v.string(), v.trim(), v.nonEmpty(m.emptyPhone)) : v.string(),
      captcha: v.pipe(v.string(), v.trim(), v.nonEmpty(m.emptyCaptcha), v.regex(/^[A-Za-z0-9]+$/, m.correctCaptcha)),
    }),
    v.forward(
      v.partialCheck(
        [['country'], ['phone']],
        (input) => kind !== 'phone' || isValidPhone(input.phone, input.country),
        m.invalidPhone,
      ),
      ['phone'],
    ),
  )
