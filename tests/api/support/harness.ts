/**
 * Each API test file gets its own freshly seeded database: PGlite in a folder of its own, filled from the data folder
 * the suite seeded once (seeded-pglite.ts), or a copy of the seeded template on the suite's PostgreSQL server. Requests go through the gateway in-process, exactly as the browser's would.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import type { Envelope } from '~/contract'
import { hashPassword } from '~/server/password'
import { createApi } from '~/server/app'
import { type DatabaseHandle, openDatabase } from '~/server/db/client'
import { users } from '~/server/db/schema'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { handleGatewayRequest } from '~/server/gateway'
import { fillFromSeededDump } from '../../support/seeded-folder'
import { createPostgresDatabase } from './postgres-databases'

export interface ApiHarness {
  handle: DatabaseHandle
  /** The PostgreSQL URL of the test database (undefined on PGlite), for a second process on the same data. */
  databaseUrl: string | undefined
  /** Calls the gateway like a browser would; returns the parsed envelope and the response. */
  call<T = unknown>(path: string, init?: CallInit): Promise<Answer<T>>
  /** GET `path` as `options.as` (a shopper or a session cookie; a guest without it). */
  get<T = unknown>(path: string, options?: RequestOptions): Promise<Answer<T>>
  /** POST `json` (left out when undefined) to `path` as `options.as`. */
  post<T = unknown>(path: string, json?: unknown, options?: RequestOptions): Promise<Answer<T>>
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

/** A call's parsed envelope and the raw response. */
export interface Answer<T> {
  body: Envelope<T>
  response: Response
}

/**
 * Who sends a request and from where: `as` a shopper (or a `Cookie` header value; a guest when absent), `token` as
 * a bare `Authori-zation` header (an external client), `ip` as `X-Forwarded-For`. Everything else as in `CallInit`.
 */
export type RequestOptions = Omit<CallInit, 'method' | 'json'> & { as?: Shopper | string; token?: string; ip?: string }

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

export const ORIGIN = 'http://shop.test'

/**
 * A database-sensitive file runs on PGlite too (vitest.config.ts); there it may leave out a row or test whose SQL
 * another one already runs on PGlite (a sort order's mirror, a second seed to compare with): `it.skipIf(pgliteShort)`.
 * PostgreSQL runs them all, and so does PGlite under `npm run test:api:all` (API_PGLITE=all).
 */
export const pgliteShort = process.env.TEST_DATABASE === 'pglite' && process.env.API_PGLITE !== 'all'

/**
 * `open`: the file's own database instead of a fresh copy of the seeded one (tests/api/read-replica.test.ts opens a
 * primary with a streaming replica); it is closed after the file like the others.
 */
export function useApiHarness(options: { open?: () => Promise<DatabaseHandle> } = {}): ApiHarness {
  let handle: DatabaseHandle
  let api: ReturnType<typeof createApi>
  let dropDatabase: (() => Promise<void>) | undefined
  let databaseUrl: string | undefined

  beforeAll(async () => {
    if (options.open) {
      handle = await options.open()
    } else if (process.env.TEST_DATABASE === 'postgres') {
      const database = await createPostgresDatabase('shop', { seeded: true })
      databaseUrl = database.url
      handle = await openDatabase({ url: database.url, seed: true })
      dropDatabase = database.drop
    } else {
      // The seeded tarball laid out by `tar` in a throwaway folder, which PGlite opens as the server opens DATA_DIR:
      // about 2 s of CPU a file less than PGlite's own `loadDataDir` into memory (decision 102).
      const dir = mkdtempSync(join(tmpdir(), 'shop-api-pglite-'))
      // Removed after the file even when the open fails or overruns the hook's timeout.
      dropDatabase = async () => rmSync(dir, { recursive: true, force: true })
      fillFromSeededDump(dir, inject('pgliteSeeded'))
      handle = await openDatabase({ dataDir: dir, seed: true })
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
    get databaseUrl() {
      return databaseUrl
    },
    async login(email, password) {
      const { response, body } = await harness.call('/api/front/login/email', {
        method: 'POST',
        json: { email, password },
      })
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
        .values({
          email,
          passwordHash: await hashPassword(SECOND_SHOPPER_PASSWORD),
          nickname: email,
          inviteCode,
          userType: 'email',
        })
        .returning({ id: users.id })
      return { id: row.id, cookie: await harness.login(email, SECOND_SHOPPER_PASSWORD) }
    },
    get: (path, options) => harness.call(path, request('GET', undefined, options)),
    post: (path, json, options) => harness.call(path, request('POST', json, options)),
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
      const response = await handleGatewayRequest(new Request(`${ORIGIN}${path}`, { ...rest, headers, body }), api, {
        clientIp,
      })
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

function request(method: string, json: unknown, options: RequestOptions = {}): CallInit {
  const { as, token, ip, headers: given, ...rest } = options
  const headers = new Headers(given)
  const cookie = typeof as === 'string' ? as : as?.cookie
  if (cookie) headers.set('cookie', cookie)
  if (token) headers.set('authori-zation', token)
  if (ip) headers.set('x-forwarded-for', ip)
  return { ...rest, method, json, headers }
}

/**
 * The envelope's `code` is `code` (on a mismatch the server's message is shown), and its message matches `message`
 * when one is given; returns the data.
 */
export function expectCode<T>(answer: Answer<T>, code: number, message?: string | RegExp): T {
  expect(answer.body.code, answer.body.message).toBe(code)
  if (typeof message === 'string') expect(answer.body.message).toBe(message)
  else if (message) expect(answer.body.message).toMatch(message)
  return answer.body.data
}

/** A successful answer's data (code 200, else the test fails with the server's message). */
export const ok = <T>(answer: Answer<T>): T => expectCode(answer, 200)

/** The token cookie from a login response, as a `Cookie` header value. */
export function sessionCookie(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('token='))
  if (!setCookie) throw new Error('no token cookie was set')
  return setCookie.split(';')[0]
}
