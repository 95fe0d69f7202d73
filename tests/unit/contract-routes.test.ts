/**
 * One contract for the whole API: every `/api/front/*` and `/api/pc/*` route the app serves is typed by
 * `ApiAnswers` in src/contract/api.ts, and its handler answers through `ok(c, route, data)` /
 * `okSaying(c, route, …)` with its own route key, so the type checker compares what it sends with what the storefront
 * reads. Routes are found from the app itself (as the IDOR gate finds them), so a new route fails here until the
 * contract names its answer. Likewise every route that reads a body reads it through `jsonBody` / `formBody` /
 * `rawTextBody` with its own key of `ApiBodies`, whose schema the type checker holds to the contract's body.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createApi } from '~/server/app'

/** Routes that answer outside the envelope helper, each with why; they are in the contract map all the same. */
const ANSWERED_OTHERWISE: Record<string, string> = {
  'GET /api/front/chat/stream': 'server-sent events, not an envelope (src/server/chat/stream.ts)',
  'POST /api/front/pay/paypal/webhook': "PayPal's webhook: real HTTP statuses for the provider's retries",
  'POST /api/front/pay/stripe/webhook': "Stripe's webhook: real HTTP statuses for the provider's retries",
  'GET /api/front/pay/query/wechat/pay/result/:orderNo': 'always refuses (no WeChat Pay here): answers only a 400',
  'GET /api/front/pay/query/upi/pay/result/:orderNo': 'always refuses (no UPI here): answers only a 400',
}

/** Routes that read a body outside the contract's body readers, each with why. */
const BODY_READ_OTHERWISE: Record<string, string> = {
  'POST /api/front/upload/image': 'a multipart file upload, not a JSON body (src/server/uploads/routes.ts)',
  'POST /api/front/pay/paypal/webhook': "PayPal's webhook: the raw text its signature covers",
  'POST /api/front/pay/stripe/webhook': "Stripe's webhook: the raw text its signature covers",
}

/** "METHOD /path" of every front and PC route, with its handlers' source joined. */
function servedRoutes(): Map<string, string> {
  const routes = new Map<string, string>()
  for (const route of createApi().routes) {
    if (route.method === 'ALL' || !/^\/api\/(front|pc)\//.test(route.path)) continue
    const key = `${route.method} ${route.path}`
    routes.set(key, `${routes.get(key) ?? ''}\n${route.handler.toString()}`)
  }
  return routes
}

/** The keys of `ApiAnswers`, read from the contract's source (types leave nothing at run time). */
function contractKeys(): Set<string> {
  const source = readFileSync('src/contract/api.ts', 'utf8')
  const body = source.slice(
    source.indexOf('export interface ApiAnswers {'),
    source.indexOf('\n}', source.indexOf('export interface ApiAnswers {')),
  )
  return new Set([...body.matchAll(/^\s+'((?:GET|POST|PUT|DELETE) \/api\/[^']+)':/gm)].map((m) => m[1]!))
}

/** The keys of `ApiBodies`. */
function bodyKeys(): Set<string> {
  const source = readFileSync('src/contract/api.ts', 'utf8')
  const start = source.indexOf('export interface ApiBodies {')
  const body = source.slice(start, source.indexOf('\n}', start))
  return new Set([...body.matchAll(/^\s+'(POST \/api\/[^']+)':/gm)].map((m) => m[1]!))
}

/** The handler touches the request's body, whichever way. */
const readsBody = (source: string) =>
  /\b(?:jsonBody|formBody|rawTextBody|jsonValue)\b|\.req\.(?:json|text|parseBody|formData|arrayBuffer|blob)\(/.test(
    source,
  )

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
/** The handler answers through the helper with this route's key (any method of its path, for a GET-and-POST handler). */
const answersWithKey = (source: string, path: string) =>
  // `(0, ok)(c, …)` once vite has compiled the import.
  new RegExp(`\\bok(?:Saying)?\\)?\\(\\s*c\\s*,\\s*["'\`](?:GET|POST|PUT|DELETE) ${escape(path)}["'\`]`).test(source)

/** The handler reads its body through a contract reader with this route's key. */
const readsBodyWithKey = (source: string, key: string) =>
  new RegExp(`\\b(?:jsonBody|formBody|rawTextBody)\\)?\\(\\s*c\\s*,\\s*["'\`]${escape(key)}["'\`]`).test(source)

describe('the API contract', () => {
  const served = servedRoutes()
  const keys = contractKeys()
  const bodies = bodyKeys()

  it('finds the routes and reads the contract', () => {
    expect(served.size).toBeGreaterThan(100)
    expect(keys.size).toBeGreaterThan(100)
  })

  it('types the answer of every front and PC route', () => {
    expect(
      [...served.keys()].filter((key) => !keys.has(key)),
      'routes the contract does not type',
    ).toEqual([])
  })

  it('has every handler answer through ok/okSaying with its own route key', () => {
    const untyped = [...served].filter(
      ([key, source]) => !(key in ANSWERED_OTHERWISE) && !answersWithKey(source, key.split(' ')[1]!),
    )
    expect(
      untyped.map(([key]) => key),
      'handlers that answer without naming their contract route',
    ).toEqual([])
  })

  it('names no route the app does not serve', () => {
    const front = [...keys].filter((key) => /^\S+ \/api\/(front|pc)\//.test(key))
    expect(
      front.filter((key) => !served.has(key)),
      'contract entries without a route',
    ).toEqual([])
    expect(Object.keys(ANSWERED_OTHERWISE).filter((key) => !served.has(key) || !keys.has(key))).toEqual([])
  })

  it('types the body of every front and PC route that reads one, and reads it with its own key', () => {
    expect(bodies.size).toBeGreaterThan(40)
    const reading = [...served].filter(([key, source]) => !(key in BODY_READ_OTHERWISE) && readsBody(source))
    expect(reading.length).toBeGreaterThanOrEqual(bodies.size)
    expect(
      reading.filter(([key]) => !bodies.has(key)).map(([key]) => key),
      'routes reading a body the contract does not type',
    ).toEqual([])
    expect(
      reading.filter(([key, source]) => !readsBodyWithKey(source, key)).map(([key]) => key),
      'handlers reading a body without naming their contract route',
    ).toEqual([])
  })

  it('names no body the app does not read', () => {
    expect(
      [...bodies].filter((key) => !served.has(key) || !readsBodyWithKey(served.get(key)!, key)),
      'contract bodies no handler reads',
    ).toEqual([])
    expect(Object.keys(BODY_READ_OTHERWISE).filter((key) => !served.has(key) || bodies.has(key))).toEqual([])
  })
})
