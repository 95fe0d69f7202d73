#!/usr/bin/env node
/**
 * First-load weight of a page: fetch the SSR HTML from a running server, collect the scripts, module preloads
 * and stylesheets it references, and sum their gzip sizes (what a first visit downloads before any interaction).
 * Usage: node bench/first-load.mjs [baseUrl] [path…]   (default http://127.0.0.1:3000 /)
 * Pages behind sign-in: pass the session cookie in BENCH_COOKIE (e.g. `token=…`, from a login response).
 */
import { gzipSync } from 'node:zlib'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/']

for (const path of paths) {
  const headers = process.env.BENCH_COOKIE ? { cookie: process.env.BENCH_COOKIE } : {}
  const html = await (await fetch(new URL(path, base), { headers })).text()
  const urls = new Set()
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = m[0]
    const src = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1]
    if (!src || src.startsWith('data:')) continue
    const isScript = tag.startsWith('<script') || /rel="modulepreload"/.test(tag)
    const isStyle = /rel="stylesheet"/.test(tag)
    if (isScript || isStyle) urls.add(`${isScript ? 'js' : 'css'} ${src}`)
  }
  // Inline scripts (hydration payload) travel in the HTML; report the HTML too.
  const totals = { js: 0, css: 0, jsRaw: 0, cssRaw: 0 }
  for (const entry of urls) {
    const [kind, src] = entry.split(' ')
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    totals[kind] += gzipSync(body).length
    totals[`${kind}Raw`] += body.length
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`
  console.log(
    `${path}: JS ${kb(totals.js)} gzip (${kb(totals.jsRaw)} raw, ${[...urls].filter((u) => u.startsWith('js')).length} files) · ` +
      `CSS ${kb(totals.css)} gzip (${kb(totals.cssRaw)} raw) · HTML ${kb(gzipSync(Buffer.from(html)).length)} gzip`,
  )
}
