/**
 * The browser that asks for a message, as the development outbox knows it: an HttpOnly `outbox` cookie holding a
 * random 128-bit id. Rows store only its SHA-256, so the table alone never lets anyone read as that browser.
 * The cookie is given out lazily: only when a message is bound to the browser or the browser claims an address.
 */
import { createHash, randomBytes } from 'node:crypto'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppContext } from '../http/context'
import { optionalUser } from '../http/context'
import { isHttpsRequest } from '../../shared/origin'

export const OUTBOX_COOKIE = 'outbox'
const OUTBOX_COOKIE_MAX_AGE = 365 * 24 * 3600

export interface OutboxBrowser {
  /** The hash of the id the browser already has, or null. */
  readonly known: string | null
  /** Gives the browser an id (Set-Cookie) unless it has one; returns the id's hash. */
  ensure(): string
  /** The account the browser is signed in as, if any. */
  userId(): Promise<number | null>
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex')

/** The hash of the request's outbox id; a missing or malformed cookie is no id. */
export function outboxBrowserHash(c: AppContext): string | null {
  const id = getCookie(c, OUTBOX_COOKIE)
  return id && /^[0-9a-f]{32}$/.test(id) ? hashId(id) : null
}

export function outboxBrowser(c: AppContext): OutboxBrowser {
  let known = outboxBrowserHash(c)
  return {
    get known() {
      return known
    },
    ensure() {
      if (known) return known
      const id = randomBytes(16).toString('hex')
      setCookie(c, OUTBOX_COOKIE, id, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: isHttpsRequest(c.req.raw),
        maxAge: OUTBOX_COOKIE_MAX_AGE,
      })
      known = hashId(id)
      return known
    },
    userId: async () => (await optionalUser(c))?.id ?? null,
  }
}
