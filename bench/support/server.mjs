/**
 * The built server for benchmarks: spawned like `npm start` serves it (scripts/serve.mjs, production), on its own
 * port and a fresh seeded PGlite folder (or DATABASE_URL when set), with its resident memory read from /proc.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts the server and resolves once /api/health answers 200 (the database migrated and seeded). */
export async function startServer({ port, dataDir, env = {} }) {
  if (!existsSync('dist/server/server.js')) throw new Error('No build: run `npm run build` first (or pass --build).')
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  mkdirSync('.data', { recursive: true })
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `${dataDir}/pglite`,
      UPLOAD_DIR: `${dataDir}/uploads`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_SCALE: '100',
      ...env,
    },
    // The server's own complaints (connections autocannon cuts at the end of a step) go to a log, not the table.
    stdio: ['ignore', 'ignore', openSync('.data/bench-server.log', 'w')],
  })
  const base = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${base}/api/health`)
      if (response.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error('the server did not become healthy within 3 minutes')
    await sleep(200)
  }
  return {
    base,
    /** Resident set size of the server process, in MB. */
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
    },
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Signs the demo shopper in; returns the `token=…` cookie. */
export async function signIn(base) {
  const response = await fetch(`${base}/api/front/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'form-type': 'pc' },
    body: JSON.stringify({ email: 'demo@shop.example', password: 'Demo12345!' }),
  })
  const body = await response.json()
  if (body.code !== 200) throw new Error(`sign-in failed: ${body.code} ${body.message}`)
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('token='))
  return cookie.split(';')[0]
}

/** A buy-now pre-order of the first SKU in stock (from product `firstId` on), for the order confirmation page. */
export async function preOrder(base, cookie, firstId) {
  let productId = firstId
  let sku
  let quantity = 1
  for (; !sku && productId < firstId + 50; productId++) {
    const detail = await (await fetch(`${base}/api/front/product/detail/${productId}`)).json()
    quantity = Math.max(1, Number(detail.data?.productInfo?.minBuy ?? 1))
    sku = detail.code === 200 ? Object.values(detail.data.productValue).find((s) => s.stock >= quantity) : undefined
  }
  if (!sku) throw new Error('no SKU in stock to pre-order')
  productId -= 1
  const response = await fetch(`${base}/api/front/order/pre/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'form-type': 'pc', cookie },
    body: JSON.stringify({
      preOrderType: 'buyNow',
      orderDetails: [{ attrValueId: Number(sku.id), productId, productNum: quantity }],
    }),
  })
  const body = await response.json()
  if (body.code !== 200) throw new Error(`pre-order failed: ${body.code} ${body.message}`)
  return body.data.preOrderNo
}

/**
 * An unpaid order of the signed-in shopper (an address of their own, then a buy-now pre-order created with bank
 * transfer), for the order detail page; returns its order number.
 */
export async function placeOrder(base, cookie, firstId) {
  const post = async (path, body) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'form-type': 'pc', cookie, origin: base },
      body: JSON.stringify(body),
    })
    const envelope = await response.json()
    if (envelope.code !== 200) throw new Error(`${path} failed: ${envelope.code} ${envelope.message}`)
    return envelope.data
  }
  const address = await post('/api/front/address/edit', {
    realName: 'Bench Shopper',
    email: 'bench@shop.example',
    phone: '9001234567',
    countryCode: '+7',
    country: 'RU',
    detail: 'Tverskaya 1',
    postCode: '125009',
    isDefault: true,
  })
  const preOrderNo = await preOrder(base, cookie, firstId)
  const order = await post('/api/front/order/create', {
    preOrderNo,
    addressId: address.id,
    isUseIntegral: false,
    payType: 'bank',
    payChannel: 'pc',
  })
  return order.orderNo
}
