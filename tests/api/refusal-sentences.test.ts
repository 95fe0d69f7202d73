/**
 * "No raw validator text, ever" (issue "the contract, exact to the field"): every code-400 message the API fuzz
 * corpus draws is a sentence in the shopper's language. None starts with a field path ("countryCode: …"), names an
 * identifier (camelCase or snake_case), or is valibot's default English ("Invalid type: Expected …"). The requests
 * come from the fuzz generator (tests/api/support/fuzz-requests.ts), sent in English and with the `locale=ru`
 * cookie; REFUSAL_REQUESTS (default 300) per language, REFUSAL_SEED picks the sequence.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { checkoutFixtures } from './support/checkout-fixtures'
import { FUZZ_ENDPOINTS } from './support/fuzz-endpoints'
import { fuzzFixtures } from './support/fuzz-fixtures'
import {
  type FuzzFixtures,
  type FuzzRequest,
  generateRequest,
  type Identity,
  seededRandom,
} from './support/fuzz-requests'
import { useApiHarness } from './support/harness'

const REQUESTS = Number(process.env.REFUSAL_REQUESTS ?? 300)
const SEED = Number(process.env.REFUSAL_SEED ?? 25)
const DATABASE = process.env.TEST_DATABASE ?? 'pglite'

const api = useApiHarness()
const fx = checkoutFixtures(api)
let fixtures: FuzzFixtures

beforeAll(async () => {
  fixtures = await fuzzFixtures(api, fx)
})

/** Why a message is not a sentence for a shopper, or undefined when it is one. */
export function notASentence(message: string): string | undefined {
  if (!message.trim()) return 'empty'
  if (/^[\w.[\]]+\s*[:：]/.test(message)) return 'starts with a field path'
  const identifier = /\b(?:[a-z]+[A-Z][A-Za-z0-9]*|[A-Za-z0-9]+_[A-Za-z0-9_]+)\b/.exec(message)
  if (identifier) return `names the identifier ${identifier[0]}`
  if (/Invalid (type|length|value|key)|Expected|Received/.test(message)) return "is valibot's default English"
  return undefined
}

/** The request in `locale`: the `locale` cookie beside whatever cookie the generator chose. */
function inLocale(request: FuzzRequest, locale: string): RequestInit {
  if (locale === 'en') return request.init
  const headers = { ...request.init.headers }
  headers.cookie = headers.cookie ? `${headers.cookie}; locale=${locale}` : `locale=${locale}`
  return { ...request.init, headers }
}

async function refusals(locale: string): Promise<{ messages: Map<string, string>; count: number }> {
  const rnd = seededRandom(SEED)
  // Sitemaps and media answer bytes, not envelopes.
  const endpoints = FUZZ_ENDPOINTS.filter((endpoint) => !endpoint.serverRoute && !endpoint.bytes)
  const messages = new Map<string, string>()
  let count = 0
  const logLevel = process.env.LOG_LEVEL
  process.env.LOG_LEVEL = 'error'
  try {
    for (let i = 0; i < REQUESTS; i++) {
      const endpoint = endpoints[i % endpoints.length]
      const round = Math.floor(i / endpoints.length)
      const identities: Identity[] =
        endpoint.session === 'guest' ? ['guest', 'forged'] : ['cookie', 'header', 'guest', 'forged']
      const request = generateRequest(endpoint, identities[round % identities.length], fixtures, rnd)
      const { response } = await api.call(request.path, inLocale(request, locale))
      const text = await response.text()
      let envelope: { code?: unknown; message?: unknown }
      try {
        envelope = JSON.parse(text)
      } catch {
        continue
      }
      if (envelope.code !== 400 || typeof envelope.message !== 'string') continue
      count++
      if (!messages.has(envelope.message))
        messages.set(
          envelope.message,
          `${request.init.method} ${request.path.slice(0, 100)} [${request.mutations.join(' ')}]`,
        )
    }
  } finally {
    if (logLevel === undefined) delete process.env.LOG_LEVEL
    else process.env.LOG_LEVEL = logLevel
  }
  return { messages, count }
}

describe(`refusals are sentences on ${DATABASE}`, () => {
  it('tells a sentence from raw validator text', () => {
    expect(notASentence('The country code has the wrong type')).toBeUndefined()
    expect(notASentence('Поле «код страны» имеет неверный тип')).toBeUndefined()
    expect(notASentence('countryCode: has the wrong type')).toBe('starts with a field path')
    expect(notASentence('orderDetails.0.productNum: is too small')).toBe('starts with a field path')
    expect(notASentence('keyword：不能超过 200 个字符')).toBe('starts with a field path')
    expect(notASentence('The preOrderNo is not valid')).toBe('names the identifier preOrderNo')
    expect(notASentence('The refund_reason_wap_img is too long')).toBe('names the identifier refund_reason_wap_img')
    expect(notASentence('Invalid type: Expected string but received 1')).toBeDefined()
  })

  for (const locale of ['en', 'ru']) {
    it(
      `${REQUESTS} fuzz requests in ${locale}: every code-400 message is a sentence`,
      { timeout: 60_000 + REQUESTS * 100 },
      async () => {
        const { messages, count } = await refusals(locale)
        console.log(
          `refusals in ${locale} on ${DATABASE}: ${count} code-400 answers, ${messages.size} distinct messages`,
        )
        expect(count).toBeGreaterThan(REQUESTS / 4)
        const bad = [...messages].flatMap(([message, request]) => {
          const why = notASentence(message)
          return why ? [`${JSON.stringify(message)} ${why} (${request})`] : []
        })
        expect(bad).toEqual([])
        if (locale === 'ru') {
          const english = [...messages.keys()].filter((message) => !/[\u0400-\u04ff]/.test(message))
          expect(english, 'refusals in English under locale=ru').toEqual([])
        }
      },
    )
  }
})
