// Attribute a chunk's minified bytes to source modules (by sourcemap), gzip-scaled.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
const file = process.argv[2]
const code = readFileSync(file, 'utf8')
const map = new TraceMap(JSON.parse(readFileSync(file + '.map', 'utf8')))
const lines = code.split('\n')
const bytes = new Map()
const { decodedMappings } = await import('@jridgewell/trace-mapping')
const dm = decodedMappings(map)
for (let l = 0; l < lines.length; l++) {
  const segs = dm[l] ?? []
  for (let i = 0; i < segs.length; i++) {
    const start = segs[i][0]
    const end = i + 1 < segs.length ? segs[i + 1][0] : lines[l].length
    const src = segs[i].length > 1 ? map.sources[segs[i][1]] : '(generated)'
    bytes.set(src, (bytes.get(src) ?? 0) + (end - start))
  }
  if (!segs.length) bytes.set('(unmapped)', (bytes.get('(unmapped)') ?? 0) + lines[l].length)
}
const total = code.length
const gz = gzipSync(code).length
const group = (s) => {
  const m = s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (m) return m[1]
  const o = s.match(/src\/([^/]+\/[^/]+)/)
  return o ? 'src/' + o[1] : s
}
const byGroup = new Map()
for (const [s, b] of bytes) byGroup.set(group(s), (byGroup.get(group(s)) ?? 0) + b)
const rows = [...(process.env.FLAT ? bytes : byGroup)].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 50))
console.log(`${file}: ${(total / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip`)
for (const [s, b] of rows) console.log(`${((b / total) * gz / 1024).toFixed(2).padStart(7)}  ${s}`)
