/** U3: the shopper's nickname, name (extension) and avatar. The avatar must be one of their own uploads, or stay as it is. */
import { eq } from 'drizzle-orm'
import type { SessionUser } from '../auth'
import type { DbOrTx } from '../db/client'
import { users } from '../db/schema'
import { badRequest } from '../http/envelope'
import { isOwnUpload, uploadKeyOfPath } from '../uploads'
import type { UserEditInput } from './profile-schemas'
import { sitePathOf } from '../kit/urls'

export const AVATAR_NOT_ALLOWED = /*i18n*/ 'The avatar must be an image uploaded to this shop'

/** What to store as the avatar: a site path, or '' when the shopper never had one. */
async function checkedAvatar(db: DbOrTx, user: SessionUser, avatar: string | null | undefined, origin: string) {
  if (avatar === undefined || avatar === null) return user.avatar
  const current = user.avatar ? (sitePathOf(user.avatar, origin) ?? user.avatar) : ''
  if (avatar === '') {
    if (current === '') return ''
    throw badRequest(AVATAR_NOT_ALLOWED)
  }
  const path = sitePathOf(avatar, origin)
  if (path === null) {
    // An external avatar already on the account (none are created here, but imported accounts may have one).
    if (avatar === user.avatar) return user.avatar
    throw badRequest(AVATAR_NOT_ALLOWED)
  }
  if (path === current) return user.avatar
  const key = uploadKeyOfPath(path)
  if (!key || !(await isOwnUpload(db, user.id, key))) throw badRequest(AVATAR_NOT_ALLOWED)
  return path
}

export async function editUser(db: DbOrTx, user: SessionUser, input: UserEditInput, origin: string) {
  const avatar = await checkedAvatar(db, user, input.avatar, origin)
  const name = input.name ?? undefined
  await db
    .update(users)
    .set({ nickname: input.nickname, avatar, ...(name === undefined ? {} : { name }) })
    .where(eq(users.id, user.id))
}
