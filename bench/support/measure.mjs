/** Load and latency measurements for the bench: autocannon runs, sampled latencies, and the in-process benches. */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

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

/** The p95 in ms of each query class of bench/search.mjs's output ("per class (ms):" lines), in its order. */
export function searchClassP95s(output) {
  const section = output.split(/^per class \(ms\):$/m)[1]?.split(/^\S/m)[0] ?? ''
  return [...section.matchAll(/^ {2}(.+?)\s+n +\d+ +p50 +[\d.]+ +p95 +([\d.]+)/gm)].map(([, cls, p95]) => ({
    cls,
    p95: Number(p95),
  }))
}

/** CPU ms so far of a PostgreSQL cluster's processes (its postmaster and their children), read from /proc. */
export function clusterCpuMs(dir) {
  const ticksMs = 1000 / 100
  const postmaster = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const pid = Number(entry)
    if (pid !== postmaster && Number(fields[1]) !== postmaster) continue
    // utime + stime; the postmaster's cutime + cstime hold the exited ones' (parallel workers, closed connections).
    const own = Number(fields[11]) + Number(fields[12])
    total += (pid === postmaster ? own + Number(fields[13]) + Number(fields[14]) : own) * ticksMs
  }
  return total
}
