// @database-sensitive: dialect: malformed values reach SQL; a checksum of every table
/**
 * The API fuzz gate: generated malformed requests over every endpoint of docs/api.md, as a guest, a
 * shopper signed in by cookie and by header token, and with a forged session. No HTTP 5xx, no code 500, no
 * answer that is not an envelope (media and sitemaps excepted: they serve bytes), no poisoned request accepted,
 * and a checksum of every table (rate-limit counters excepted) is the same before and after.
 *
 * `npm test` runs FUZZ_REQUESTS (default 1,500) per database; `npm run test:fuzz` runs 10,000. FUZZ_SEED picks
 * the sequence (default 9), so a failure is replayed by running the same seed again.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createApi } from '~/server/app'
import { verificationCodes } from '~/server/db/schema'
import { merchantCenterFeedResponse } from '~/server/catalogue-feeds/export'
import { robotsResponse, sitemapIndexResponse, sitemapShardResponse } from '~/server/catalog/sitemap'
import { checkoutFixtures } from './support/checkout-fixtures'
import { fuzzFixtures } from './support/fuzz-fixtures'
import { changedTables, tableChecksums } from './support/checksum'
import { documentedRoutes, FUZZ_ENDPOINTS, routeShape } from './support/fuzz-endpoints'
import {
  type FuzzFixtures,
  type FuzzRequest,
  generateRequest,
  type Identity,
  seededRandom,
} from './support/fuzz-requests'
import { ORIGIN, useApiHarness } from './support/harness'

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1_500)
const SEED = Number(process.env.FUZZ_SEED ?? 9)
const DATABASE = process.env.TEST_DATABASE ?? 'pglite'

const api = useApiHarness()
const fx = checkoutFixtures(api)
let fixtures: FuzzFixtures

beforeAll(async () => {
  fixtures = await fuzzFixtures(api, fx)
})

interface Verdict {
  label: string
  problem?: string
}

async function send(request: FuzzRequest): Promise<Verdict> {
  const { endpoint } = request
  let response: Response
  let text: string
  try {
    if (endpoint.serverRoute) {
      const db = api.handle.db
      if (endpoint.route.includes('/feeds/'))
        response = await merchantCenterFeedResponse(new Request(`${ORIGIN}${request.path}`), db)
      else if (endpoint.route.includes('{name}')) response = await sitemapShardResponse(db, ORIGIN, request.param ?? '')
      else if (endpoint.route.includes('robots')) response = robotsResponse(ORIGIN)
      else response = await sitemapIndexResponse(db, ORIGIN)
    } else {
      response = (await api.call(request.path, request.init)).response
    }
    text = await response.text()
  } catch (error) {
    return { label: 'threw', problem: `threw ${String(error).slice(0, 200)}` }
  }
  if (response.status >= 500)
    return { label: `http ${response.status}`, problem: `HTTP ${response.status}: ${text.slice(0, 200)}` }
  // Media and sitemaps serve bytes; when they answer JSON it is an envelope and is judged like one.
  if (endpoint.bytes && !response.headers.get('content-type')?.includes('json')) {
    if (![200, 304, 400, 404].includes(response.status))
      return { label: `http ${response.status}`, problem: `HTTP ${response.status}` }
    return { label: `bytes http ${response.status}` }
  }
  let envelope: { code?: unknown; message?: unknown; data?: unknown }
  try {
    envelope = JSON.parse(text)
  } catch {
    return { label: 'not json', problem: `not an envelope (HTTP ${response.status}): ${text.slice(0, 120)}` }
  }
  if (typeof envelope?.code !== 'number' || typeof envelope.message !== 'string' || !('data' in envelope)) {
    return { label: 'not envelope', problem: `not an envelope: ${text.slice(0, 120)}` }
  }
  const byGuard =
    envelope.code === 400 &&
    /^(The request (path|body)|The query string|A field of the request)| (contains characters that are not allowed|is nested too deeply|has a field name that is not allowed)$/.test(
      envelope.message,
    )
  const label = `code ${envelope.code}${byGuard ? ' (input guard)' : ''}`
  if (envelope.code >= 500) return { label, problem: `code ${envelope.code}: ${envelope.message}` }
  if (!endpoint.httpStatus && response.status !== 200)
    return { label, problem: `HTTP ${response.status} with an envelope` }
  if (envelope.code === 200 && request.init.method !== 'GET' && !endpoint.httpStatus) {
    return { label, problem: `a poisoned ${request.mutations.join(', ')} request was accepted` }
  }
  return { label }
}

describe(`API fuzz on ${DATABASE}`, () => {
  it('fuzzes every endpoint of docs/api.md and of the app', () => {
    const table = new Set(FUZZ_ENDPOINTS.map((e) => routeShape(e.route)))
    const documented = documentedRoutes()
    expect(documented.length).toBeGreaterThan(80)
    expect(
      documented.filter((route) => !table.has(route)),
      'documented endpoints missing from the fuzz table',
    ).toEqual([])
    const routed = createApi({ getDb: () => Promise.reject(new Error('no database needed')) })
      .routes.filter((r) => r.method !== 'ALL')
      .map((r) => routeShape(`${r.method} ${r.path}`))
    expect(
      [...new Set(routed)].filter((route) => !table.has(route)),
      'app routes missing from the fuzz table',
    ).toEqual([])
    const known = new Set([...documented, ...routed])
    expect(
      [...table].filter((route) => !known.has(route)),
      'fuzz table rows for endpoints that no longer exist',
    ).toEqual([])
  })

  it(
    `${REQUESTS} malformed requests: no 5xx, no code 500, only envelopes, nothing changed`,
    { timeout: 120_000 + REQUESTS * 60 },
    async () => {
      const rnd = seededRandom(SEED)
      const before = await tableChecksums(api.handle.db)
      const outcomes = new Map<string, number>()
      const problems: string[] = []
      const started = performance.now()
      // Refusals log a warning each; thousands of them would bury the counts. Errors still print.
      const logLevel = process.env.LOG_LEVEL
      process.env.LOG_LEVEL = 'error'
      for (let i = 0; i < REQUESTS; i++) {
        const endpoint = FUZZ_ENDPOINTS[i % FUZZ_ENDPOINTS.length]
        const round = Math.floor(i / FUZZ_ENDPOINTS.length)
        const identities: Identity[] =
          endpoint.session === 'guest' ? ['guest', 'forged'] : ['guest', 'cookie', 'header', 'forged']
        const request = generateRequest(endpoint, identities[round % identities.length], fixtures, rnd)
        const verdict = await send(request)
        outcomes.set(verdict.label, (outcomes.get(verdict.label) ?? 0) + 1)
        if (verdict.problem && (problems.length < 30 || process.env.FUZZ_ALL_PROBLEMS)) {
          problems.push(
            `#${i} ${request.identity} ${request.init.method} ${request.path.slice(0, 160)} [${request.mutations.join(' ')}] → ${verdict.problem}`,
          )
        }
      }
      if (logLevel === undefined) delete process.env.LOG_LEVEL
      else process.env.LOG_LEVEL = logLevel
      const seconds = (performance.now() - started) / 1000
      // The image captcha's pictures are the one thing a GET writes: drawn on request, not by a refusal.
      await api.handle.db.delete(verificationCodes).where(eq(verificationCodes.purpose, 'image'))
      const changed = changedTables(before, await tableChecksums(api.handle.db))
      const counts = [...outcomes].sort((a, b) => b[1] - a[1]).map(([label, n]) => `${label}: ${n}`)
      console.log(
        `API fuzz on ${DATABASE} (seed ${SEED}): ${REQUESTS} requests over ${FUZZ_ENDPOINTS.length} endpoints in ${seconds.toFixed(1)} s\n` +
          `  outcomes: ${counts.join(', ')}\n` +
          `  problems: ${problems.length}; tables changed: ${changed.length} of ${Object.keys(before).length}`,
      )
      expect(problems).toEqual([])
      expect(changed, 'tables changed by refused requests').toEqual([])
    },
  )
})
