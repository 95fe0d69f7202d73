#!/usr/bin/env node
/**
 * `npm run bench`: the performance table of issue 11 in one run, against the production build.
 *   first load   JS, CSS and HTML (raw and gzip) of /, search, detail, cart and confirm
 *   SSR          req/s, p50 and p99 at 10 and 50 connections: guests (/, search, detail) and the signed-in /
 *   API          p50 / p95 of the catalogue calls over HTTP; search p95 at 100k products when that folder exists
 *   checkout     p95 of a whole checkout, 50 buyers in parallel (bench/checkout.mjs)
 *   memory       server RSS idle, after the load, and after a second identical round (growth shows)
 * Each number prints beside the previous run (bench/last-run.json, kept in the repository) and its budget
 * (bench/budgets.json), and the new run replaces the saved one.
 *
 *   npm run bench                  full run (10 s per load step, ~4 min)
 *   npm run bench -- --quick       3 s per load step, a smaller checkout (~1.5 min)
 *   npm run bench -- --build       build first     --no-save  leave bench/last-run.json alone
 *   DATABASE_URL=postgres://… npm run bench   the server on PostgreSQL (the default is a fresh PGlite folder)
 *   BENCH_PORT=4390                the port of the bench server
 * Never part of `npm test`: the numbers depend on the machine and on what else runs on it.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { checkoutP95, latencies, load, runScript, searchP95 } from './support/measure.mjs'
import { preOrder, signIn, startServer } from './support/server.mjs'
import { pageWeight } from './support/weight.mjs'

const args = new Set(process.argv.slice(2))
const quick = args.has('--quick')
const seconds = quick ? 3 : 10
const savedFile = 'bench/last-run.json'
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'))

if (args.has('--build')) {
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const previous = existsSync(savedFile) ? JSON.parse(readFileSync(savedFile, 'utf8')) : null
/** Rows of the table: [section, name, value, unit, lowerIsBetter, budget]. */
const rows = []
const add = (section, name, value, unit, lowerIsBetter, budget) => rows.push({ section, name, value, unit, lowerIsBetter, budget })
const log = (message) => process.stderr.write(`… ${message}\n`)

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4390), dataDir: '.data/bench-run' })
try {
  const { base } = server
  const cookie = await signIn(base)
  const preOrderNo = await preOrder(base, cookie, 28)
  const pages = {
    '/': { path: '/' },
    search: { path: '/goods/goods_search?title=lamp' },
    detail: { path: '/goods_detail/28' },
    cart: { path: '/order/shopping_cart', cookie },
    confirm: { path: `/order/order_confirm?preOrderNo=${preOrderNo}`, cookie },
  }
  const kb = (bytes) => bytes / 1024
  const fl = budgets.firstLoad

  log('first load')
  for (const [name, { path, cookie: pageCookie }] of Object.entries(pages)) {
    const w = await pageWeight(base, path, pageCookie)
    add('first load', `${name} JS gzip`, kb(w.jsGzip), 'KB', true, fl.jsGzipKb)
    add('first load', `${name} JS raw`, kb(w.jsRaw), 'KB', true)
    add('first load', `${name} CSS gzip`, kb(w.cssGzip), 'KB', true, fl.cssGzipKb)
    add('first load', `${name} HTML raw`, kb(w.htmlRaw), 'KB', true, fl.htmlRawKb)
    add('first load', `${name} HTML gzip`, kb(w.htmlGzip), 'KB', true)
  }

  add('memory', 'RSS idle', server.rssMb(), 'MB', true)

  async function ssrRound(label) {
    const who = [
      ['guest', '/', {}],
      ['guest', 'search', {}],
      ['guest', 'detail', {}],
      ['signed in', '/', { cookie }],
    ]
    for (const [visitor, page, headers] of who) {
      // A short warm-up fills the caches (and the guest page cache) the way steady traffic would.
      await load(base + pages[page].path, { connections: 10, seconds: 1, headers })
      for (const connections of [10, 50]) {
        log(`${label}: ${visitor} ${page} at ${connections} connections`)
        const r = await load(base + pages[page].path, { connections, seconds, headers })
        if (label !== 'SSR') continue
        const name = `${visitor} ${page} @${connections}`
        const rpsBudget = connections === 50 ? (visitor === 'guest' ? budgets.ssr.guestRps50 : page === '/' ? budgets.ssr.signedInRps50 : undefined) : undefined
        add('SSR', `${name} req/s`, r.rps, 'req/s', false, rpsBudget)
        add('SSR', `${name} p50`, r.p50, 'ms', true)
        add('SSR', `${name} p99`, r.p99, 'ms', true, visitor === 'guest' && connections === 10 ? budgets.ssr.guestP99At10Ms : undefined)
        if (r.failed > 0) add('SSR', `${name} failed answers`, r.failed, '', true, 0)
      }
    }
  }
  await ssrRound('SSR')
  add('memory', 'RSS after load', server.rssMb(), 'MB', true)

  log('API latencies')
  const apis = {
    'home index (P1)': '/api/front/index',
    'search lamp (K4)': '/api/front/product/list?keyword=lamp&page=1&limit=20',
    'product detail (K5)': '/api/front/product/detail/28',
    'categories (K1)': '/api/front/product/category',
  }
  for (const [name, path] of Object.entries(apis)) {
    const r = await latencies(base + path, { count: quick ? 100 : 400 })
    add('API', `${name} p95`, r.p95, 'ms', true)
  }

  if (!quick) {
    await ssrRound('second round (memory)')
    add('memory', 'RSS after a second round', server.rssMb(), 'MB', true)
  }
} finally {
  await server.stop()
}

log('checkout')
const checkout = await runScript('bench/checkout.mjs', { BENCH_BUYERS: quick ? '20' : '50', BENCH_ROUNDS: quick ? '2' : '5' })
add('data', `checkout p95 (${quick ? 20 : 50} buyers, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, checkoutP95(checkout), 'ms', true, budgets.data.checkoutP95Ms)

const searchData = process.env.BENCH_DATA_DIR ?? '.data/bench-100k/pglite'
if (!quick && existsSync(searchData)) {
  log('search at scale')
  add('data', 'search p95 (PGlite, bench/search.mjs data)', searchP95(await runScript('bench/search.mjs', { BENCH_DATA_DIR: searchData })), 'ms', true, budgets.data.searchP95Ms100k)
}

printTable()
if (!args.has('--no-save')) {
  const run = {
    at: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load ${os.loadavg()[0].toFixed(1)} at the end`,
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    results: Object.fromEntries(rows.map((r) => [`${r.section}: ${r.name}`, Number.isFinite(r.value) ? Math.round(r.value * 10) / 10 : null])),
  }
  writeFileSync(savedFile, `${JSON.stringify(run, null, 2)}\n`)
  console.log(`\nSaved to ${savedFile}.`)
}

function printTable() {
  const before = previous?.results ?? {}
  const fmt = (n) => (n === undefined || n === null || Number.isNaN(n) ? '–' : n >= 100 ? n.toFixed(0) : n.toFixed(1))
  const header = ['', 'now', 'previous', 'change', 'budget', '']
  const lines = [header]
  const sections = [...new Set(rows.map((r) => r.section))]
  const ordered = sections.flatMap((section) => rows.filter((r) => r.section === section))
  let section = ''
  for (const r of ordered) {
    if (r.section !== section) {
      section = r.section
      lines.push([`${section.toUpperCase()}`, '', '', '', '', ''])
    }
    const old = before[`${r.section}: ${r.name}`]
    const change = old ? ((r.value - old) / old) * 100 : undefined
    const worse = change !== undefined && (r.lowerIsBetter ? change > 10 : change < -10)
    const overBudget = r.budget !== undefined && (r.lowerIsBetter ? r.value > r.budget : r.value < r.budget)
    const flags = [overBudget ? 'over budget' : '', worse ? 'REGRESSION' : ''].filter(Boolean).join(', ')
    lines.push([
      `  ${r.name}${r.unit ? ` (${r.unit})` : ''}`,
      fmt(r.value),
      fmt(old),
      change === undefined ? '' : `${change >= 0 ? '+' : ''}${change.toFixed(0)} %`,
      r.budget === undefined ? '' : `${r.lowerIsBetter ? '≤' : '≥'} ${r.budget}`,
      flags,
    ])
  }
  const widths = header.map((_, i) => Math.max(...lines.map((line) => line[i].length)))
  console.log(`\nBench ${quick ? '(quick) ' : ''}on ${os.cpus().length} cores; previous: ${previous ? `${previous.at} (${previous.mode})` : 'none'}\n`)
  for (const line of lines) console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd())
}
