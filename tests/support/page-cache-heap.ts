/**
 * Run by tests/unit/page-cache-memory.test.ts in a process of its own (`node --expose-gc --import tsx`): fills a guest
 * page cache bounded at MAX_BYTES with far more pages than fit, then prints, as JSON, how much memory the cache
 * holds after a full garbage collection, next to the bound. Its pages look like the home page: 170 KB of HTML
 * with a CSP nonce in 150 places.
 */
import { EXTERNAL_CATALOGUE } from '../../src/server/page-cache/catalogue-changes'
import { createGuestPageCache } from '../../src/server/page-cache/guest-page-cache'
import { contentSecurityPolicy, createNonce } from '../../src/server/http/security-headers'

const MAX_BYTES = Number(process.env.MAX_BYTES ?? 4 * 1024 * 1024)
const PAGES = Number(process.env.PAGES ?? 60)
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with --expose-gc')

function page(path: string, nonce: string) {
  const tiles = Array.from(
    { length: 150 },
    (_, index) =>
      `<a class="tile" href="${path}/goods_detail/${index}"><img src="/media/p${index}.svg" alt="Product ${index} of ${path}">` +
      `<span class="price">$${(index * 1.37).toFixed(2)}</span>${'<i class="star"></i>'.repeat(5)}${String(index * 7919).repeat(120)}</a>` +
      `<script nonce="${nonce}">self.$R=self.$R||[];$R.push(${index})</script>`,
  )
  return `<!doctype html><html lang="en"><head><title>${path}</title></head><body>${tiles.join('')}</body></html>`
}

const cache = createGuestPageCache({
  render: async (request) => {
    const nonce = createNonce()
    return new Response(page(new URL(request.url).pathname, nonce), {
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': contentSecurityPolicy(nonce) },
    })
  },
  keyOf: (request) => ({ key: request.url, request }),
  catalogue: async () => EXTERNAL_CATALOGUE,
  maxBytes: MAX_BYTES,
  maxEntries: 100_000,
})

const held = () => {
  gc()
  gc()
  const usage = process.memoryUsage()
  return usage.heapUsed + usage.arrayBuffers
}

const before = held()
let htmlBytes = 0
for (let index = 0; index < PAGES; index++) {
  const response = await cache.fetch(new Request(`http://shop.test/merchant/${index}`))
  htmlBytes += (await response.text()).length
}
const after = held()
console.log(
  JSON.stringify({
    maxBytes: MAX_BYTES,
    heldBytes: after - before,
    entries: cache.size,
    pages: PAGES,
    pageBytes: Math.round(htmlBytes / PAGES),
  }),
)
