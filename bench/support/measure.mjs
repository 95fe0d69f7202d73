/** Load and latency measurements for the bench: autocannon runs, sampled latencies, and the in-process benches. */
import { spawn } from 'node:child_process'

/**
 * `connections` parallel clients hammering `url` for `seconds`: req/s, p50 and p99 in ms, and failed answers.
 * `fresh` adds a number of its own to the last query value of every request (`?title=lamp` → `lamp 1`, `lamp 2`…): the
 * long tail of searches nobody typed before, each one a page the guest cache does not hold yet and then keeps.
 */
export async function load(url, { connections, seconds, headers = {}, fresh = false }) {
  // Loaded on use: a bench tool installed by bench/support/tools.mjs, not by npm ci.
  const { default: autocannon } = await import('autocannon')
  let n = 0
  const path = new URL(url).pathname + new URL(url).search
  const requests = fresh ? [{ setupRequest: (request) => ({ ...request, path: `${path}%20${(n += 1)}` }) }] : undefined
  const result = await autocannon({ url, connections, duration: seconds, headers, requests })
  // No answer within the step (a server far too slow for it): latencies are unknown, not zero.
  const answered = result.requests.total > 0
  return {
    rps: result.requests.average,
    p50: answered ? result.latency.p50 : Number.NaN,
    p99: answered ? result.latency.p99 : Number.NaN,
    failed: result.non2xx + result.errors + result.timeouts,
  }
}

/** `count` GETs of `url`, `concurrency` at a time: p50 and p95 in ms. */
export async function latencies(url, { count = 200, concurrency = 4, headers = {} } = {}) {
  const times = []
  let next = 0
  async function worker() {
    while (next < count) {
      next += 1
      const started = performance.now()
      const response = await fetch(url, { headers })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`)
      times.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  times.sort((a, b) => a - b)
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]
  return { p50: at(50), p95: at(95) }
}

/** Runs one of the bench scripts (bench/checkout.mjs, bench/search.mjs) and returns its output. */
export function runScript(script, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${script} exited with ${code}:\n${output}`)),
    )
  })
}

/** The `checkout` row's p95 from bench/checkout.mjs output. */
export function checkoutP95(output) {
  const row = output.split('\n').find((line) => line.startsWith('checkout '))
  return row ? Number(row.trim().split(/\s+/)[3]) : null
}

/** The search p95 from bench/search.mjs output. */
export function searchP95(output) {
  const match = /^p50 [\d.]+ ms\s+p95 ([\d.]+) ms/m.exec(output)
  return match ? Number(match[1]) : null
}
