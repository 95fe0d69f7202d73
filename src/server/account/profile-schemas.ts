/** U3 input: the nickname, name (extension) and avatar the shopper edits in "User info". */
import * as v from 'valibot'
import { fixedValues } from '../http/validate'
import { NAME_MAX_LENGTH, NICKNAME_MAX_LENGTH, nicknameLength } from '~/contract'

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

export const UserEdit = v.object(
  {
    nickname: v.pipe(
      v.optional(v.nullable(v.string(/*i18n*/ 'Nickname must be text')), ''),
      v.transform((s) => (s ?? '').trim()),
      v.nonEmpty(/*i18n*/ 'Nickname cannot be empty'),
      v.check(
        (s) => nicknameLength(s) <= NICKNAME_MAX_LENGTH,
        fixedValues(/*i18n*/ 'Nickname must be at most {max} characters', { max: NICKNAME_MAX_LENGTH }),
      ),
      v.check((s) => !CONTROL_CHARACTERS.test(s), /*i18n*/ 'Nickname contains characters that are not allowed'),
    ),
    /** Extension: the user's name (docs/spec.md §3.12 (#spec-3-12)); left out (or null) keeps it, '' clears it. */
    name: v.optional(
      v.nullable(
        v.pipe(
          v.string(/*i18n*/ 'Name must be text'),
          v.trim(),
          v.check(
            (s) => nicknameLength(s) <= NAME_MAX_LENGTH,
            fixedValues(/*i18n*/ 'Name must be at most {max} characters', { max: NAME_MAX_LENGTH }),
          ),
          v.check((s) => !CONTROL_CHARACTERS.test(s), /*i18n*/ 'Name contains characters that are not allowed'),
        ),
      ),
    ),
    /** Absolute or site-relative URL; left out (or null) keeps the current avatar. */
    avatar: v.optional(
      v.nullable(
        v.pipe(
          v.string(/*i18n*/ 'Avatar must be an image URL'),
          v.trim(),
          v.maxLength(500, /*i18n*/ 'Avatar URL is too long'),
        ),
      ),
    ),
  },
  /*i18n*/ 'The request body must be a JSON object',
)
export type UserEditInput = v.InferOutput<typeof UserEdit>
