#!/usr/bin/env node
/**
 * What a built client script is made of: its bytes per package (or per file, `--files`), from its source map,
 * largest first. Each module's code is gzipped on its own and scaled so the rows add up to the script's gzip size;
 * code the map names no source for (Rolldown's execution-order wrappers and runtime, the chunk's import and export
 * lists, plugin preludes) is one row. Without a file it reads the largest script, which is the initial one.
 * Usage: BUNDLE_MAP=1 npx vite build && node bench/bundle-modules.mjs [dist/client/assets/x.js] [--top 25] [--files]
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const require = createRequire(import.meta.url)
const { decode } = require('@jridgewell/sourcemap-codec')

const args = process.argv.slice(2)
const byFile = args.includes('--files')
const topAt = args.indexOf('--top')
const top = topAt >= 0 ? Number(args[topAt + 1]) : 25
const assets = 'dist/client/assets'
const file =
  args.find((arg, i) => arg.endsWith('.js') && args[i - 1] !== '--top') ??
  join(
    assets,
    readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0],
  )
let map
try {
  map = JSON.parse(readFileSync(`${file}.map`, 'utf8'))
} catch {
  console.error(`No source map beside ${file}: build with BUNDLE_MAP=1 npx vite build.`)
  process.exit(1)
}

const UNMAPPED = '(no source: wrappers, runtime, import and export lists)'
/** A package name (or, with --files, the file within it), or our file's folder. */
function rowOf(source) {
  if (source == null) return UNMAPPED
  const path = source.replace(/^(\.\.\/)+/, '')
  const inPackage = path.lastIndexOf('node_modules/')
  if (inPackage >= 0) {
    const rest = path.slice(inPackage + 'node_modules/'.length)
    if (byFile) return rest
    const [scope, name] = rest.split('/')
    return scope.startsWith('@') ? `${scope}/${name}` : scope
  }
  return byFile ? path : path.split('/').slice(0, 3).join('/')
}

const code = readFileSync(file, 'utf8')
const lines = code.split('\n')
const pieces = new Map()
const add = (row, text) => pieces.set(row, (pieces.get(row) ?? '') + text)
decode(map.mappings).forEach((segments, lineIndex) => {
  const line = lines[lineIndex] ?? ''
  if (!segments.length) return add(UNMAPPED, line)
  add(UNMAPPED, line.slice(0, segments[0][0]))
  segments.forEach((segment, i) => {
    const end = i + 1 < segments.length ? segments[i + 1][0] : line.length
    add(rowOf(segment.length > 1 ? map.sources[segment[1]] : null), line.slice(segment[0], end))
  })
})

const fileGzip = gzipSync(code).length
const rows = [...pieces].map(([row, text]) => ({ row, raw: text.length, gzip: gzipSync(text).length }))
const alone = rows.reduce((sum, r) => sum + r.gzip, 0)
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6)
console.log(`${file}: ${kb(code.length).trim()} KB raw, ${kb(fileGzip).trim()} KB gzip`)
console.log('  gzip KB  raw KB  module')
for (const r of rows.sort((a, b) => b.gzip - a.gzip).slice(0, top))
  console.log(`  ${kb((r.gzip * fileGzip) / alone)}  ${kb(r.raw)}  ${r.row}`)
