/**
 * The one guard against hostile input, before any handler or database call: the path, the query string and
 * non-multipart bodies must be valid text of a sane size. Anything else is a 400 (an envelope under /api, plain
 * text under /media), never a 500 from deep inside a query. Field rules stay in each route's valibot schema; this
 * only refuses what no field could ever accept.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './context'
import { ApiError } from './envelope'
import { refusal } from './field-labels'
import type { MessageValues, ServerMessage } from './messages'
import { findTextProblem, isCleanText } from './text'

export const INPUT_LIMITS = {
  /** Bytes of query string; far below Node's 16 KB header limit, far above any real filter. */
  query: 4096,
  /** Bytes of a JSON, text or url-encoded body (uploads are multipart and have their own limit). */
  body: 256 * 1024,
}

/** Stripe and PayPal sign what they send and read real HTTP statuses, so their webhooks check their own input. */
const RAW_BODY_PATHS = new Set(['/api/front/pay/stripe/webhook', '/api/front/pay/paypal/webhook'])
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** What is wrong with a part of the request: a marked message (decision 25), written in the request's locale. */
class BadInput extends Error {
  readonly text: ServerMessage
  constructor(id: string, values?: MessageValues) {
    super(id)
    this.text = values ? { id, values } : { id }
  }
}

/** Decodes one percent-encoded component strictly: bad escapes or bytes that are not UTF-8 throw BadInput. */
function decodeStrict(component: string): string {
  try {
    return decodeURIComponent(component)
  } catch {
    throw new BadInput(/*i18n*/ 'is not valid percent-encoded UTF-8')
  }
}

function checkPath(rawPath: string) {
  for (const segment of rawPath.split('/')) {
    if (!isCleanText(decodeStrict(segment), true))
      throw new BadInput(/*i18n*/ 'contains characters that are not allowed')
  }
}

function checkQuery(rawQuery: string) {
  if (rawQuery.length > INPUT_LIMITS.query)
    throw new BadInput(/*i18n*/ 'is longer than {bytes} bytes', { bytes: INPUT_LIMITS.query })
  for (const pair of rawQuery.split('&')) {
    const equals = pair.indexOf('=')
    const key = decodeStrict((equals === -1 ? pair : pair.slice(0, equals)).replace(/\+/g, ' '))
    if (equals !== -1) decodeStrict(pair.slice(equals + 1).replace(/\+/g, ' '))
    // Values are left to the route schemas: search words are cleaned, every other field refuses control characters
    // (see `query` in validate.ts).
    if (!isCleanText(key, true)) throw new BadInput(/*i18n*/ 'contains characters that are not allowed')
  }
}

/** Reads at most `limit` bytes of the body; null when it is longer. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) return null
  const reader = request.body!.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

function checkBodyText(bytes: Uint8Array) {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    throw new BadInput(/*i18n*/ 'The request body must be UTF-8 text')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON: raw text (the captcha e-mail) or a url-encoded form; handlers say what they expected.
    if (!isCleanText(text)) throw new BadInput(/*i18n*/ 'The request body contains characters that are not allowed')
    return
  }
  const problem = findTextProblem(parsed)
  if (problem) {
    const sentence = refusal(problem.path, { id: problem.message })
    throw new BadInput(sentence.id, sentence.values)
  }
}

export const inputGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url
  const pathStart = url.indexOf('/', url.indexOf('://') + 3)
  const queryStart = url.indexOf('?', pathStart)
  const rawPath = url.slice(pathStart, queryStart === -1 ? undefined : queryStart).split('#')[0]
  const rawQuery = queryStart === -1 ? '' : url.slice(queryStart + 1).split('#')[0]
  const isApi = rawPath.startsWith('/api/')
  // Under /api the app's error handler writes the envelope, in the request's locale.
  const refuse = (id: string, values?: MessageValues) => {
    if (isApi) throw new ApiError(400, id, values)
    return c.text('Bad request', 400)
  }
  try {
    checkPath(rawPath)
  } catch (error) {
    if (error instanceof BadInput) return refuse(/*i18n*/ 'The request path {problem}', { problem: error.text })
    throw error
  }
  try {
    if (rawQuery) checkQuery(rawQuery)
  } catch (error) {
    if (error instanceof BadInput) return refuse(/*i18n*/ 'The query string {problem}', { problem: error.text })
    throw error
  }

  const type = c.req.header('content-type') ?? ''
  if (
    BODYLESS_METHODS.has(c.req.method) ||
    !c.req.raw.body ||
    RAW_BODY_PATHS.has(rawPath) ||
    type.includes('multipart/')
  ) {
    return next()
  }
  const bytes = await readCapped(c.req.raw, INPUT_LIMITS.body)
  if (!bytes) return refuse(/*i18n*/ 'The request body is larger than {size} KB', { size: INPUT_LIMITS.body / 1024 })
  try {
    checkBodyText(bytes)
  } catch (error) {
    if (error instanceof BadInput) return refuse(error.text.id, error.text.values)
    throw error
  }
  // The body stream is spent: handlers read these bytes instead (Hono converts between body types).
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  // Hono's type says the cache holds values; at run time it holds promises.
  const cache = c.req.bodyCache as { arrayBuffer?: Promise<ArrayBuffer> }
  cache.arrayBuffer = Promise.resolve(buffer)
  return next()
}
