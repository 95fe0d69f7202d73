#!/usr/bin/env node
/**
 * First-load weight of pages on a running server: the SSR HTML and the scripts, module preloads and stylesheets it
 * references, raw and gzip (what a first visit downloads before any interaction). `npm run bench` reports the same
 * for the budget pages; this runs it against any server.
 * Usage: node bench/first-load.mjs [baseUrl] [path…]   (default http://127.0.0.1:3000 /)
 * Pages behind sign-in: pass the session cookie in BENCH_COOKIE (e.g. `token=…`, from a login response).
 */
import { pageWeight } from './support/weight.mjs'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/']
const kb = (n) => `${(n / 1024).toFixed(1)} kB`

for (const path of paths) {
  const w = await pageWeight(base, path, process.env.BENCH_COOKIE)
  console.log(
    `${path}: JS ${kb(w.jsGzip)} gzip (${kb(w.jsRaw)} raw, ${w.jsFiles} files) · CSS ${kb(w.cssGzip)} gzip (${kb(w.cssRaw)} raw) · ` +
      `HTML ${kb(w.htmlGzip)} gzip (${kb(w.htmlRaw)} raw)`,
  )
}
