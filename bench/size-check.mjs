#!/usr/bin/env node
/**
 * The first-load size check of `npm test` (the step after the build): for each budget page, the JavaScript and CSS
 * and the number of script files (decision 37: at most 20) its HTML makes the browser load before any interaction (the root route's files plus the page route's and its
 * parents', from the build's route manifest, and the English words each of them loads before it runs, decision 56), gzip. It fails when a page grows more than `tolerance` past its
 * ceiling in bench/budgets.json. The ceilings hold today's sizes so growth fails at once; the goals beside them
 * are the budgets of bench/budgets.json, which lower the ceilings as the pages get there.
 * Usage: node bench/size-check.mjs [--json]   (after `vite build`)
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const { firstLoad } = JSON.parse(readFileSync('bench/budgets.json', 'utf8'))
const manifestFile = readdirSync('dist/server/assets').find((name) => name.startsWith('_tanstack-start-manifest'))
if (!manifestFile) {
  console.error('No route manifest under dist/server/assets: run `vite build` first.')
  process.exit(1)
}
const { tsrStartManifest } = await import(pathToFileURL(join('dist/server/assets', manifestFile)).href)
const { routes } = tsrStartManifest()

/**
 * Stylesheets the document head links on every page (`?url` imports in features/shell/head.ts: Mantine, nprogress,
 * app.css). They are not in the route manifest; the server bundle names them as string literals.
 */
const headCss = new Set()
for (const name of readdirSync('dist/server/assets')) {
  if (name === manifestFile || !name.endsWith('.js')) continue
  for (const match of readFileSync(join('dist/server/assets', name), 'utf8').matchAll(/"(\/assets\/[^"]+\.css)"/g))
    headCss.add(match[1])
}

/**
 * The words each script loads before it runs (scripts/vite-chunk-words.ts, decision 56): a prelude before the
 * chunk's code names one file per locale; no HTML names them, but they are part of the first load. The budget pages are
 * measured in English.
 */
function wordsOf(asset) {
  const text = readFileSync(join('dist/client', asset), 'utf8')
  const start = text.indexOf('await(async')
  const match = start >= 0 && text.slice(start, start + 1500).match(/\ben["'`]?:["'`]\.\/(words-en-[\w-]+\.js)/)
  return match ? `/assets/${match[1]}` : undefined
}

/** The routes a page's HTML loads: the root, every parent layout, the page. */
function chain(routeId) {
  const ids = []
  for (const [id, route] of Object.entries(routes)) if (route.children?.includes(routeId)) ids.push(...chain(id))
  return [...ids, routeId]
}

const gzipped = new Map()
function gzipSize(asset) {
  if (!gzipped.has(asset)) gzipped.set(asset, gzipSync(readFileSync(join('dist/client', asset))).length)
  return gzipped.get(asset)
}

const kb = (bytes) => bytes / 1024
const results = []
let failed = false
for (const [page, { route, jsGzipKb, cssGzipKb, scriptFiles }] of Object.entries(firstLoad.ceilings)) {
  if (!routes[route]) throw new Error(`bench/budgets.json names route ${route}, which the build does not have`)
  const js = new Set()
  const css = new Set(headCss)
  for (const id of chain(route)) {
    for (const file of routes[id].preloads ?? []) js.add(file)
    for (const file of routes[id].css ?? []) css.add(file)
  }
  for (const file of [...js]) {
    const words = wordsOf(file)
    if (words) js.add(words)
  }
  const size = {
    js: kb([...js].reduce((sum, file) => sum + gzipSize(file), 0)),
    css: kb([...css].reduce((sum, file) => sum + gzipSize(file), 0)),
  }
  for (const [kind, value, ceiling, goal] of [
    ['JS', size.js, jsGzipKb, firstLoad.jsGzipKb],
    ['CSS', size.css, cssGzipKb, firstLoad.cssGzipKb],
    ['files', js.size, scriptFiles, firstLoad.scriptFiles],
  ]) {
    // Script files: a few more than today's count may come (a new lazy part), never more than the goal.
    const limit =
      kind === 'files'
        ? Math.min(goal, Math.ceil(ceiling * (1 + firstLoad.tolerance)) + 2)
        : ceiling * (1 + firstLoad.tolerance)
    const over = value > limit
    failed ||= over
    results.push({ page, kind, value, ceiling, limit, goal, over })
  }
}

if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2))
else {
  console.log(
    `First load, gzip KB and script files (fails above ceiling + ${firstLoad.tolerance * 100} %; goal = the page's budget):`,
  )
  for (const r of results) {
    const state = r.over
      ? `✖ over ${r.limit.toFixed(1)}`
      : r.value <= r.goal
        ? '✓ within the goal'
        : `✓ under ${r.limit.toFixed(1)}`
    console.log(
      `  ${r.page.padEnd(8)} ${r.kind.padEnd(5)} ${r.value.toFixed(r.kind === 'files' ? 0 : 1).padStart(6)}  ceiling ${String(r.ceiling).padStart(5)}  goal ${String(r.goal).padStart(4)}  ${state}`,
    )
  }
}
process.exit(failed ? 1 : 0)
