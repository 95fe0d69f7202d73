/**
 * What a first visit to a page downloads: the SSR HTML, and the scripts, module preloads and stylesheets it
 * references (raw and gzip bytes). The JavaScript counted is what the HTML loads before any interaction, with the
 * words in the page's language each of those scripts loads before it runs, which no tag names (decision 56).
 */
import { gzipSync } from 'node:zlib'

export async function pageWeight(base, path, cookie) {
  const headers = cookie ? { cookie } : {}
  const html = Buffer.from(await (await fetch(new URL(path, base), { headers })).arrayBuffer())
  const assets = new Map()
  for (const m of html.toString('utf8').matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = m[0]
    const src = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1]
    if (!src || src.startsWith('data:')) continue
    if (tag.startsWith('<script') || /rel="modulepreload"/.test(tag)) assets.set(src, 'js')
    else if (/rel="stylesheet"/.test(tag)) assets.set(src, 'css')
  }
  const lang = html.toString('utf8').match(/<html[^>]*\blang="([^"]+)"/)?.[1]
  const texts = []
  const weight = {
    htmlRaw: html.length,
    htmlGzip: gzipSync(html).length,
    jsRaw: 0,
    jsGzip: 0,
    jsFiles: 0,
    cssRaw: 0,
    cssGzip: 0,
  }
  for (const [src, kind] of assets) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    if (kind === 'js') texts.push([src, body.toString('utf8')])
    weight[`${kind}Raw`] += body.length
    weight[`${kind}Gzip`] += gzipSync(body).length
    if (kind === 'js') weight.jsFiles += 1
  }
  // Each script loads its words in the page's language before it runs (scripts/vite-chunk-words.ts, decision 56):
  // its prelude, before the chunk's code, names one file per locale: `en:"./words-en-….js"`.
  const prelude = lang && new RegExp(`["'\`]?\\b${lang.replace(/[-]/g, '\\-')}["'\`]?:["'\`]\\./(words-[\\w-]+\\.js)`)
  const words = new Set()
  for (const [src, text] of prelude ? texts : []) {
    const start = text.indexOf('await(async')
    const file = start >= 0 ? text.slice(start, start + 1500).match(prelude)?.[1] : undefined
    const url = file && new URL(file, new URL(src, base)).href
    if (!url || words.has(url)) continue
    words.add(url)
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    weight.jsRaw += body.length
    weight.jsGzip += gzipSync(body).length
    weight.jsFiles += 1
  }
  return weight
}
