#!/usr/bin/env node
/**
 * A page's main-thread work at load in Chromium with the CPU throttled (issue 28's TBT and CLS, measured where wall
 * time is noise; decision 129). Each load runs in a browser of its own and reports, from a trace of the renderer's
 * main thread, its top-level tasks by thread time (the CPU they used, which a loaded machine does not inflate):
 * the tasks over 50 ms, "CPU-TBT" (their time past 50 ms after the first paint, TBT's rule), the thread's summed CPU;
 * and every layout shift with the elements that moved. The browser's own `longtask` wall-time TBT is printed beside
 * it. Loads alternate between the bases given, so two builds (main and a branch) are measured under the same load.
 * `--profile prefix` also writes each load's CPU profile and its long tasks (prefix-PORT-PATH-RUN.cpuprofile /
 * .long.json) for attribution.
 * Usage: node bench/main-thread.mjs --base http://127.0.0.1:7120 [--base http://127.0.0.1:7121] [--runs 5]
 *          [--cpu 4] [--slow] [--profile prefix] [--json] / /goods/goods_search /goods_detail/1
 */
import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

const args = process.argv.slice(2)
const bases = []
const paths = []
let runs = 5
let cpu = 4
let slow = false
let profile = null
let json = false
for (let i = 0; i < args.length; i++) {
  const arg = args[i]
  if (arg === '--base') bases.push(args[++i])
  else if (arg === '--runs') runs = Number(args[++i])
  else if (arg === '--cpu') cpu = Number(args[++i])
  else if (arg === '--slow') slow = true
  else if (arg === '--profile') profile = args[++i]
  else if (arg === '--json') json = true
  else paths.push(arg)
}
if (!bases.length || !paths.length) {
  console.error('Usage: node bench/main-thread.mjs --base URL [--base URL] [--runs N] [--cpu N] [--slow] PATH…')
  process.exit(2)
}

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell'
const launchBrowser = () => chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] })

/** In the page before its scripts: long tasks, layout shifts (with the moved elements named), the first paint. */
const observe = () => {
  const name = (node) => {
    if (!node || node.nodeType !== 1) return node ? `#text(${(node.textContent ?? '').slice(0, 20)})` : '?'
    const el = /** @type {Element} */ (node)
    const cls = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 3).join('.')
    const data = [...el.attributes]
      .filter((a) => a.name.startsWith('data-') || a.name === 'aria-label' || a.name === 'role')
      .map((a) => `[${a.name}=${a.value.slice(0, 20)}]`)
      .join('')
    return `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''}${data}`
  }
  const seen = { long: [], shifts: [], fcp: null, numberFormats: 0 }
  // How many Intl.NumberFormat the page builds while it loads (the first one sets ICU up: decision 129).
  const NumberFormat = Intl.NumberFormat
  Intl.NumberFormat = new Proxy(NumberFormat, {
    construct(target, argList) {
      seen.numberFormats++
      if (!seen.firstNumberFormat) seen.firstNumberFormat = new Error().stack
      return Reflect.construct(target, argList)
    },
    apply(target, self, argList) {
      seen.numberFormats++
      return Reflect.apply(target, self, argList)
    },
  })
  // @ts-ignore
  window.__mainThread = seen
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.long.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      // @ts-ignore
      if (e.hadRecentInput) continue
      seen.shifts.push({
        at: e.startTime,
        // @ts-ignore
        value: e.value,
        // @ts-ignore
        sources: (e.sources ?? []).map((s) => ({
          node: name(s.node),
          parent: name(s.node?.parentElement),
          from: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height].map(Math.round),
          to: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height].map(Math.round),
        })),
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime
  }).observe({ type: 'paint', buffered: true })
}

/** Each load in a browser of its own: a renderer that loaded a page before has ICU, fonts and caches warm. */
async function load(base, path, run) {
  const browser = await launchBrowser()
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  if (slow)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
  await page.addInitScript(observe)
  const warnings = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') warnings.push(m.text().slice(0, 200))
  })
  let profileFile = null
  if (profile) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
  }
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'v8.execute'],
  })
  const url = new URL(path, base).href
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(5000)
  const trace = JSON.parse((await browser.stopTracing()).toString())
  if (profile) {
    const { profile: cpuProfile } = await cdp.send('Profiler.stop')
    const file = `${profile}-${new URL(base).port}-${path.replace(/\W+/g, '_')}-${run}.cpuprofile`
    writeFileSync(file, JSON.stringify(cpuProfile))
    profileFile = file
  }
  const seen = await page.evaluate(() => /** @type {any} */ (window).__mainThread)
  await context.close()
  await browser.close()
  // The renderer's main thread: its top-level tasks, by thread time (at load 15–40 a task's wall time is mostly
  // waiting for a core). Chromium throttles the CPU by keeping the thread busy, so thread time includes the throttle.
  const events = trace.traceEvents ?? trace
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  )
  const onMain = events.filter((e) => mainThreads.has(`${e.pid}:${e.tid}`) && e.ph === 'X')
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && mainThreads.has(`${e.pid}:${e.tid}`))
  const tasks = onMain.filter((e) => e.name === 'RunTask' && typeof e.tdur === 'number')
  let busy = 0
  let cpuTbt = 0
  const cpuLong = []
  for (const task of tasks) {
    busy += task.tdur / 1000
    const scaled = task.tdur / 1000
    if (scaled <= 50) continue
    if (!fcpEvent || task.ts + task.dur > fcpEvent.ts) cpuTbt += scaled - 50
    // What the task ran: its child events with over 1 ms of thread time, by name (and script URL's file).
    const inside = new Map()
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts >= task.ts + task.dur || (e.tdur ?? 0) < 1000) continue
      const file = (e.args?.data?.url ?? e.args?.data?.fileName ?? '').split('/').pop()
      const fn = e.args?.data?.functionName ?? ''
      const key = `${e.name}${file ? ' ' + file : ''}${fn ? ' ' + fn : ''}`
      inside.set(key, (inside.get(key) ?? 0) + e.tdur / 1000)
    }
    cpuLong.push({
      ts: task.ts,
      dur: task.dur,
      ms: Math.round(scaled),
      inside: [...inside]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`),
    })
  }
  if (profileFile) writeFileSync(profileFile.replace(/\.cpuprofile$/, '.long.json'), JSON.stringify(cpuLong))
  const fromPaint = seen.long.filter((t) => seen.fcp === null || t.start + t.duration > seen.fcp)
  return {
    base,
    path,
    tbt: fromPaint.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    long: seen.long.map((t) => Math.round(t.duration)),
    busy,
    cpuTbt,
    cpuLong,
    cls: seen.shifts.reduce((sum, s) => sum + s.value, 0),
    numberFormats: seen.numberFormats,
    firstNumberFormat: seen.firstNumberFormat,
    shifts: seen.shifts,
    warnings,
  }
}

const results = []
for (let run = 1; run <= runs; run++)
  for (const path of paths)
    for (const base of run % 2 ? bases : [...bases].reverse()) {
      const r = await load(base, path, run)
      results.push(r)
      if (!json)
        console.log(
          `${new URL(base).port} ${path} run ${run}: CPU-TBT ${r.cpuTbt.toFixed(0)} ms (wall TBT ${r.tbt.toFixed(0)}), main-thread CPU ${r.busy.toFixed(0)} ms, long by CPU×${cpu} [${r.cpuLong.map((t) => t.ms).join(', ')}], CLS ${r.cls.toFixed(4)}, Intl.NumberFormat built ${r.numberFormats}${r.warnings.length ? `, console: ${r.warnings.join(' | ')}` : ''}`,
        )
      if (!json && process.env.DETAIL) for (const t of r.cpuLong) console.log(`    ${t.ms} ms: ${t.inside.join('; ')}`)
      if (!json && r.cls > 0)
        for (const s of r.shifts)
          console.log(`    shift ${s.value.toFixed(4)} at ${s.at.toFixed(0)} ms: ${JSON.stringify(s.sources)}`)
    }
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]
if (json) console.log(JSON.stringify(results))
else
  for (const path of paths)
    for (const base of bases) {
      const rs = results.filter((r) => r.base === base && r.path === path)
      console.log(
        `${new URL(base).port} ${path}: CPU-TBT median ${median(rs.map((r) => r.cpuTbt)).toFixed(0)} ms (runs ${rs.map((r) => r.cpuTbt.toFixed(0)).join('/')}), main-thread CPU median ${median(rs.map((r) => r.busy)).toFixed(0)} ms (runs ${rs.map((r) => r.busy.toFixed(0)).join('/')}), CLS worst ${Math.max(...rs.map((r) => r.cls)).toFixed(4)}`,
      )
    }
