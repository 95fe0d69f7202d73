/**
 * Each API test file gets its own freshly seeded database: PGlite in memory, or a new database on the suite's
 * PostgreSQL server. Requests go through the gateway in-process, exactly as the browser's would.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { hashPassword } from '~/server/password'
import { createApi } from '~/server/app'
import { type DatabaseHandle, openDatabase } from '~/server/db/client'
import { users } from '~/server/db/schema'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { handleGatewayRequest } from '~/server/gateway'

export interface ApiHarness {
  handle: DatabaseHandle
  /** Calls the gateway like a browser would; returns the parsed envelope and the response. */
  call<T = unknown>(path: string, init?: CallInit): Promise<{ body: Envelope<T>; response: Response }>
  /** Logs in by e-mail and password (expecting success); returns the session `Cookie` header value. */
  login(email: string, password: string): Promise<string>
  /** The seeded demo shopper, logged in. */
  demoShopper(): Promise<Shopper>
  /** A second shopper created directly in the database, logged in through the API (for owner-isolation tests). */
  createShopper(email: string): Promise<Shopper>
}

export interface Shopper {
  id: number
  cookie: string
}

const SECOND_SHOPPER_PASSWORD = 'Second12345!'

/**
 * `json` is sent as the body; `clientHeader: false` leaves out `Form-type: pc` (a foreign page's request);
 * `jar` keeps cookies between calls like one browser (sent with the request, updated from its Set-Cookie);
 * `clientIp` is the socket address the HTTP server would pass to the gateway (none by default).
 */
export type CallInit = RequestInit & { json?: unknown; clientHeader?: boolean; jar?: CookieJar; clientIp?: string }

/** One browser's cookie store; a `cookie` header given to a call is sent as well, and wins over the jar's. */
export class CookieJar {
  readonly cookies = new Map<string, string>()
  header(given: string | null): string | null {
    const parts = [...this.cookies].map(([name, value]) => `${name}=${value}`)
    if (given) parts.unshift(given)
    return parts.length > 0 ? parts.join('; ') : null
  }
  keep(response: Response) {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      if (/max-age=0\b/i.test(setCookie)) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(index + 1).trim())
    }
  }
}

export interface Envelope<T> {
  code: number
  message: string
  data: T
}

export const ORIGIN = 'http://shop.test'

export function useApiHarness(): ApiHarness {
  let handle: DatabaseHandle
  let api: ReturnType<typeof createApi>
  let dropDatabase: (() => Promise<void>) | undefined

  beforeAll(async () => {
    if (process.env.TEST_DATABASE === 'postgres') {
      const adminUrl = inject('postgresAdminUrl')
      const name = `shop_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`create database ${name}`)
      await admin.end()
      const url = adminUrl.replace(/\/postgres$/, `/${name}`)
      handle = await openDatabase({ url, seed: true })
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: adminUrl })
        await client.connect()
        await client.query(`drop database if exists ${name} with (force)`)
        await client.end()
      }
    } else {
      handle = await openDatabase({ dataDir: 'memory://', seed: true })
    }
    api = createApi({ getDb: async () => handle.db })
  })

  afterAll(async () => {
    await handle?.close()
    await dropDatabase?.()
  })

  const harness: ApiHarness = {
    get handle() {
      return handle
    },
    async login(email, password) {
      const { response, body } = await harness.call('/api/front/login/email', { method: 'POST', json: { email, password } })
      expect(body.code, body.message).toBe(200)
      return sessionCookie(response)
    },
    async demoShopper() {
      const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email))
      return { id: row.id, cookie: await harness.login(DEMO_SHOPPER.email, DEMO_SHOPPER.password) }
    },
    async createShopper(email) {
      const inviteCode = randomBytes(4).toString('hex').toUpperCase()
      const [row] = await handle.db
        .insert(users)
        .values({ email, passwordHash: await hashPassword(SECOND_SHOPPER_PASSWORD), nickname: email, inviteCode, userType: 'email' })
        .returning({ id: users.id })
      return { id: row.id, cookie: await harness.login(email, SECOND_SHOPPER_PASSWORD) }
    },
    async call<T>(path: string, init: CallInit = {}) {
      const headers = new Headers(init.headers)
      let body = init.body
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json')
        body = JSON.stringify(init.json)
      }
      if (init.clientHeader !== false && !headers.has('form-type')) headers.set('form-type', 'pc')
      const cookie = init.jar?.header(headers.get('cookie'))
      if (cookie) headers.set('cookie', cookie)
      const { clientIp, ...rest } = init
      const response = await handleGatewayRequest(new Request(`${ORIGIN}${path}`, { ...rest, headers, body }), api, { clientIp })
      init.jar?.keep(response)
      const text = await response.clone().text()
      let parsed: Envelope<T>
      try {
        parsed = JSON.parse(text) as Envelope<T>
      } catch {
        parsed = { code: response.status, message: text, data: null as T }
      }
      return { body: parsed, response }
    },
  }
  return harness
}

/** The token cookie from a login response, as a `Cookie` header value. */
export function sessionCookie(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('token='))
  if (!setCookie) throw new Error('no token cookie was set')
  return setCookie.split(';')[0]
}
