/**
 * Known devices: a browser that signed in to an account carries an HttpOnly `device` cookie naming that account,
 * signed with a key every app server shares (a `server_secrets` row, created at first use). A known device is
 * exempt from the per-account password lock, so a stranger failing on purpose cannot keep the owner out
 * (decision 0006). Format: `<uid>-<uid>….<expires epoch s>.<HMAC-SHA256 base64url>`, at most 5 accounts.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getCookie, setCookie } from 'hono/cookie'
import type { Db } from '../db/client'
import { serverSecrets } from '../db/schema'
import type { AppContext } from '../http/context'
import { isHttpsRequest } from '../../shared/origin'

export const DEVICE_COOKIE = 'device'
const KEY_NAME = 'device-cookie-key'
const MAX_AGE_SECONDS = 180 * 24 * 3600
const MAX_ACCOUNTS = 5
const COOKIE_SHAPE = /^(\d{1,10}(?:-\d{1,10}){0,4})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

const keys = new WeakMap<Db, Buffer>()

/** The signing key, or null while none exists (then no cookie can be valid, and none is created just to check). */
async function deviceKey(db: Db, create: boolean): Promise<Buffer | null> {
  const cached = keys.get(db)
  if (cached) return cached
  if (create) {
    // Several servers may race here: the first insert wins and everyone reads the winner.
    await db
      .insert(serverSecrets)
      .values({ name: KEY_NAME, value: randomBytes(32).toString('base64') })
      .onConflictDoNothing()
  }
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, KEY_NAME))
  if (!row) return null
  const key = Buffer.from(row.value, 'base64')
  keys.set(db, key)
  return key
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url')

/** The accounts this browser's valid device cookie names. */
async function deviceAccounts(c: AppContext): Promise<number[]> {
  const match = COOKIE_SHAPE.exec(getCookie(c, DEVICE_COOKIE) ?? '')
  if (!match || Number(match[2]) * 1000 < Date.now()) return []
  const key = await deviceKey(c.get('db'), false)
  if (!key) return []
  const expected = Buffer.from(sign(key, `${match[1]}.${match[2]}`))
  const given = Buffer.from(match[3])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return []
  return match[1].split('-').map(Number)
}

export async function isKnownDevice(c: AppContext, userId: number): Promise<boolean> {
  return (await deviceAccounts(c)).includes(userId)
}

/** Marks this browser as a known device of `userId` (newest first, keeping the last 5 accounts). */
export async function rememberDevice(c: AppContext, userId: number) {
  const accounts = [userId, ...(await deviceAccounts(c)).filter((id) => id !== userId)].slice(0, MAX_ACCOUNTS)
  const key = await deviceKey(c.get('db'), true)
  if (!key) return
  const payload = `${accounts.join('-')}.${Math.floor(Date.now() / 1000) + MAX_AGE_SECONDS}`
  setCookie(c, DEVICE_COOKIE, `${payload}.${sign(key, payload)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttpsRequest(c.req.raw),
    maxAge: MAX_AGE_SECONDS,
  })
}
