/**
 * Issue "Safe to put online, round two", the findings that need the built server (scripts/serve.mjs on the build):
 * - 11: a path starting with `//` answered an empty 500 (serve.mjs set headers on an immutable redirect), and a
 *   signed-in `/login?redirect=` holding a tab, a newline or U+3000 gave the 500 page;
 * - 12: idle and half-open connections were never closed;
 * - 5: behind the project's own nginx block (scripts/scale-out/nginx.mjs, $proxy_add_x_forwarded_for) a client
 *   rotating its X-Forwarded-For got past the per-address limits. Needs nginx (`.ci/run` installs Debian's); the test
 *   is skipped, saying so, only when no nginx is installed.
 * - a browser that left in the middle of a static file threw ERR_INVALID_STATE ("ReadableStream is already
 *   closed") out of undici, outside any request (serve.mjs read the file answer's body to copy it with its headers).
 *
 *   npx vite build && VITEST_SUITE=crash npx vitest run --project crash tests/crash/online-safety.test.ts
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { get, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { nginxConfig } from '../../scripts/scale-out/nginx.mjs'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { freePort } from '../support/net'
import { fillFromSeededDump } from '../support/seeded-folder'
import { ShopServer } from './support/shop-server'

const HEADERS_TIMEOUT_MS = 2000
const KEEP_ALIVE_TIMEOUT_MS = 1500
/** The connections check runs every second: a limit holds within it plus a second, and slack for a busy machine. */
const CLOSED_WITHIN_MS = HEADERS_TIMEOUT_MS + 3000

const nginxBinary = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' })
  .stdout.trim()
  .split('\n')[0]

let work: string
let shop: ShopServer

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'shop-online-safety-'))
  // The shop starts on a copy of the run's seeded PGlite (tests/api/support/seeded-pglite.ts), not an empty folder.
  fillFromSeededDump(join(work, 'pglite'), inject('pgliteSeeded'))
  shop = new ShopServer(
    await freePort(),
    { DATA_DIR: join(work, 'pglite'), DATABASE_URL: '', UPLOAD_DIR: join(work, 'uploads') },
    join(work, 'server.log'),
    {
      // The real limits, one trusted proxy (nginx), and short connection limits for the test.
      RATE_LIMIT_SCALE: '1',
      TRUST_PROXY: 'true',
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    },
  )
  await shop.start()
})

afterAll(async () => {
  await shop?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
})

/** Opens a raw TCP connection, writes `send`, and resolves with the ms until the server closed it (or -1 after `waitMs`). */
function closedAfter(port: number, send: string, waitMs: number): Promise<{ ms: number; received: string }> {
  return new Promise((resolve) => {
    const started = Date.now()
    let received = ''
    const socket = connect(port, '127.0.0.1', () => {
      if (send) socket.write(send)
    })
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ ms: -1, received })
    }, waitMs)
    socket.on('data', (chunk) => (received += chunk.toString('latin1')))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ ms: Date.now() - started, received })
    })
  })
}

describe('finding 11: no 500 for odd paths and return targets', () => {
  it('answers a path starting with // with a body and a same-origin redirect, never an empty 500', async () => {
    for (const path of ['//evil.example', '//evil.example/x?y=1', '//', '//evil.example?locale=ru']) {
      const response = await fetch(`${shop.origin}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } })
      expect(response.status, path).toBeLessThan(500)
      const location = response.headers.get('location')
      if (location) expect(new URL(location, `${shop.origin}${path}`).origin, `${path} → ${location}`).toBe(shop.origin)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })

  it('sends a signed-in visitor on from /login?redirect= with a tab, a newline or U+3000 without a 500', async () => {
    const login = await fetch(`${shop.origin}/api/front/login/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'form-type': 'pc' },
      body: JSON.stringify({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
    })
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('token='))!
      .split(';')[0]
    expect(cookie).toMatch(/^token=./)
    for (const target of [
      '/users\t/order_list',
      '/users\n/order_list',
      '/goods/goods_search?keyword=\u3000tea',
      '/\t/evil.example',
      '/\u3000',
    ]) {
      const response = await fetch(`${shop.origin}/login?redirect=${encodeURIComponent(target)}`, {
        redirect: 'manual',
        headers: { accept: 'text/html', cookie },
      })
      expect(response.status, JSON.stringify(target)).toBeLessThan(500)
      const location = response.headers.get('location')
      if (location) {
        expect(location, JSON.stringify(target)).not.toMatch(/[\t\n\r]/)
        expect(new URL(location, shop.origin).origin, `${JSON.stringify(target)} → ${location}`).toBe(shop.origin)
      }
    }
  })
})

describe('finding 12: idle and half-open connections are closed', () => {
  it('closes a connection that sends nothing', async () => {
    const { ms } = await closedAfter(shop.port, '', 30_000)
    expect(ms, 'still open after 30 s').toBeGreaterThan(0)
    expect(ms).toBeLessThan(CLOSED_WITHIN_MS)
  })

  it('closes a connection whose headers never end', async () => {
    const { ms } = await closedAfter(
      shop.port,
      'GET /api/front/product/category HTTP/1.1\r\nHost: shop\r\nX-Slow: ',
      30_000,
    )
    expect(ms, 'still open after 30 s').toBeGreaterThan(0)
    expect(ms).toBeLessThan(CLOSED_WITHIN_MS)
  })

  it('closes a kept-alive connection idle after its answer', async () => {
    const { ms, received } = await closedAfter(
      shop.port,
      'GET /robots.txt HTTP/1.1\r\nHost: shop\r\nConnection: keep-alive\r\n\r\n',
      30_000,
    )
    expect(received).toMatch(/^HTTP\/1\.1 200/)
    expect(ms, 'still open after 30 s').toBeGreaterThan(0)
    expect(ms).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + 3000)
  })
})

/** The build's client scripts (names under dist/client/assets). */
const builtScripts = () => readdirSync('dist/client/assets').filter((name) => name.endsWith('.js'))
/** Script names, the largest file first. */
const biggestFirst = (names: string[]) =>
  [...names].sort((a, b) => statSync(`dist/client/assets/${b}`).size - statSync(`dist/client/assets/${a}`).size)

describe('a visitor who leaves mid-file', () => {
  it('ends the file quietly: nothing thrown outside a request, and the server keeps serving', async () => {
    // The biggest script, whole and brotli- and gzip-encoded: each answer is larger than the first packet the client reads.
    const biggest = biggestFirst(builtScripts())[0]
    const leaveAfterFirstBytes = (encoding: string) =>
      new Promise<void>((resolve) => {
        const socket = connect(shop.port, '127.0.0.1', () =>
          socket.write(`GET /assets/${biggest} HTTP/1.1\r\nHost: shop\r\nAccept-Encoding: ${encoding}\r\n\r\n`),
        )
        socket.once('data', () => socket.resetAndDestroy())
        socket.on('error', () => {})
        socket.on('close', () => resolve())
      })
    // Before the fix about one visit in twenty logged the error.
    for (let round = 0; round < 20; round++)
      await Promise.all(
        ['identity', 'gzip', 'br', 'identity', 'gzip'].flatMap((encoding) => [
          leaveAfterFirstBytes(encoding),
          leaveAfterFirstBytes(encoding),
        ]),
      )
    await sleep(500)
    expect(shop.log).not.toMatch(/ERR_INVALID_STATE|already closed|closed twice/)
    const whole = await fetch(`${shop.origin}/assets/${biggest}`, { headers: { 'accept-encoding': 'identity' } })
    expect(whole.status).toBe(200)
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await whole.arrayBuffer()).byteLength).toBe(statSync(`dist/client/assets/${biggest}`).size)
  })
})

describe('the build’s precompressed copies (decision 32, made beside the server build: decision 135)', () => {
  it('are written for every script over 1 KB and served as they are: brotli decodes to the script', async () => {
    const files = new Set(readdirSync('dist/client/assets'))
    const large = builtScripts().filter((name) => statSync(`dist/client/assets/${name}`).size >= 1024)
    expect(large.length).toBeGreaterThan(10)
    expect(large.filter((name) => !files.has(`${name}.br`))).toEqual([])
    const biggest = biggestFirst(large)[0]
    // node:http, which leaves the body as sent (fetch would decode it).
    const { headers, body: sent } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) =>
        get(`${shop.origin}/assets/${biggest}`, { headers: { 'accept-encoding': 'br' } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
        }).on('error', reject),
    )
    expect(headers['content-encoding']).toBe('br')
    expect(sent.equals(readFileSync(`dist/client/assets/${biggest}.br`))).toBe(true)
    expect(brotliDecompressSync(sent).equals(readFileSync(`dist/client/assets/${biggest}`))).toBe(true)
  })
})

describe.skipIf(!nginxBinary)('finding 5: per-address limits behind the project’s nginx block', () => {
  let nginx: ChildProcess | undefined
  let nginxPort: number

  beforeAll(async () => {
    nginxPort = await freePort()
    // The scale-out block, with both upstreams on the one server here.
    const { dir, path } = nginxConfig(work, { nginx: nginxPort, a: shop.port, b: shop.port })
    nginx = spawn(nginxBinary, ['-c', path, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const deadline = Date.now() + 15_000
    while (Date.now() < deadline) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`)
      try {
        if ((await fetch(`http://127.0.0.1:${nginxPort}/api/front/product/category`)).status === 200) return
      } catch {
        // Not listening yet.
      }
      await sleep(100)
    }
    throw new Error(`nginx did not answer: ${stderr}`)
  })

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve))
      nginx.kill('SIGTERM')
      await exited
    }
  })

  it('keeps the per-address code limit (20 an hour) when the client rotates its X-Forwarded-For', async () => {
    const codes: number[] = []
    for (let i = 0; i < 25; i++) {
      const response = await fetch(`http://127.0.0.1:${nginxPort}/api/front/login/email/forget/password`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'form-type': 'pc',
          'x-forwarded-for': `203.0.113.${i}, 198.18.0.${i}`,
        },
        body: JSON.stringify(`rotating${i}@example.com`),
      })
      expect(response.headers.get('x-upstream')).toBe(`127.0.0.1:${shop.port}`)
      codes.push(((await response.json()) as { code: number }).code)
    }
    expect(codes.filter((code) => code === 200)).toHaveLength(20)
    expect(codes.slice(20)).toEqual(Array(5).fill(400))
  })

  it('keeps the password-guess limit per address (30 failures) when the client rotates its X-Forwarded-For', async () => {
    const messages: string[] = []
    for (let i = 0; i < 35; i++) {
      const response = await fetch(`http://127.0.0.1:${nginxPort}/api/front/login/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'form-type': 'pc', 'x-forwarded-for': `192.0.2.${i}` },
        body: JSON.stringify({ email: `guess${i}@example.com`, password: `wrong-${i}` }),
      })
      messages.push(((await response.json()) as { message: string }).message)
    }
    const refused = messages.filter((message) => /^Too many/.test(message))
    expect(refused.length, messages.join('\n')).toBe(5)
  })
})

if (!nginxBinary) {
  // .ci/run installs nginx: in CI its absence is a failure, not a skip; on a developer's machine it is named.
  describe('finding 5 (nginx)', () => {
    it('has nginx to run the scale-out block with (`apt-get install -y nginx-light`; .ci/run installs it)', () => {
      if (!process.env.CI) return
      expect(nginxBinary, 'nginx is missing on a CI machine').not.toBe('')
    })
  })
}
