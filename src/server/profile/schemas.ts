/** U3 input: the nickname and avatar the shopper edits in "User info". */
import * as v from 'valibot'
import { NICKNAME_MAX_LENGTH, nicknameLength } from '~/contract'

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

export const UserEdit = v.object(
  {
    nickname: v.pipe(
      v.optional(v.nullable(v.string('Nickname must be text')), ''),
      v.transform((s) => (s ?? '').trim()),
      v.nonEmpty('Nickname cannot be empty'),
      v.check((s) => nicknameLength(s) <= NICKNAME_MAX_LENGTH, `Nickname must be at most ${NICKNAME_MAX_LENGTH} characters`),
      v.check((s) => !CONTROL_CHARACTERS.test(s), 'Nickname contains characters that are not allowed'),
    ),
    /** Absolute or site-relative URL; left out (or null) keeps the current avatar. */
    avatar: v.optional(
      v.nullable(v.pipe(v.string('Avatar must be an image URL'), v.trim(), v.maxLength(500, 'Avatar URL is too long'))),
    ),
  },
  'The request body must be a JSON object',
)
export type UserEditInput = v.InferOutput<typeof UserEdit>
