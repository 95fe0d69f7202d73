/**
 * The checks of `npm run scale-out` (scripts/scale-out.mjs): HTTP helpers that name the server each call goes to,
 * an SSE reader, the ops CLI, and the purchase journey run over two targets (A and B directly, or nginx twice).
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
/** Where each call goes ({ A, B, nginx } base URLs) and the run's temporary folder: set by `configure`. */
const targets = {}
let work = ''
export function configure(bases, folder) {
  Object.assign(targets, bases)
  work = folder
}

// HTTP helpers: each call goes to a named target (A, B or nginx).
export const upstreamsSeen = new Map()

export async function call(target, method, path, { cookie, json, ip } = {}) {
  const headers = { 'form-type': 'pc' }
  if (cookie) headers.cookie = cookie
  if (ip) headers['x-forwarded-for'] = ip
  if (json !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(targets[target] + path, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  })
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
export async function api(target, method, path, options) {
  const { response, body } = await call(target, method, path, options)
  if (body.code !== 200)
    throw new Error(`${target} ${method} ${path}: HTTP ${response.status}, ${body.code} ${body.message}`)
  return { response, data: body.data }
}

export const results = []
export async function check(name, run) {
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
export function expect(condition, message) {
  if (!condition) throw new Error(message)
}

/** An SSE stream read in the background: `next(predicate, ms)` waits for a matching `message` event. */
export function openStream(target, path, cookie) {
  const controller = new AbortController()
  const events = []
  const waiters = []
  const ready = fetch(targets[target] + path, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  }).then(async (response) => {
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
        if (Date.now() - started > timeoutMs)
          throw new Error(`no matching event within ${timeoutMs} ms (got ${events.length} events)`)
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
  const run = spawnSync(process.execPath, ['scripts/ops-cli.mjs', ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: join(work, 'ops', 'pglite'), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`ops ${args.join(' ')}: exit ${run.status}\n${run.stderr}`)
  return run.stdout
}

// ---------------------------------------------------------------------------------------------------------------
/** The purchase journey over `[first, second]` (A/B directly, or nginx twice), each step on the other server. */
export async function journey(label, [first, second], databaseUrl, db) {
  const tag = label === 'direct' ? 'direct A/B' : 'through nginx'
  // Names in the check titles: the servers themselves, or "one server" / "the next" of nginx's round-robin.
  const [one, two] = label === 'direct' ? [first, second] : ['one server', 'the other']
  let cookie
  await check(`${tag}: a session made on ${one} is valid on ${two}`, async () => {
    const { response } = await api(first, 'POST', '/api/front/login/email', {
      json: { email: 'demo@shop.example', password: 'Demo12345!' },
    })
    cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('token='))
      ?.split(';')[0]
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
    await api(first, 'POST', '/api/front/cart/save', {
      cookie,
      json: [{ productId: sku.productId, cartNum: 2, productAttrUnique: sku.id }],
    })
    const { data } = await api(second, 'GET', '/api/front/cart/list?isValid=true', { cookie })
    const line = data
      .flatMap((group) => group.cartInfoList)
      .find((l) => Number(l.productAttrUnique ?? l.attrValueId) === sku.id || Number(l.productId) === sku.productId)
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
      json: {
        realName,
        email: 'demo@shop.example',
        phone: '900 123-45-67',
        countryCode: 7,
        country: 'Russia',
        detail: 'Tverskaya 1',
        postCode: '125009',
        isDefault: true,
      },
    })
    const { data: addresses } = await api(second, 'GET', '/api/front/address/list', { cookie })
    const address = addresses.list.find((a) => a.realName === realName)
    expect(address, `the address saved on ${first} is not listed on ${second}`)
    const { data: pre } = await api(first, 'POST', '/api/front/order/pre/order', {
      cookie,
      json: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: Number(cartLineId) }] },
    })
    const { data: price } = await api(second, 'POST', '/api/front/order/computed/price', {
      cookie,
      json: { preOrderNo: pre.preOrderNo, addressId: address.id },
    })
    const { data: created } = await api(first, 'POST', '/api/front/order/create', {
      cookie,
      json: {
        preOrderNo: pre.preOrderNo,
        addressId: address.id,
        realName: address.realName,
        phone: address.phone,
        payType: 'cod',
        payChannel: 'pc',
        mark: '',
      },
    })
    await api(second, 'POST', '/api/front/pay/payment', {
      cookie,
      json: { orderNo: created.orderNo, payType: 'cod', payChannel: 'pc' },
    })
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
    return `status ${data.status}, paid by ${data.payType}; the cart line is gone on ${one}`
  })

  await check(
    `${tag}: failed sign-ins on ${one} and ${two} add up to one lockout (10 per account and address)`,
    async () => {
      const email = `nobody-${label}-${Date.now()}@shop.example`
      const ip = label === 'direct' ? '203.0.113.10' : '203.0.113.20'
      const messages = []
      for (let i = 0; i < 11; i++) {
        const target = i % 2 === 0 ? first : second
        const { body } = await call(target, 'POST', '/api/front/login/email', {
          ip,
          json: { email, password: `wrong-${i}` },
        })
        messages.push(body.message)
      }
      const locked = (m) => /^Too many failed attempts/.test(m)
      expect(
        messages.slice(0, 10).every((m) => !locked(m)),
        `locked too early: ${messages.findIndex(locked) + 1}`,
      )
      expect(locked(messages[10]), `the 11th failure answered "${messages[10]}"`)
      // The real owner of an account is locked out the same way after the shared count: the demo shopper from this address.
      const { body } = await call(second, 'POST', '/api/front/login/email', {
        ip,
        json: { email, password: 'still-wrong' },
      })
      expect(locked(body.message), 'a 12th attempt was not locked')
      return `10 × "${messages[0]}", then "${messages[10].slice(0, 40)}…"`
    },
  )

  await check(
    `${tag}: a catalogue change reaches ${label === 'direct' ? `${two}'s` : "both servers'"} cached guest pages within the documented second`,
    async () => {
      const { rows } = await db.query(
        `select id, store_name from products where is_show order by id limit 1 offset ${label === 'direct' ? 3 : 4}`,
      )
      const { id, store_name: name } = rows[0]
      const path = `/goods_detail/${id}`
      // Fill the cache (through nginx: both servers' caches), then see it answer from the cache.
      const states = []
      for (let i = 0; i < 6 && states.filter(cached).length < 2; i++)
        states.push((await call(second, 'GET', path)).response.headers.get('x-guest-cache'))
      expect(
        states.filter(cached).length >= (second === 'nginx' ? 2 : 1),
        `guest requests on ${second} answered ${states.join(', ')}: never from the cache`,
      )
      const renamed = `${name} Scale ${label} ${Date.now() % 100000}`
      // What an operator's tool does: the products table changes and its trigger bumps catalogue_version (decision 16).
      await db.query('update products set store_name = $1 where id = $2', [renamed, id])
      const changed = performance.now()
      // The rule: a request that starts more than the version check's second after the change never gets the old
      // page. How long the fresh render then takes depends on the machine's load, not on the cache.
      const answers = []
      // Until requests made after the window have answered (at least two, so through nginx each server is asked).
      while (answers.filter((a) => a.started > 1100).length < 2) {
        if (performance.now() - changed > 60_000)
          throw new Error('no answer to a request made after the window within 60 s')
        const started = performance.now() - changed
        const page = await call(second, 'GET', path)
        answers.push({
          started,
          fresh: page.body.text?.includes(renamed) ?? false,
          ms: performance.now() - changed,
          state: page.response.headers.get('x-guest-cache'),
        })
        await sleep(50)
      }
      await db.query('update products set store_name = $1 where id = $2', [name, id])
      const late = answers.filter((a) => a.started > 1100 && !a.fresh)
      expect(
        late.length === 0,
        `the old page was still served for a request made ${Math.round(late[0]?.started)} ms after the change`,
      )
      const firstFresh = answers.find((a) => a.fresh)
      expect(firstFresh, 'the new name never showed')
      const lastOld = answers.filter((a) => !a.fresh).at(-1)
      return `old page until a request made at ${lastOld ? Math.round(lastOld.started) : 0} ms, new one answered at ${Math.round(firstFresh.ms)} ms; ${answers.length} requests`
    },
  )

  await check(`${tag}: chat sent on ${one} and the operator's reply reach an SSE stream on ${two}`, async () => {
    const { data: conversation } = await api(first, 'POST', '/api/front/chat/conversation', {
      cookie,
      json: { merId: 0 },
    })
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
