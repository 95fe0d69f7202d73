/**
 * The seeded catalogue's contact sheet: every product's first picture with its name, in one PNG, to review
 * whether each picture shows the object its name says. Plans the default seed in memory (no database) and renders the
 * sheet in Chromium.
 *
 *   npx tsx scripts/contact-sheet.ts [out.png] [--locale es] [--from 1 --to 320]
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { buildCategoryTree } from '../src/server/db/seed/categories.ts'
import { DEFAULT_PRODUCTS } from '../src/server/db/seed/index.ts'
import { catalogueIndex, planProduct } from '../src/server/db/seed/products.ts'
import { MediaSink } from '../src/server/db/seed/svg.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    locale: { type: 'string', default: 'en' },
    from: { type: 'string', default: '1' },
    to: { type: 'string', default: String(DEFAULT_PRODUCTS) },
  },
})
const out = positionals[0] ?? 'test-results/contact-sheet.png'

const media = new MediaSink()
const index = catalogueIndex(buildCategoryTree(media))
const svgOf = new Map<string, string>()
let nextSku = 1
const cells: string[] = []
for (let id = 1; id <= Number(values.to); id++) {
  const { product, skus } = planProduct(index, id, nextSku, { kind: 'generate', media })
  nextSku += skus.length
  if (id < Number(values.from)) continue
  const name =
    values.locale === 'en' ? product.storeName : (product.i18n[values.locale]?.storeName ?? product.storeName)
  cells.push(
    `<figure><img src="${product.image}"><figcaption>${id}. ${name.replace(/</g, '&lt;')}</figcaption></figure>`,
  )
}
for (const row of media.rows) svgOf.set(`/media/${row.key}`, `data:image/svg+xml;base64,${row.bytes}`)
const html = `<!doctype html><meta charset="utf-8"><style>body{margin:8px;font:11px sans-serif;display:grid;grid-template-columns:repeat(16,1fr);gap:6px}figure{margin:0}img{width:100%;aspect-ratio:1;display:block;border:1px solid #ddd}figcaption{height:2.6em;overflow:hidden}</style>${cells.join('').replace(/src="(\/media\/[^"]+)"/g, (_, url: string) => `src="${svgOf.get(url) ?? url}"`)}`
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless'],
})
const page = await browser.newPage({ viewport: { width: 2000, height: 800 } })
await page.setContent(html)
writeFileSync(out, await page.screenshot({ fullPage: true }))
await browser.close()
console.log(`${cells.length} products → ${out}`)
