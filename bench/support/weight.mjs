/**
 * What a first visit to a page downloads: the SSR HTML, and the scripts, module preloads and stylesheets it
 * references (raw and gzip bytes). The JavaScript counted is what the HTML loads before any interaction.
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
  const weight = { htmlRaw: html.length, htmlGzip: gzipSync(html).length, jsRaw: 0, jsGzip: 0, jsFiles: 0, cssRaw: 0, cssGzip: 0 }
  for (const [src, kind] of assets) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    weight[`${kind}Raw`] += body.length
    weight[`${kind}Gzip`] += gzipSync(body).length
    if (kind === 'js') weight.jsFiles += 1
  }
  return weight
}
