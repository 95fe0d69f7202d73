/**
 * Per-request context of the embedded API: the database, absolute URLs for media, and the session user.
 * The user is resolved lazily, so public endpoints never touch the session table.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { findSessionUser, type SessionUser } from '../auth/sessions'
import { type Db, getDb } from '../db/client'
import { unauthorized } from './envelope'
import { oncePerRequest } from './request-scope'
import { originOf } from '../../shared/origin'

export { originOf }

export type AppEnv = {
  Variables: {
    db: Db
    origin: string
    token: string | null
    sessionUser: Promise<SessionUser | null> | undefined
  }
}
export type AppContext = Context<AppEnv>

/** Reads the token: `Authori-zation` (bare or Bearer), then `Authorization: Bearer`. */
export function tokenFromHeaders(headers: Headers): string | null {
  const candidates = [headers.get('authori-zation'), headers.get('authorization')]
  for (const raw of candidates) {
    const value = raw?.trim()
    if (!value) continue
    const token = value.replace(/^Bearer\s+/i, '').trim()
    if (token && token !== 'undefined' && token !== 'null') return token
  }
  return null
}

export function requestContext(getDatabase: () => Promise<Db> = getDb): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('db', await getDatabase())
    c.set('origin', originOf(c.req.raw))
    c.set('token', tokenFromHeaders(c.req.raw.headers))
    await next()
  }
}

/** Site-relative media paths become absolute URLs (the API contract wants absolute image URLs). */
export function absoluteUrl(c: AppContext, path: string): string {
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path
  return `${c.get('origin')}${path.startsWith('/') ? '' : '/'}${path}`
}

export function optionalUser(c: AppContext): Promise<SessionUser | null> {
  let pending = c.get('sessionUser')
  if (!pending) {
    const token = c.get('token')
    const db = c.get('db')
    // A page's in-process reads (decision 55) share one look-up of the session; a call that may change it does not.
    pending = !token
      ? Promise.resolve(null)
      : c.req.method === 'GET'
        ? oncePerRequest(`session user ${token}`, () => findSessionUser(db, token))
        : findSessionUser(db, token)
    c.set('sessionUser', pending)
  }
  return pending
}

export async function requireUser(c: AppContext): Promise<SessionUser> {
  const user = await optionalUser(c)
  if (!user)
    throw unauthorized(c.get('token') ? /*i18n*/ 'Login expired, please log in again' : /*i18n*/ 'Please log in')
  return user
}

/** `absoluteUrl` bound to this request, for services that emit image URLs. */
export const absUrls = (c: AppContext) => (path: string) => absoluteUrl(c, path)
