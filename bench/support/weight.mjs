/**
 * What a first visit to a page downloads: the SSR HTML, and the scripts, module preloads and stylesheets it
 * references (raw and gzip bytes). The JavaScript counted is what the HTML loads before any interaction, with the
 * page language's catalogue, which no tag names but src/client.tsx loads before hydrating (decision 42).
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
  // The entry names each locale's catalogue in its loaders (src/i18n/catalogs.ts): `en:()=>…import(`./messages-….js`)`.
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
  const loader =
    lang &&
    new RegExp(
      `["']?${lang.replace(/[-]/g, '\\-')}["']?:\\(\\)=>\\w+\\(\\(\\)=>import\\([\`"']\\./(messages-[\\w-]+\\.js)`,
    )
  for (const [src, text] of loader ? texts : []) {
    const file = text.match(loader)?.[1]
    if (!file) continue
    const body = Buffer.from(await (await fetch(new URL(file, new URL(src, base)))).arrayBuffer())
    weight.jsRaw += body.length
    weight.jsGzip += gzipSync(body).length
    weight.jsFiles += 1
    break
  }
  return weight
}
