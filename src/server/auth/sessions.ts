/**
 * Login tokens: 32 random bytes (base64url) handed to the client; only their SHA-256 is stored.
 * Lifetime follows the token-cookie reading (7 days or 1 year). Logout revokes the row.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { config } from '../../../app.config'
import type { DbOrTx } from '../db/client'
import { preparedStatement } from '../db/prepared'
import { users, userSessions } from '../db/schema'

export interface SessionUser {
  id: number
  email: string | null
  phone: string | null
  countryCode: string | null
  nickname: string
  name: string
  avatar: string
  inviteCode: string
  userType: string
  isVisitor: boolean
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createSession(db: DbOrTx, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + config().tokenCookie.maxAgeSeconds * 1000)
  await db.insert(userSessions).values({ tokenHash: hashToken(token), userId, expiresAt })
  return token
}

/** The signed-in user of a token: every authenticated call reads it, so it is a prepared statement (decision 61). */
export async function findSessionUser(db: DbOrTx, token: string): Promise<SessionUser | null> {
  if (token.length > 200) return null
  const rows = await preparedStatement(db, 'session_user', (db, name) =>
    db
      .select({
        id: users.id,
        email: users.email,
        phone: users.phone,
        countryCode: users.countryCode,
        nickname: users.nickname,
        name: users.name,
        avatar: users.avatar,
        inviteCode: users.inviteCode,
        userType: users.userType,
        isVisitor: users.isVisitor,
      })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      .where(
        and(
          eq(userSessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(userSessions.revokedAt),
          gt(userSessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .prepare(name),
  ).execute({ tokenHash: hashToken(token), now: new Date() })
  return rows[0] ?? null
}

export async function revokeSession(db: DbOrTx, token: string) {
  await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(eq(userSessions.tokenHash, hashToken(token)))
}
