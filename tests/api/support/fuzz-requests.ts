/**
 * Generates malformed requests for the API fuzz from its endpoint table, deterministically from a seed.
 *
 * Every request that could change something carries at least one poison that its endpoint must refuse (a bad
 * path or query encoding, invalid text in the body, a required field of the wrong type, an impossible path
 * param, a broken JSON body), plus random noise (hostile values in other fields, extra params, odd content types
 * and headers) that may or may not be acceptable on its own. So nothing may change, and the database checksum
 * proves it.
 */
import type { FuzzEndpoint, ParamKind } from './fuzz-endpoints'

export interface FuzzFixtures {
  email: string
  token: string
  address: number
  preOrder: string
  order: string
  product: number
  sku: number
  cartLine: number
  coupon: number
  mediaKey: string
}

export type Identity = 'guest' | 'cookie' | 'header' | 'forged'

export interface FuzzRequest {
  endpoint: FuzzEndpoint
  identity: Identity
  /** Site path with query, already percent-encoded (hostile encodings included on purpose). */
  path: string
  init: { method: string; headers: Record<string, string>; body?: BodyInit }
  /** The decoded path param, for server routes called through their response function. */
  param?: string
  mutations: string[]
}

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  }
}
type Random = ReturnType<typeof seededRandom>

const nested = (depth: number, kind: 'array' | 'object'): unknown => {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value }
  return value
}

/** Values that invalid text or size make every field refuse (the input guard). */
const TOXIC_VALUES: (() => unknown)[] = [
  () => 'a\u0000b',
  () => '\u0000',
  () => 'x\ud800y',
  () => '\udfff',
  () => 'esc\u001b[31m',
  () => 'x'.repeat(6_000),
  () => nested(40, 'array'),
  () => nested(40, 'object'),
]
/** Values of the wrong shape for every scalar or list field (valibot refuses them). */
const WRONG_SHAPES: (() => unknown)[] = [() => ({}), () => ({ $ne: null }), () => [{}], () => ({ id: 1 }), () => [[1]]]
/** Values that may or may not be acceptable for a given field. */
const ODD_VALUES: (() => unknown)[] = [
  () => '',
  () => ' ',
  () => -1,
  () => 0,
  () => 1.5,
  () => 1e308,
  () => -1e308,
  () => 2 ** 53 + 1,
  () => 2 ** 31,
  () => '99999999999999999999',
  () => '1e9',
  () => 'NaN',
  () => true,
  () => false,
  () => null,
  () => [],
  () => [1, 2, 3],
  () => '<script>alert(1)</script>',
  () => "' or 1=1 --",
  () => '%00',
  () => '\u202e\u2066',
  () => '😀'.repeat(60),
  () => 'a'.repeat(101),
  () => 'a'.repeat(1_000),
]
/** Raw (already encoded) query values: some hostile, some merely odd. */
const QUERY_VALUES = [
  '',
  '-1',
  '0',
  '1',
  '1e9',
  '99999999999',
  '1.5',
  'abc',
  'true',
  '[]',
  '%7B%7D',
  '%00',
  'a%00b',
  '%01%1F',
  '%0A',
  '%E2%80%AE',
  '%F0%9F%98%80',
  'x'.repeat(300),
  '%25',
  '%2500',
  '+',
  '%20%20',
  '..%2F..%2F',
  '%3Cscript%3E',
]
const POISON_QUERY = [
  'x=%ZZ',
  '%00=1',
  'x=%ED%A0%80',
  'x=%E0%A4%A',
  'x=%',
  'k%ZZ=1',
  `big=${'a'.repeat(4_200)}`,
  'x=%C0%AF',
  'x=%FF',
]
const POISON_PARAMS: Record<ParamKind, string[]> = {
  id: [
    '-1',
    'abc',
    '1.5',
    '1e9',
    '0x10',
    '%00',
    '1%00',
    '%ZZ',
    '%20',
    '1234567890123',
    'null',
    '%ED%A0%80',
    '..%2F..%2Fetc',
  ],
  orderNo: ['%00', 'PT%00', '%ZZ', 'a.b', 'x'.repeat(80), '%E2%80%AE', '..%2F..%2F', 'PT-1!', '%ED%A0%80'],
  preOrderNo: ['%00', 'PRE%00', '%ZZ', 'a.b', 'x'.repeat(80), '..%2F..%2F', '%ED%A0%80', 'PRE-1'],
  mediaKey: [
    '%00',
    'a%00b.png',
    '%ZZ',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fx',
    'x'.repeat(400),
    '%ED%A0%80',
    '%25ZZ',
    'a%0Ab',
  ],
  shard: [
    '\u0000',
    'products-\u0000',
    'products--1',
    'products-1e9',
    'products-99999999999',
    '../x',
    'x'.repeat(400),
    'pages\ud800',
    '',
  ],
}
const ODD_PARAMS: Record<ParamKind, string[]> = {
  id: ['0', '1', '2', '99999999', '999999999'],
  orderNo: ['abc', 'PT0', 'SH1', 'PT20260101000000123456'],
  preOrderNo: ['PRE0', 'abc', 'PRE20260101000000123456'],
  mediaKey: ['x.png', 'uploads', 'seed', 'a%2Fb', 'index.html'],
  shard: ['pages', 'categories', 'merchants', 'products-1', 'products-0', 'nope'],
}
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  '',
]
const BROKEN_JSON = [
  '{',
  '{"a":}',
  'NaN',
  "{'a':1}",
  '{"a":1,}',
  '[',
  'undefined',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '1e99999',
  '"',
]

function fillFixture(value: unknown, fx: FuzzFixtures): unknown {
  if (typeof value === 'string' && value.startsWith('$')) {
    const key = value.slice(1) as keyof FuzzFixtures
    return fx[key]
  }
  if (Array.isArray(value)) return value.map((item) => fillFixture(item, fx))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillFixture(v, fx)]))
  return value
}

/** The path form of a decoded server-route param (a lone surrogate has none: it is sent as an invalid escape). */
function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

const encodeQuery = (value: string) => value.replace(/[^A-Za-z0-9%._~+-]/gu, (ch) => encodeURIComponent(ch))

export function generateRequest(
  endpoint: FuzzEndpoint,
  identity: Identity,
  fx: FuzzFixtures,
  rnd: Random,
): FuzzRequest {
  const [method, template] = endpoint.route.split(' ')
  const mutations: string[] = []
  const headers: Record<string, string> = {}
  const query: string[] = []
  let body: BodyInit | undefined
  let param: string | undefined

  const mustRefuse = method !== 'GET'
  // Which poison this request carries, from those that apply to the endpoint.
  // Weighted towards poisons that only the handler's own validation catches, so most requests get past the guard.
  const poisons: string[] = ['query', 'path']
  if (endpoint.params && method !== 'GET') poisons.push('param', 'param', 'param')
  if (endpoint.body === 'json' || endpoint.body === 'text')
    poisons.push('toxic', 'toxic', 'shape', 'shape', 'shape', 'shape', 'syntax')
  if (endpoint.body === 'form' || endpoint.body === 'multipart') poisons.push('shape', 'shape', 'shape', 'shape')
  const poison = mustRefuse || rnd.chance(0.3) ? rnd.pick(poisons) : 'none'
  mutations.push(`poison:${poison}`)

  // ---- path ----
  let path = template
  for (const [name, kind] of Object.entries(endpoint.params ?? {})) {
    const hostile = poison === 'param' || (!mustRefuse && rnd.chance(0.6))
    const value = hostile
      ? rnd.pick(POISON_PARAMS[kind])
      : kind === 'mediaKey' && rnd.chance(0.5)
        ? fx.mediaKey
        : rnd.pick(ODD_PARAMS[kind])
    if (kind === 'shard') param = value
    path = path.replace(`{${name}}`, kind === 'shard' ? safeEncode(value) : value)
    mutations.push(`param:${name}`)
  }
  if (poison === 'path') {
    const segments = path.split('/')
    const at = 2 + rnd.int(Math.max(1, segments.length - 2))
    segments[at] = `${segments[at] ?? ''}${rnd.pick(['%ZZ', '%00', '%ED%A0%80', '%C0%AF', '%'])}`
    path = segments.join('/')
  }

  // ---- query ----
  for (const name of endpoint.query ?? []) {
    if (rnd.chance(0.5)) query.push(`${name}=${rnd.pick(QUERY_VALUES)}`)
  }
  if (rnd.chance(0.3))
    query.push(
      rnd.pick([
        'utm_source=x',
        '__proto__=x',
        'constructor=1',
        'a=1&a=2',
        `${'k'.repeat(200)}=1`,
        'page=1&page=2',
        'limit[]=1',
      ]),
    )
  if (poison === 'query') query.push(rnd.pick(POISON_QUERY))
  if (query.length > 0) mutations.push('query')

  // ---- identity ----
  if (identity === 'cookie') headers.cookie = `token=${fx.token}`
  if (identity === 'header') headers['authori-zation'] = rnd.chance(0.5) ? fx.token : `Bearer ${fx.token}`
  if (identity === 'forged') {
    if (rnd.chance(0.5))
      headers.cookie = `token=${rnd.pick(['x', '%00', '%ZZ', 'a'.repeat(500), encodeURIComponent('\u0000')])}`
    else headers['authori-zation'] = rnd.pick(['x', 'Bearer ', 'null', 'a'.repeat(500), 'Bearer \u00ff'])
  }

  // ---- body ----
  if (endpoint.body === 'json' || endpoint.body === 'text') {
    const fields = fillFixture(endpoint.fields ?? {}, fx) as Record<string, unknown>
    const required = endpoint.required ?? Object.keys(fields)
    // Invalid text must be the request's only fault, or a field's own check could refuse it before it reaches SQL.
    const noisy = poison !== 'toxic'
    for (const name of Object.keys(fields)) {
      if (noisy && rnd.chance(0.25)) {
        fields[name] = rnd.pick(ODD_VALUES)()
        mutations.push(`odd:${name}`)
      }
    }
    if (noisy && rnd.chance(0.2))
      fields[rnd.pick(['__proto__', 'constructor', 'extra', 'x'.repeat(120), ''])] = rnd.pick(ODD_VALUES)()
    // Invalid text is refused in any field (optional ones included); a wrong shape only in a required one.
    const anyField = endpoint.body === 'text' ? ['email'] : Object.keys(fields).concat('extra')
    if (poison === 'toxic') fields[rnd.pick(anyField)] = rnd.pick(TOXIC_VALUES)()
    if (poison === 'shape') fields[rnd.pick(required.length > 0 ? required : ['field'])] = rnd.pick(WRONG_SHAPES)()
    let payload: unknown = endpoint.arrayBody ? [fields] : endpoint.body === 'text' ? fields.email : fields
    if (poison === 'shape' && endpoint.body === 'json' && rnd.chance(0.3))
      payload = rnd.pick([null, 1, 'x', true, endpoint.arrayBody ? {} : []])
    body = JSON.stringify(payload)
    if (poison === 'syntax') body = rnd.pick(BROKEN_JSON)
    if (noisy && rnd.chance(0.03)) {
      body = `{"a":"${'x'.repeat(300 * 1024)}"}`
      mutations.push('huge')
    } else if (noisy && rnd.chance(0.03)) {
      body = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, rnd.pick([0xff, 0xc0, 0xed]), 0xa0, 0x80, 0x22, 0x7d])
      mutations.push('not-utf8')
    }
    headers['content-type'] = !noisy || rnd.chance(0.8) ? 'application/json' : rnd.pick(CONTENT_TYPES)
  } else if (endpoint.body === 'form') {
    const fields = fillFixture(endpoint.fields ?? {}, fx) as Record<string, unknown>
    const target = rnd.pick(Object.keys(fields))
    const value =
      poison === 'shape'
        ? rnd.pick(['%00', 'abc', '%ZZ', '', '%ED%A0%80', '1%00'])
        : encodeQuery(String(rnd.pick(ODD_VALUES)()))
    body = Object.entries(fields)
      .map(([k, v]) => `${k}=${k === target ? value : encodeURIComponent(String(v))}`)
      .join('&')
    headers['content-type'] = rnd.chance(0.8) ? 'application/x-www-form-urlencoded' : rnd.pick(CONTENT_TYPES)
  } else if (endpoint.body === 'multipart') {
    const form = new FormData()
    // Never an image: UP1 refuses these bytes whatever else the request gets right.
    const bytes = rnd.pick([
      new Uint8Array([0, 1, 2, 3]),
      new TextEncoder().encode('<svg onload=alert(1)>'),
      new Uint8Array(0),
      new TextEncoder().encode('GIF8'),
    ])
    const field = rnd.pick(['multipart', 'multipart', 'file', '', 'multipart\u0000'])
    if (rnd.chance(0.8))
      form.append(field, new Blob([bytes as BlobPart]), rnd.pick(['a.png', '../../x.png', 'a\u0000.png', '']))
    else form.append(field, rnd.pick(['text', '\u0000', 'x'.repeat(1000)]))
    if (rnd.chance(0.2)) form.append('multipart', new Blob([bytes as BlobPart]), 'b.png')
    body = rnd.chance(0.85) ? form : rnd.pick(['{}', 'not multipart', '--x\r\n\r\n'])
    if (typeof body === 'string') headers['content-type'] = rnd.pick(CONTENT_TYPES)
  } else if (endpoint.body === 'raw') {
    body = rnd.pick(['{}', '{"id":"evt_1","type":"payment_intent.succeeded"}', '\u0000', 'x'.repeat(1000), ''])
    if (rnd.chance(0.7)) headers['stripe-signature'] = rnd.pick(['t=1,v1=abc', '', 'x'.repeat(300), 't=%00'])
    headers['content-type'] = 'application/json'
  } else if (method !== 'GET' && rnd.chance(0.2)) {
    body = rnd.pick(['{}', '\u0000', 'x'])
    headers['content-type'] = rnd.pick(CONTENT_TYPES)
    mutations.push('unexpected-body')
  }
  if (headers['content-type'] === '') delete headers['content-type']

  // ---- headers a browser or a client might get wrong ----
  if (rnd.chance(0.1)) {
    headers['form-type'] = rnd.pick(['', 'x', '\u00ff'])
    mutations.push('form-type')
  }
  if (rnd.chance(0.05)) headers.origin = rnd.pick(['https://evil.example', 'null'])
  if (rnd.chance(0.05)) headers['x-forwarded-for'] = rnd.pick(['%00', '999.1.1.1', 'x'.repeat(300)])

  const search = query.length > 0 ? `?${query.join('&')}` : ''
  return { endpoint, identity, path: `${path}${search}`, init: { method, headers, body }, param, mutations }
}
